import { mailAdminEndpoints as a, mailPublicEndpoints as p } from '@portfolio/contracts';
import type { MailArea } from '../area.ts';
import type { SendingDeps } from '../deps.ts';
import { notBuiltYet } from '../stub-routes.ts';
import type { SubscriberDirectory } from './directory.ts';

/** Newsletter signup with double opt-in, unsubscribe, the suppression list and the administrator's subscribers. */
export function subscribersArea(_deps: SendingDeps): MailArea & { directory: SubscriberDirectory } {
  const directory: SubscriberDirectory = {
    confirmed: async () => [],
    get: async () => undefined,
    markBounced: async () => undefined,
    unsubscribedSince: async () => [],
  };
  return {
    routes: notBuiltYet([
      p.subscribe,
      p.confirmSubscription,
      p.unsubscribe,
      p.oneClickUnsubscribe,
      a.subscribers,
      a.exportSubscribers,
      a.importSubscribers,
      a.subscriber,
      a.eraseSubscriber,
    ]),
    directory,
  };
}
