import { mailPublicEndpoints as p } from '@portfolio/contracts';
import { clientAddressKey, HttpError, rateLimiter, route, signer, type RouteDefinition } from '@portfolio/kit';
import type { SendingDeps } from '../deps.ts';
import type { MessagesStore } from '../stores/messages-port.ts';
import { formTokens } from './form-token.ts';
import { newMessageId } from './messages.ts';
import { notifyJobId, notifyKind } from './notification.ts';
import { tooManyLinks } from './spam.ts';

const hourMs = 60 * 60_000;
/** The answer to a message kept and to spam dropped alike: a bot learns nothing from it. */
const received = { received: true } as const;

/**
 * The visitor's side: the form's token, and the message. Spam caught by the honeypot, the time to fill or its links
 * is answered as if kept and not stored; a forged or expired token is refused, so that the form fetches a new one
 * and sends again (a person never loses a message to it). Only messages that would be kept count against the
 * per-address limit, so that a person is never limited by a bot's spam from the same address; an address is an
 * IPv4 address or an IPv6 /64 (one subscriber's whole block), as for the newsletter's signups.
 */
export function contactRoutes(deps: SendingDeps, store: MessagesStore): RouteDefinition[] {
  const tokens = formTokens(signer(deps.keys, 'mail form tokens'), deps.now);
  const perAddress = rateLimiter({ limit: deps.config.MAIL_CONTACT_RATE_LIMIT, windowMs: hourMs });

  return [
    route(p.formToken, (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return { token: tokens.issue() };
    }),
    route(p.contact, async (ctx, { body }) => {
      if ((body.website ?? '') !== '') return received;
      const verdict = tokens.check(body.formToken);
      if (verdict === 'invalid') {
        throw new HttpError(400, 'invalid_token', 'This form has expired; send it again.');
      }
      if (verdict === 'too_fast' || tooManyLinks(body.message)) return received;
      const now = deps.now();
      const { allowed, retryAfterS } = perAddress.take(clientAddressKey(ctx.req, deps.trust), now.getTime());
      if (!allowed) {
        throw new HttpError(429, 'too_many_requests', 'Too many messages from this address; try again later.', {
          headers: { 'Retry-After': String(retryAfterS) },
        });
      }
      const id = newMessageId(now);
      // Kept first: whatever becomes of the notification, the message is in the inbox.
      await store.insert({
        id,
        name: body.name,
        email: body.email,
        subject: body.subject,
        message: body.message,
        language: body.language ?? null,
        receivedAt: now,
        read: false,
        archived: false,
        notification: 'pending',
        repliedAt: null,
      });
      await deps.jobs.put({ id: notifyJobId(id), kind: notifyKind, runAt: now, payload: { messageId: id } });
      deps.wake();
      return received;
    }),
  ];
}
