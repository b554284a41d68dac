import { mailAdminEndpoints as a, mailLimits } from '@portfolio/contracts';
import { HttpError, route, type RouteDefinition } from '@portfolio/kit';
import type { SendingDeps } from '../deps.ts';
import type { SubscribersStore } from '../stores/subscribers-port.ts';
import { confirmJobId } from './confirmations.ts';
import { importSubscribers } from './import.ts';
import { subscriberOf } from './records.ts';

const notFound = () => new HttpError(404, 'not_found', 'No such subscriber.');

/** The administrator's subscribers: list and search, one, the export, the import and the erasure. */
export function adminRoutes(
  deps: SendingDeps,
  store: SubscribersStore,
  beforeErase: (subscriberId: string) => Promise<void>,
): RouteDefinition[] {
  const perPage = mailLimits.perPage;
  return [
    route(a.subscribers, async (_ctx, { query }) => {
      const { page, ...filter } = query;
      const { records, total, counts } = await store.list({ ...filter, offset: (page - 1) * perPage, limit: perPage });
      return { items: records.map(subscriberOf), total, page, pageCount: Math.ceil(total / perPage), counts };
    }),
    route(a.exportSubscribers, async (_ctx, { query }) => ({ items: (await store.all(query)).map(subscriberOf) })),
    route(a.importSubscribers, async (_ctx, { query, body }) =>
      importSubscribers(deps, store, body, { confirmed: query.confirmed === 'true', language: query.language }),
    ),
    route(a.subscriber, async (_ctx, { params }) => {
      const record = await store.get(params.id);
      if (!record) throw notFound();
      return subscriberOf(record);
    }),
    route(a.eraseSubscriber, async (_ctx, { params }) => {
      if (!(await store.get(params.id))) throw notFound();
      // What others keep about the person goes first: a failure leaves the subscriber, and trying again finishes.
      await beforeErase(params.id);
      await deps.jobs.cancel(confirmJobId(params.id));
      await store.delete(params.id);
    }),
  ];
}
