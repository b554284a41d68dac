import {
  accountLimits,
  accountLinkPaths,
  mailAdminEndpoints,
  type AccountMailRequest,
  type AccountMailSender,
} from '@portfolio/contracts';
import { HttpError, route } from '@portfolio/kit';
import type { MailArea } from '../area.ts';
import type { SendingDeps } from '../deps.ts';
import type { OutgoingMail } from '../smtp/mailer.ts';
import { compileMail, slot } from '../templates/render-mail.ts';
import { accountTexts } from './account-texts.ts';

const unavailable = (message: string) => new HttpError(503, 'service_unavailable', message);

/**
 * The administrator's account mails (#21), asked for by the auth service (internal: our own processes, with the
 * gateway secret): the password reset and the email change confirmation, each with its link to the web page that
 * uses the auth service's token, on the public site's origin. Sent at once, not queued: the link expires in 30
 * minutes, and the auth service says to the administrator (email change) whether the mail went.
 */
export function accountArea(deps: SendingDeps): MailArea {
  const { mailer, links } = deps;
  const compose = async (request: AccountMailRequest): Promise<OutgoingMail> => {
    const texts = accountTexts[request.language][request.kind === 'password-reset' ? 'reset' : 'email'];
    const path = request.kind === 'password-reset' ? accountLinkPaths.passwordReset : accountLinkPaths.emailConfirm;
    const minutes = String(accountLimits.linkValidityMs / 60_000);
    const compiled = await compileMail({
      language: request.language,
      preheader: texts.heading,
      heading: texts.heading,
      paragraphs: [texts.body, texts.expiry.replace('{minutes}', minutes)],
      action: { label: texts.action, url: slot('link') },
      footerLines: [texts.ignore],
    });
    const { html, text } = compiled.fill({ link: `${links.origin}${path}?token=${encodeURIComponent(request.token)}` });
    return { to: request.to, subject: texts.subject, text, html, headers: { 'Auto-Submitted': 'auto-generated' } };
  };
  const send: AccountMailSender = async (request) => {
    if (!(await mailer.configured())) throw unavailable('Mail is not set up: no SMTP settings saved.');
    const outcome = await mailer.send(await compose(request));
    if (!outcome.ok) throw unavailable(`The mail could not be sent (${outcome.reason}).`);
  };
  return {
    routes: [
      route(mailAdminEndpoints.accountMail, async (_ctx, { body }) => {
        await send(body);
        return { accepted: true } as const;
      }),
    ],
    // The single-machine process's auth service calls it in-process (kit's InProcessPorts).
    ports: { accountMail: send },
  };
}
