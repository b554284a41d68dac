import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { smtpServerForTests, type ReceivedMail, type SmtpServerOptions } from './smtp-server.ts';

/** A mail as the catcher's HTTP API answers it: plain JSON, readable from any process. */
export interface CaughtMail {
  /** The envelope: who the SMTP conversation named as sender and recipients. */
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** Empty when the mail had no HTML part. */
  html: string;
  /** Every header by its lower-case name, unfolded; a header given more than once has its values on separate lines. */
  headers: Record<string, string>;
}

/** Where the catcher listens: its SMTP side for the mail service, its HTTP side for the tests. */
export interface MailCatcherAddress {
  smtpHost: string;
  smtpPort: number;
  url: string;
}

/** A header line (`Name: value`, possibly folded) as its value alone, on one line. */
const headerValue = (line: string) =>
  line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();

function caught(mail: ReceivedMail): CaughtMail {
  const headers: Record<string, string> = {};
  for (const { key, line } of mail.parsed.headerLines) {
    const value = headerValue(line);
    headers[key] = key in headers ? `${headers[key]}\n${value}` : value;
  }
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.parsed.subject ?? '',
    text: mail.parsed.text ?? '',
    html: typeof mail.parsed.html === 'string' ? mail.parsed.html : '',
    headers,
  };
}

/**
 * The loopback SMTP server of the tests (`smtpServerForTests`) with a small HTTP JSON API beside it, on 127.0.0.1,
 * for tests that run in other processes than the one holding the mails (the browser suites' workers):
 * `GET /mails` (every mail) or `GET /mails?to=<address>` (those with that envelope recipient, in the order
 * received), and `DELETE /mails` or `DELETE /mails?to=<address>` to forget them. Addresses compare in lower case.
 */
export async function mailCatcher(options: SmtpServerOptions = {}) {
  const smtp = await smtpServerForTests(options);
  const matches = (mail: ReceivedMail, to: string | null) =>
    to === null || mail.to.some((recipient) => recipient.toLowerCase() === to.toLowerCase());

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://catcher');
    const to = url.searchParams.get('to');
    const reply = (status: number, body?: unknown) => {
      res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (url.pathname !== '/mails') return reply(404, { code: 'not_found', message: 'Only /mails is here.' });
    if (req.method === 'GET') return reply(200, smtp.mails.filter((m) => matches(m, to)).map(caught));
    if (req.method === 'DELETE') {
      const kept = smtp.mails.filter((m) => !matches(m, to));
      smtp.mails.splice(0, smtp.mails.length, ...kept);
      return reply(204);
    }
    res.setHeader('allow', 'GET, DELETE');
    return reply(405, { code: 'method_not_allowed', message: 'GET or DELETE.' });
  };
  const http = createServer(answer);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = http.address() as AddressInfo;
  const address: MailCatcherAddress = { smtpHost: smtp.host, smtpPort: smtp.port, url: `http://127.0.0.1:${port}` };
  return {
    ...address,
    address,
    /** The SMTP server itself, for a test in this process. */
    smtp,
    async stop() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await smtp.stop();
    },
  };
}
export type MailCatcher = Awaited<ReturnType<typeof mailCatcher>>;

/** The mails the catcher at `url` holds for `address` (all of them without one). */
export async function caughtMails(url: string, address?: string): Promise<CaughtMail[]> {
  const res = await fetch(`${url}/mails${address === undefined ? '' : `?to=${encodeURIComponent(address)}`}`);
  if (res.status !== 200) throw new Error(`the mail catcher answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as CaughtMail[];
}
