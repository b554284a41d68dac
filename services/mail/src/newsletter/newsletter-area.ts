import { mailAdminEndpoints as a } from '@portfolio/contracts';
import type { MailArea } from '../area.ts';
import type { SendingDeps } from '../deps.ts';
import { notBuiltYet } from '../stub-routes.ts';
import type { SubscriberDirectory } from '../subscribers/directory.ts';

/** The weekly newsletter: its schedule, issues, preview and test, and the durable sending queue. */
export function newsletterArea(_deps: SendingDeps & { directory: SubscriberDirectory }): MailArea {
  return {
    routes: notBuiltYet([
      a.newsletterSchedule,
      a.saveNewsletterSchedule,
      a.issues,
      a.issue,
      a.updateIssue,
      a.previewIssue,
      a.testIssue,
      a.sendIssue,
      a.skipIssue,
    ]),
  };
}
