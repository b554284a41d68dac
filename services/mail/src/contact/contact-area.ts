import { mailAdminEndpoints as a, mailPublicEndpoints as p } from '@portfolio/contracts';
import type { MailArea } from '../area.ts';
import type { SendingDeps } from '../deps.ts';
import { notBuiltYet } from '../stub-routes.ts';

/** The contact form, its anti-spam, the administrator's notification and the inbox. */
export function contactArea(_deps: SendingDeps): MailArea {
  return {
    routes: notBuiltYet([
      p.formToken,
      p.contact,
      a.messages,
      a.unreadMessages,
      a.message,
      a.updateMessage,
      a.deleteMessage,
      a.replyToMessage,
    ]),
  };
}
