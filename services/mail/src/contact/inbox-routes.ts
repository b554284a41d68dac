import { mailAdminEndpoints as a, mailLimits } from '@portfolio/contracts';
import { HttpError, route, type RouteDefinition } from '@portfolio/kit';
import type { SendingDeps } from '../deps.ts';
import type { MessagesStore } from '../stores/messages-port.ts';
import { messageView } from './messages.ts';
import { notifyJobId } from './notification.ts';
import { replyMail } from './reply.ts';

const notFound = () => new HttpError(404, 'not_found', 'No such message.');

/** The administrator's inbox: the list, the unread count, one message, read/archive, delete, and a reply by mail. */
export function inboxRoutes(deps: SendingDeps, store: MessagesStore): RouteDefinition[] {
  const found = async (id: string) => {
    const message = await store.get(id);
    if (!message) throw notFound();
    return message;
  };
  return [
    route(a.messages, async (_ctx, { query }) => {
      const perPage = mailLimits.perPage;
      const { records, total } = await store.list({
        box: query.box,
        ...(query.unread === undefined ? {} : { unread: query.unread === 'true' }),
        ...(query.q ? { q: query.q } : {}),
        offset: (query.page - 1) * perPage,
        limit: perPage,
      });
      return { items: records.map(messageView), total, page: query.page, pageCount: Math.ceil(total / perPage) };
    }),
    route(a.unreadMessages, async () => ({ unread: await store.unreadCount() })),
    route(a.message, async (_ctx, { params }) => messageView(await found(params.id))),
    route(a.updateMessage, async (_ctx, { params, body }) => {
      const updated = await store.update(params.id, body);
      if (!updated) throw notFound();
      return messageView(updated);
    }),
    route(a.deleteMessage, async (_ctx, { params }) => {
      if (!(await store.delete(params.id))) throw notFound();
      // A notification still waiting has nothing left to tell.
      await deps.jobs.cancel(notifyJobId(params.id));
    }),
    route(a.replyToMessage, async (_ctx, { params, body }) => {
      const message = await found(params.id);
      const outcome = await deps.mailer.send(replyMail(message, body));
      if (!outcome.ok) {
        const { reason, detail } = outcome;
        return { delivery: { ok: false, reason, ...(detail ? { detail } : {}) }, message: messageView(message) };
      }
      // Answered is read too.
      const updated = await store.update(message.id, { repliedAt: deps.now(), read: true });
      return { delivery: { ok: true }, message: messageView(updated ?? message) };
    }),
  ];
}
