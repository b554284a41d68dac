import { mailLimits } from '@portfolio/contracts';
import type { OutgoingMail } from '../smtp/mailer.ts';
import type { SubscriberRecord } from '../stores/subscribers-port.ts';
import { compileMail, slot } from '../templates/render-mail.ts';
import { confirmationTexts } from './confirmation-texts.ts';
import type { LinkTokens, SiteLinks } from './links.ts';

/**
 * Whether a first name names a place on the web (a scheme, an address, a path, a domain such as `evil.example`):
 * the signup takes any address, so such a name would carry a stranger's link to any mailbox in a mail from this
 * site (signup-form spam). It is left out of the greeting; a person's name, `J.R.` included, keeps its place.
 */
// Ideographic and full-width full stops too: IDNA reads them as dots, and so do the mail clients that make links.
const carriesLink = (name: string) => /[:/@]|[.\u3002\uff0e\uff61]\p{L}{2}/u.test(name);

/**
 * The double opt-in mail, in the subscriber's language: a button to the confirmation page with a signed link that
 * carries the subscriber's current nonce and works for a week. The layout is compiled once per language and
 * greeting; the link and the name are filled in per mail.
 */
export async function confirmationMail(
  { tokens, links }: { tokens: LinkTokens; links: SiteLinks },
  record: SubscriberRecord,
  /** When the mail was asked for: each request is its own message (clients fold mails with one Message-ID). */
  requestedAt: number,
): Promise<OutgoingMail> {
  const texts = confirmationTexts[record.language];
  const named = record.firstName !== '' && !carriesLink(record.firstName);
  const compiled = await compileMail({
    language: record.language,
    preheader: texts.preheader,
    heading: texts.heading,
    paragraphs: [
      named ? texts.greetingNamed.replace('{name}', slot('firstName')) : texts.greeting,
      texts.body,
      texts.expiry.replace('{days}', String(mailLimits.confirmTokenDays)),
    ],
    action: { label: texts.action, url: slot('confirmUrl') },
    footerLines: [texts.ignore],
  });
  const token = tokens.make({ purpose: 'confirm', subscriberId: record.id, nonce: record.nonce });
  const { html, text } = compiled.fill({
    confirmUrl: links.confirm(token),
    ...(named ? { firstName: record.firstName } : {}),
  });
  const host = new URL(links.origin).hostname;
  return {
    to: record.email,
    subject: texts.subject,
    text,
    html,
    headers: { 'Auto-Submitted': 'auto-generated' },
    messageId: `<confirm.${record.id}.${requestedAt}@${host}>`,
  };
}
