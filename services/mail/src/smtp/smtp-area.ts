import { mailAdminEndpoints as a } from '@portfolio/contracts';
import type { MailArea } from '../area.ts';
import type { MailDeps } from '../deps.ts';
import { notBuiltYet } from '../stub-routes.ts';
import type { Mailer } from './mailer.ts';

/** SMTP settings, the check and the test mail, and the mailer every other area sends through. */
export function smtpArea(_deps: MailDeps): MailArea & { mailer: Mailer } {
  const mailer: Mailer = {
    configured: async () => false,
    administratorAddress: async () => undefined,
    send: async () => ({ ok: false, reason: 'not_configured', permanent: false }),
    bulk: async () => undefined,
  };
  return { routes: notBuiltYet([a.smtpSettings, a.saveSmtpSettings, a.checkSmtp, a.sendTestMail]), mailer };
}
