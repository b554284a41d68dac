import type { Logger } from '@portfolio/kit';
import { failureOf } from './delivery-failure.ts';
import type { BulkSender, Mailer, OutgoingMail, SendOutcome } from './mailer.ts';
import type { SmtpSettingsKeeper, UsableSettings } from './settings.ts';
import { transportFor, type Transport } from './transport.ts';

/** A newsletter's connections: two at most (a small relay's limit), each used for many mails before a new one. */
const bulkPool = { maxConnections: 2, maxMessages: 500 };

const headerName = /^[A-Za-z][A-Za-z0-9-]*$/;
// Headers the mailer itself writes from the mail's fields: a caller's copy would send two of them.
const reservedHeaders = new Set(['from', 'to', 'cc', 'bcc', 'reply-to', 'subject', 'message-id', 'date', 'sender']);

function checkedHeaders(headers: Record<string, string> = {}): Record<string, string> {
  for (const [name, value] of Object.entries(headers)) {
    if (!headerName.test(name) || reservedHeaders.has(name.toLowerCase())) throw new Error(`bad mail header ${name}`);
    if (/[\r\n]/.test(value)) throw new Error(`a line break in the mail header ${name}`);
  }
  return headers;
}

/**
 * The message nodemailer sends. Every address goes as a structured {name, address}, never a string nodemailer
 * would parse: a display name cannot add a recipient or a header, whatever it holds.
 */
function messageOf(settings: UsableSettings, mail: OutgoingMail) {
  const replyTo = mail.replyTo ?? settings.replyTo;
  return {
    from: { name: settings.fromName, address: settings.fromAddress },
    to: { name: '', address: mail.to },
    ...(replyTo ? { replyTo: { name: '', address: replyTo } } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html === undefined ? {} : { html: mail.html }),
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
    headers: checkedHeaders(mail.headers),
  };
}

/** A password no key opens: every login would fail, so none is tried. */
const lostPassword: SendOutcome = {
  ok: false,
  reason: 'auth',
  detail: "The kept password cannot be decrypted with the deployment's keys: enter it again.",
  permanent: false,
};

/**
 * The mailer every area sends through (nodemailer). The settings are read for every mail (and for every bulk run),
 * so a change on the SMTP screen applies at once. SMTP failures come back as outcomes, never thrown.
 */
export function smtpMailer(settings: SmtpSettingsKeeper, timeoutMs: number, logger: Logger): Mailer {
  const log = logger.child({ area: 'smtp' });

  async function sendWith(transport: Transport, current: UsableSettings, mail: OutgoingMail): Promise<SendOutcome> {
    const message = messageOf(current, mail);
    try {
      const info = await transport.sendMail(message);
      return { ok: true, messageId: info.messageId };
    } catch (err) {
      const failure = failureOf(err, current.password);
      log.warn({ reason: failure.reason, detail: failure.detail, permanent: failure.permanent }, 'a mail was not sent');
      return { ok: false, ...failure };
    }
  }

  return {
    configured: async () => (await settings.current()) !== undefined,
    async administratorAddress() {
      const current = await settings.current();
      return current ? current.notifyAddress || current.fromAddress : undefined;
    },
    async send(mail) {
      const current = await settings.current();
      if (!current) return { ok: false, reason: 'not_configured', permanent: false };
      if (current.passwordLost) return lostPassword;
      const transport = transportFor(current, timeoutMs, log);
      try {
        return await sendWith(transport, current, mail);
      } finally {
        transport.close();
      }
    },
    async bulk(): Promise<BulkSender | undefined> {
      const current = await settings.current();
      if (!current) return undefined;
      if (current.passwordLost) return { send: async () => lostPassword, close: async () => {} };
      const transport = transportFor(current, timeoutMs, log, bulkPool);
      return {
        send: (mail) => sendWith(transport, current, mail),
        close: async () => transport.close(),
      };
    },
  };
}

/** Connects, greets, sets up TLS and logs in with these settings (saved or not), then says goodbye: sends nothing. */
export async function checkConnection(
  current: UsableSettings,
  timeoutMs: number,
  logger: Logger,
): Promise<SendOutcome | { ok: true }> {
  if (current.passwordLost) return lostPassword;
  const transport = transportFor(current, timeoutMs, logger);
  try {
    await transport.verify();
    return { ok: true };
  } catch (err) {
    return { ok: false, ...failureOf(err, current.password) };
  } finally {
    transport.close();
  }
}
