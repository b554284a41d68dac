import type { MailArea } from '../area.ts';
import type { SendingDeps } from '../deps.ts';
import { inboxRoutes } from './inbox-routes.ts';
import { openMessagesStore } from './messages.ts';
import { notificationHandler, notifyKind } from './notification.ts';
import { contactRoutes } from './public-routes.ts';

/** The contact form, its anti-spam, the administrator's notification and the inbox. */
export function contactArea(deps: SendingDeps): MailArea {
  const store = openMessagesStore(deps.database);
  return {
    routes: [...contactRoutes(deps, store), ...inboxRoutes(deps, store)],
    jobs: { [notifyKind]: notificationHandler(deps, store) },
  };
}
