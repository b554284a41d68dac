import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caughtMails, mailCatcher, type MailCatcher } from '../src/mail-catcher.ts';

/** One SMTP conversation by hand: each command waits for the server's answer, so nothing is pipelined. */
async function sendRaw(port: number, from: string, to: string[], message: string) {
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  let buffer = '';
  const waiting: ((line: string) => void)[] = [];
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    // A reply ends with a line whose code is followed by a space (not a dash, which continues it).
    const done = /(?:^|\r\n)(\d{3}) [^\r\n]*\r\n$/.exec(buffer);
    if (done) {
      const reply = buffer;
      buffer = '';
      waiting.shift()?.(reply);
    }
  });
  const reply = () => new Promise<string>((resolve) => waiting.push(resolve));
  const say = async (line: string, expected: string) => {
    const answer = reply();
    socket.write(`${line}\r\n`);
    expect(await answer).toMatch(new RegExp(`(?:^|\\n)${expected} `));
  };
  expect(await reply()).toMatch(/^220 /);
  await say('EHLO test', '250');
  await say(`MAIL FROM:<${from}>`, '250');
  for (const recipient of to) await say(`RCPT TO:<${recipient}>`, '250');
  await say('DATA', '354');
  await say(`${message.replace(/\n/g, '\r\n')}\r\n.`, '250');
  await say('QUIT', '221');
  socket.end();
}

const message = (to: string, subject: string) =>
  [
    'From: "Portfolio" <site@portfolio.example>',
    `To: ${to}`,
    `Subject: ${subject}`,
    'List-Unsubscribe: <https://portfolio.example/api/mail/newsletter/one-click?token=abc>,',
    ' <mailto:unsubscribe@portfolio.example>',
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="b"',
    '',
    '--b',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Confirm: https://portfolio.example/newsletter/confirm?token=abc',
    '--b',
    'Content-Type: text/html; charset=utf-8',
    '',
    '<p><a href="https://portfolio.example/newsletter/confirm?token=abc">Confirm</a></p>',
    '--b--',
  ].join('\n');

describe('the mail catcher: an SMTP server whose mails other processes read over HTTP', () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await mailCatcher();
  });
  afterAll(async () => {
    await catcher.stop();
  });

  it('answers the mails of one recipient, parsed, with their headers unfolded', async () => {
    await sendRaw(catcher.smtpPort, 'site@portfolio.example', ['Ada@Example.test'], message('ada@example.test', 'One'));
    await sendRaw(catcher.smtpPort, 'site@portfolio.example', ['bob@example.test'], message('bob@example.test', 'Two'));
    const mails = await caughtMails(catcher.url, 'ada@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      from: 'site@portfolio.example',
      to: ['Ada@Example.test'],
      subject: 'One',
      text: expect.stringContaining('https://portfolio.example/newsletter/confirm?token=abc'),
      html: expect.stringContaining('<a href="https://portfolio.example/newsletter/confirm?token=abc">'),
    });
    expect(mails[0]!.headers['list-unsubscribe']).toBe(
      '<https://portfolio.example/api/mail/newsletter/one-click?token=abc>, <mailto:unsubscribe@portfolio.example>',
    );
    expect(mails[0]!.headers.from).toBe('"Portfolio" <site@portfolio.example>');
    expect((await caughtMails(catcher.url)).map((m) => m.subject)).toEqual(['One', 'Two']);
  });

  it("forgets one recipient's mails, or all of them", async () => {
    expect((await fetch(`${catcher.url}/mails?to=ada%40example.test`, { method: 'DELETE' })).status).toBe(204);
    expect((await caughtMails(catcher.url)).map((m) => m.subject)).toEqual(['Two']);
    await fetch(`${catcher.url}/mails`, { method: 'DELETE' });
    expect(await caughtMails(catcher.url)).toEqual([]);
  });

  it('answers anything else with a 404 or a 405', async () => {
    expect((await fetch(`${catcher.url}/other`)).status).toBe(404);
    const post = await fetch(`${catcher.url}/mails`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, DELETE');
  });
});
