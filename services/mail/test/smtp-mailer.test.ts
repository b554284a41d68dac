import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAdminEndpoints as a, type DeliveryResult } from '@portfolio/contracts';
import { smtpServerForTests, type SmtpServerOptions, type TestSmtpServer } from '@portfolio/testing';
import type { Mailer, OutgoingMail } from '../src/smtp/mailer.ts';
import { smtpArea } from '../src/smtp/smtp-area.ts';
import { testMailTexts } from '../src/smtp/test-mail-texts.ts';
import { startMail, type RunningMail } from './mail-service.ts';

const started: TestSmtpServer[] = [];
async function server(options: SmtpServerOptions = {}) {
  const one = await smtpServerForTests(options);
  started.push(one);
  return one;
}

const note = (to: string, fields: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to,
  subject: 'A note',
  text: 'Plain words.',
  html: '<p>Plain words.</p>',
  ...fields,
});

/** A display name with every character that means something in an address header. */
const trickyName = 'Ann "The" O\'Brien, Esq. <admin@evil.example>; Bcc: x@evil.example';

describe('the mailer and the test mail', () => {
  let mail: RunningMail;
  let mailer: Mailer;
  let inbox: TestSmtpServer;
  beforeAll(async () => {
    mail = await startMail({ env: { MAIL_SMTP_TIMEOUT_MS: '400' } });
    // The same area over the same database: the mailer the other areas get.
    mailer = smtpArea(mail.deps).mailer;
    inbox = await server({
      answer: (to) => {
        if (to.startsWith('later@')) return { code: 451, message: '4.7.1 Try again later' };
        if (to.startsWith('gone@')) return { code: 550, message: '5.1.1 No such user here' };
        if (to.startsWith('elsewhere@')) return { code: 554, message: '5.7.1 Relay access denied' };
        return 'accept';
      },
    });
  });
  afterAll(async () => {
    await mail.stop();
    for (const s of started) await s.stop();
  });

  const testMail = (body: object) => mail.expectStatus<DeliveryResult>(200, 'POST', a.sendTestMail.path, body);

  it('says not_configured before any settings, and sends nothing', async () => {
    expect(await testMail({ to: 'admin@example.org' })).toEqual({ ok: false, reason: 'not_configured' });
    expect(await mailer.send(note('a@example.org'))).toEqual({ ok: false, reason: 'not_configured', permanent: false });
    expect(await mailer.configured()).toBe(false);
    expect(await mailer.administratorAddress()).toBeUndefined();
    expect(await mailer.bulk()).toBeUndefined();
  });

  it("sends the test mail in the administrator's language, HTML and text, from the settings' sender", async () => {
    await mail.configureSmtp(inbox, { fromName: trickyName, replyTo: 'replies@portfolio.example' });
    expect(await mailer.configured()).toBe(true);
    expect(await testMail({ to: 'admin@example.org', language: 'ar' })).toEqual({ ok: true });
    await inbox.waitFor(1);
    const received = inbox.to('admin@example.org')[0]!;
    expect(received.to).toEqual(['admin@example.org']);
    const parsed = received.parsed;
    expect(parsed.subject).toBe(testMailTexts.ar.subject);
    expect(parsed.from?.value).toEqual([{ name: trickyName, address: 'site@portfolio.example' }]);
    expect(parsed.replyTo?.value).toEqual([{ name: '', address: 'replies@portfolio.example' }]);
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.messageId).toMatch(/^<.+@.+>$/);
    expect(parsed.text).toContain(testMailTexts.ar.body);
    expect(parsed.text).toContain(`${inbox.host}:${inbox.port}`);
    expect(parsed.html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(parsed.html).toContain(testMailTexts.ar.heading);
    expect(received.raw).toMatch(/Content-Type: multipart\/alternative/i);
  });

  it('writes the test mail in English when no language is given', async () => {
    expect(await testMail({ to: 'english@example.org' })).toEqual({ ok: true });
    await inbox.waitFor(2);
    expect(inbox.to('english@example.org')[0]!.parsed.subject).toBe(testMailTexts.en.subject);
  });

  it('sends a stable Message-ID, extra headers and its own reply-to when given', async () => {
    const outcome = await mailer.send(
      note('reader@example.org', {
        messageId: '<issue-7.reader-1@portfolio.example>',
        replyTo: 'visitor@example.net',
        headers: {
          'List-Unsubscribe': '<https://portfolio.example/unsubscribe?token=abc>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }),
    );
    expect(outcome).toEqual({ ok: true, messageId: '<issue-7.reader-1@portfolio.example>' });
    await inbox.waitFor(3);
    const parsed = inbox.to('reader@example.org')[0]!.parsed;
    expect(parsed.messageId).toBe('<issue-7.reader-1@portfolio.example>');
    expect(parsed.replyTo?.value).toEqual([{ name: '', address: 'visitor@example.net' }]);
    const raw = inbox.to('reader@example.org')[0]!.raw;
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/portfolio\.example\/unsubscribe\?token=abc>\r$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    expect(parsed.text?.trim()).toBe('Plain words.');
    expect(parsed.html).toBe('<p>Plain words.</p>');
  });

  it('tells where the administrator is notified: the notify address, else the sender', async () => {
    expect(await mailer.administratorAddress()).toBe('owner@portfolio.example');
    await mail.configureSmtp(inbox, { notifyAddress: '' });
    expect(await mailer.administratorAddress()).toBe('site@portfolio.example');
  });

  it('lets no line break of a subject become a header', async () => {
    const count = inbox.mails.length;
    expect((await mailer.send(note('line@example.org', { subject: 'Hi\r\nBcc: x@evil.example' }))).ok).toBe(true);
    await inbox.waitFor(count + 1);
    const received = inbox.to('line@example.org')[0]!;
    expect(received.to).toEqual(['line@example.org']);
    expect(received.raw).not.toMatch(/^Bcc:/im);
    await expect(
      mailer.send(note('line@example.org', { headers: { 'X-Bad': 'a\r\nBcc: x@evil.example' } })),
    ).rejects.toThrow();
  });

  it('marks a 5xx about the recipient permanent and a 4xx temporary', async () => {
    const later = await mailer.send(note('later@example.org'));
    expect(later).toMatchObject({ ok: false, reason: 'rejected', permanent: false });
    expect(later.ok || later.detail).toMatch(/^451\b/);
    const gone = await mailer.send(note('gone@example.org'));
    expect(gone).toMatchObject({ ok: false, reason: 'relay', permanent: true });
    expect(gone.ok || gone.detail).toMatch(/^550 5\.1\.1/);
    expect(await testMail({ to: 'elsewhere@example.org' })).toEqual({
      ok: false,
      reason: 'relay',
      detail: '554 5.7.1 Relay access denied',
    });
  });

  it('reads the settings for every mail: a change applies to the next one', async () => {
    const other = await server();
    await mail.configureSmtp(other);
    expect((await mailer.send(note('moved@example.org'))).ok).toBe(true);
    await other.waitFor(1);
    expect(inbox.to('moved@example.org')).toHaveLength(0);
    await mail.configureSmtp(inbox);
  });

  it('gives up on a server too slow to answer, as temporary', async () => {
    const slow = await server({ dataDelayMs: 1500 });
    await mail.configureSmtp(slow);
    expect(await mailer.send(note('slow@example.org'))).toMatchObject({
      ok: false,
      reason: 'timeout',
      permanent: false,
    });
    await mail.configureSmtp(inbox);
  });

  it('takes a server that went away as temporary', async () => {
    const gone = await server();
    await mail.configureSmtp(gone);
    await gone.stop();
    expect(await mailer.send(note('nobody@example.org'))).toMatchObject({
      ok: false,
      reason: 'connection',
      permanent: false,
    });
    await mail.configureSmtp(inbox);
  });

  it('sends many mails over a pool, a refused recipient among them failing alone', async () => {
    const bulk = (await mailer.bulk())!;
    try {
      const recipients = Array.from({ length: 30 }, (_, i) =>
        i === 10 ? 'gone@example.org' : `bulk-${i}@example.org`,
      );
      const outcomes = await Promise.all(recipients.map((to) => bulk.send(note(to))));
      expect(outcomes.filter((o) => o.ok)).toHaveLength(29);
      expect(outcomes[10]).toMatchObject({ ok: false, reason: 'relay', permanent: true });
    } finally {
      await bulk.close();
    }
    for (let i = 0; i < 30; i++) {
      if (i !== 10) expect(inbox.to(`bulk-${i}@example.org`), `bulk-${i}`).toHaveLength(1);
    }
  });
});
