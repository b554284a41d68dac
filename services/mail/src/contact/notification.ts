import type { LanguageCode } from '@portfolio/contracts';
import type { JobHandler } from '@portfolio/kit';
import type { SendingDeps } from '../deps.ts';
import type { OutgoingMail } from '../smtp/mailer.ts';
import type { MessageRecord, MessagesStore } from '../stores/messages-port.ts';
import { renderMail, slot, type MailContent } from '../templates/render-mail.ts';
import { notificationTexts } from './contact-texts.ts';

/** The job that notifies the administrator of one message: one per message, so a message is never notified twice. */
export const notifyKind = 'contact:notify';
export const notifyJobId = (messageId: string) => `notify:${messageId}`;

/**
 * Temporary failures (the server away, a 4xx answer) retried with the job runner's back-off (10 s, 20 s... up to an
 * hour): about three and a half hours in all, then the notification is marked failed. The message stays either way.
 */
export const notifyAttempts = 12;

/** A date as people of that language write it, in UTC (said so: the administrator may live anywhere). */
export const formatDate = (date: Date, language: LanguageCode) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(date);

const languageName = (code: LanguageCode, language: LanguageCode) =>
  new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;

/**
 * The notification's content with a slot for each of the message's texts, so that the layout is rendered once per
 * shape (whether the page's language is known, how many lines the message has) and filled per message.
 */
function notificationContent(language: LanguageCode, withLanguage: boolean, lines: number): MailContent {
  const texts = notificationTexts[language];
  const details = [
    `${texts.from}: ${slot('name')} <${slot('email')}>`,
    ...(withLanguage ? [`${texts.language}: ${slot('language')}`] : []),
    `${texts.received}: ${slot('received')}`,
  ];
  return {
    language,
    preheader: slot('subject'),
    heading: texts.heading(slot('name')),
    paragraphs: [
      details.join('\n'),
      slot('subject'),
      Array.from({ length: lines }, (_, i) => slot(`line${i}`)).join('\n'),
    ],
    footerLines: [texts.replyHint(slot('name'))],
  };
}

/**
 * The administrator's notification: the visitor's subject in its subject line, their address as Reply-To (answering
 * the mail answers them), the message in full, in the shared layout (HTML and plain text). Its Message-ID is the
 * message's, so that one sent again after a crash between sending and marking it sent is the same mail to the
 * receiving server.
 */
export async function notificationMail(message: MessageRecord, to: string, deps: SendingDeps): Promise<OutgoingMail> {
  const language = deps.config.MAIL_ADMIN_LANGUAGE;
  const lines = message.message.split(/\r\n?|\n/);
  const values: Record<string, string> = {
    name: message.name,
    email: message.email,
    subject: message.subject,
    received: formatDate(message.receivedAt, language),
    ...(message.language ? { language: languageName(message.language, language) } : {}),
    ...Object.fromEntries(lines.map((line, i) => [`line${i}`, line])),
  };
  const { html, text } = await renderMail(
    notificationContent(language, message.language !== null, lines.length),
    values,
  );
  return {
    to,
    subject: `${notificationTexts[language].subjectPrefix}: ${message.subject}`,
    text,
    html,
    replyTo: message.email,
    messageId: `<contact-${message.id}@${new URL(deps.config.SITE_ORIGIN).hostname}>`,
  };
}

/**
 * Runs a message's notification job. The message is stored before the job exists, so nothing here can lose it:
 * a temporary failure throws (the runner puts the job back for later), a permanent one or the last attempt marks
 * the notification failed, and a service without SMTP settings marks it not_configured. A message deleted
 * meanwhile, or already notified (a crash after sending), needs nothing more.
 */
export function notificationHandler(deps: SendingDeps, store: MessagesStore): JobHandler {
  const logger = deps.logger.child({ area: 'contact' });
  return async (job) => {
    const { messageId } = job.payload as { messageId: string };
    const message = await store.get(messageId);
    if (!message || message.notification === 'sent') return;
    const to = await deps.mailer.administratorAddress();
    if (to === undefined) {
      await store.update(messageId, { notification: 'not_configured' });
      return;
    }
    const outcome = await deps.mailer.send(await notificationMail(message, to, deps));
    if (outcome.ok) {
      await store.update(messageId, { notification: 'sent' });
      return;
    }
    if (outcome.reason === 'not_configured') {
      await store.update(messageId, { notification: 'not_configured' });
      return;
    }
    const about = { message: messageId, reason: outcome.reason, detail: outcome.detail, attempts: job.attempts + 1 };
    if (outcome.permanent || job.attempts + 1 >= notifyAttempts) {
      logger.error(about, 'the notification of a contact message could not be sent; the message is in the inbox');
      await store.update(messageId, { notification: 'failed' });
      return;
    }
    throw new Error(`notification not sent (${outcome.reason}${outcome.detail ? `: ${outcome.detail}` : ''})`);
  };
}
