import type { MailArea } from '../area.ts';
import type { SendingDeps } from '../deps.ts';
import { adminRoutes } from './admin-routes.ts';
import { confirmationJob, confirmJobKind } from './confirmations.ts';
import type { SubscriberDirectory } from './directory.ts';
import { publicRoutes } from './public-routes.ts';
import { subscriberDirectory } from './subscriber-directory.ts';
import { openSubscribersStore } from './subscribers-store.ts';

/** Newsletter signup with double opt-in, unsubscribe, the suppression list and the administrator's subscribers. */
export function subscribersArea(deps: SendingDeps): MailArea & { directory: SubscriberDirectory } {
  const store = openSubscribersStore(deps.database);
  const { directory, beforeErase } = subscriberDirectory(store, deps.now);
  return {
    routes: [...publicRoutes(deps, store), ...adminRoutes(deps, store, beforeErase)],
    jobs: { [confirmJobKind]: confirmationJob(deps, store) },
    directory,
  };
}
