import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A mail the loopback server accepted: its envelope, its raw source and the parsed message. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

/** How the server answers one recipient: accept, a temporary refusal (4xx) or a permanent one (5xx). */
export type RecipientAnswer = 'accept' | { code: number; message: string };

export interface SmtpServerOptions {
  /** Credentials it requires (AUTH PLAIN/LOGIN); without them it takes mail from anyone. */
  user?: string;
  password?: string;
  /** Implicit TLS on connect with smtp-server's built-in self-signed certificate (a "certificate problem"). */
  secure?: boolean;
  /** Per recipient address; accept when absent. Called for every RCPT TO, so it may change its mind over time. */
  answer?: (recipient: string) => RecipientAnswer;
  /** Delay before answering DATA, in ms (a slow server; a timeout when longer than the client waits). */
  dataDelayMs?: number;
  /** `false`: STARTTLS is neither offered nor accepted (a server a client requiring TLS must not talk to in the clear). */
  starttls?: boolean;
}

/**
 * A real SMTP server on 127.0.0.1 and a free port (nodemailer's smtp-server), keeping every mail it accepts,
 * parsed (mailparser), so that tests read headers, both parts and links, and follow them. STARTTLS is offered
 * unless `secure`; neither a test nor the mail service trusts its self-signed certificate.
 */
export async function smtpServerForTests(options: SmtpServerOptions = {}) {
  const mails: ReceivedMail[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const settle = () => {
    for (const waiter of [...waiters]) {
      if (mails.length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  const requireAuth = options.user !== undefined;
  const config: SMTPServerOptions = {
    secure: options.secure ?? false,
    ...(options.starttls === false ? { disabledCommands: ['STARTTLS'] } : {}),
    logger: false,
    authOptional: !requireAuth,
    allowInsecureAuth: true,
    size: 10 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.password) {
        callback(null, { user: auth.username });
        return;
      }
      const error = Object.assign(new Error('Invalid username or password'), { responseCode: 535 });
      callback(error);
    },
    onRcptTo(address, _session, callback) {
      const answer = options.answer?.(address.address) ?? 'accept';
      if (answer === 'accept') {
        callback();
        return;
      }
      callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const finish = async () => {
          const parsed = await simpleParser(raw);
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            parsed,
          });
          settle();
          callback();
        };
        setTimeout(() => void finish().catch((err: Error) => callback(err)), options.dataDelayMs ?? 0);
      });
    },
  };
  const server = new SMTPServer(config);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    mails,
    /** Mails to this address, in the order received. */
    to: (address: string) => mails.filter((m) => m.to.includes(address)),
    /** Resolves once `count` mails in all have arrived (or rejects after `timeoutMs`). */
    waitFor(count: number, timeoutMs = 10_000): Promise<void> {
      if (mails.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`only ${mails.length} of ${count} mails arrived`)), timeoutMs);
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestSmtpServer = Awaited<ReturnType<typeof smtpServerForTests>>;

/** The links of a mail's plain-text part, in order. */
export const linksIn = (text: string): string[] => [...text.matchAll(/https?:\/\/[^\s<>")\]]+/g)].map((m) => m[0]);
