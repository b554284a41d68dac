import type { OutgoingMail } from '../smtp/mailer.ts';
import type { MessageRecord } from '../stores/messages-port.ts';
import { quoteIntros } from './contact-texts.ts';
import { formatDate } from './notification.ts';

/**
 * The administrator's answer to a message: to its sender, with the administrator's subject and words, and the
 * original quoted under them the way mail clients quote ("On <date>, <name> wrote:" in the sender's language, then
 * each line after "> "). Plain text alone: a personal note, as one written in a mail client would be.
 */
export function replyMail(message: MessageRecord, reply: { subject: string; body: string }): OutgoingMail {
  const language = message.language ?? 'en';
  const quoted = message.message
    .split(/\r\n?|\n/)
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
  const intro = quoteIntros[language](formatDate(message.receivedAt, language), message.name);
  return {
    to: message.email,
    subject: reply.subject,
    text: `${reply.body.replaceAll(/\r\n?/g, '\n')}\n\n${intro}\n${quoted}\n`,
  };
}
