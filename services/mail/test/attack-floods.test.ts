import { describe, expect, it } from 'vitest';
import { mailLimits, mailPublicEndpoints as p, type Subscriber } from '@portfolio/contracts';
import { rawExchange } from '@portfolio/testing';
import { contactFields, contactPath, formToken, inbox } from './contact-fixtures.ts';
import { mailboxGuard } from '../src/subscribers/mailbox-guard.ts';
import { confirmationIntervalMs } from '../src/subscribers/signup.ts';
import { mailForSuite, type RunningMail } from './mail-service.ts';
import { confirmationsDone, mailsTo, minute, subscribe, subscriberByEmail } from './subscribers-fixtures.ts';

/** Counts of the answers' statuses, e.g. `{ 202: 5, 429: 45 }`. */
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

const allSubscribers = async (mail: RunningMail) =>
  (await mail.expectStatus<{ items: Subscriber[] }>(200, 'GET', '/api/admin/mail/subscribers/export')).items;

describe('floods of the contact form and the newsletter signup', () => {
  const mail = mailForSuite({ smtp: 'start', configureSmtp: true });

  it('keeps exactly the limit of fifty messages sent at once from one address, and refuses the rest with 429', async () => {
    const address = '198.51.100.80';
    const tokens = await Promise.all(Array.from({ length: 50 }, () => formToken(mail, address)));
    mail.clock.advance(mailLimits.minimumFillMs + 1000);
    const answers = await Promise.all(
      tokens.map((token, i) =>
        mail.post(contactPath, { ...contactFields({ subject: `Flood ${i}` }), formToken: token }, address),
      ),
    );
    const limit = mail.config.MAIL_CONTACT_RATE_LIMIT;
    expect(tally(answers.map((res) => res.status))).toEqual({ 202: limit, 429: 50 - limit });
    expect((await inbox(mail)).total).toBe(limit);
  });

  it('keeps every message of a thousand addresses writing at once, and still answers', async () => {
    const before = (await inbox(mail)).total;
    const token = await formToken(mail);
    mail.clock.advance(mailLimits.minimumFillMs + 1000);
    const statuses: number[] = [];
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          mail.post(
            contactPath,
            { ...contactFields({ subject: `Crowd ${round}-${i}` }), formToken: token },
            `10.${round}.${i >> 8}.${i & 255}`,
          ),
        ),
      );
      statuses.push(...answers.map((res) => res.status));
    }
    expect(tally(statuses)).toEqual({ 202: 1000 });
    expect((await inbox(mail)).total).toBe(before + 1000);
    expect((await mail.get(p.formToken.path)).status).toBe(200);
  });

  it('counts a peer that is no trusted proxy by its own address, whatever X-Forwarded-For it makes up', async () => {
    const { hostname, port } = new URL(mail.url);
    const signup = (i: number) => {
      const body = JSON.stringify({ email: `forged${i}@example.com`, language: 'en', source: '/' });
      return rawExchange(
        { host: hostname, port: Number(port) },
        `POST ${p.subscribe.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
          `Content-Type: application/json\r\nX-Forwarded-For: 198.18.${i >> 8}.${i & 255}\r\n` +
          `Content-Length: ${body.length}\r\n\r\n${body}`,
        { localAddress: '127.0.0.5' },
      );
    };
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signup(i)));
    const limit = mail.config.MAIL_SUBSCRIBE_RATE_LIMIT;
    expect(tally(answers.map((res) => res.status ?? 0))).toEqual({ 202: limit, 429: 30 - limit });
    const kept = (await allSubscribers(mail)).filter((s) => s.email.startsWith('forged'));
    expect(kept).toHaveLength(limit);
  });
});

describe('the newsletter signup as a mail cannon', () => {
  const mail = mailForSuite({ smtp: 'start', configureSmtp: true });

  it('sends one victim at most one confirmation per ten minutes, however many addresses ask for it', async () => {
    const victim = 'victim@example.com';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => subscribe(mail, { email: victim }, `203.0.113.${i + 1}`)),
    );
    expect(tally(answers.map((res) => res.status))).toEqual({ 202: 40 });
    await mailsTo(mail, victim, 1);
    await confirmationsDone(mail, victim);
    for (let i = 0; i < 5; i++) {
      mail.clock.advance(minute);
      await subscribe(mail, { email: victim }, `203.0.113.${100 + i}`);
    }
    await confirmationsDone(mail, victim);
    expect(mail.smtp!.to(victim)).toHaveLength(1);
    expect(await subscriberByEmail(mail, victim)).toMatchObject({ status: 'pending' });
  });

  // Mailbox providers deliver every casing of a local part, and a subaddress (`+tag`), to one mailbox: each is a
  // new subscriber to the service, and each got its own confirmation mail, one more per casing per address asking.
  it('sends one mailbox at most one confirmation per ten minutes, however its address is cased or tagged', async () => {
    const spellings = ['Mailbox@example.com', 'MAILBOX@example.com', 'mAilbox@Example.COM', 'mailbox+x@example.com'];
    for (const [i, email] of ['mailbox@example.com', ...spellings].entries()) {
      expect((await subscribe(mail, { email }, `203.0.113.${200 + i}`)).status).toBe(202);
    }
    await mailsTo(mail, 'mailbox@example.com', 1);
    for (const email of spellings) await confirmationsDone(mail, email);
    await confirmationsDone(mail, 'mailbox@example.com');
    const mailbox = (to: string) => to.toLowerCase().replace(/\+[^@]*@/, '@') === 'mailbox@example.com';
    expect(mail.smtp!.mails.filter((m) => m.to.some(mailbox)).map((m) => m.to)).toHaveLength(1);
  });
});

describe('the per-mailbox guard of confirmation mails', () => {
  it('holds back other spellings for the interval only, never the same spelling, and forgets the oldest past its size', () => {
    let at = Date.parse('2026-03-10T12:00:00Z');
    const free = mailboxGuard(() => new Date(at), 3);
    expect(free('Ann+news@Example.com')).toBe(true);
    expect(['ann@example.com', 'ANN@example.com', 'ann+other@EXAMPLE.COM'].map(free)).toEqual([false, false, false]);
    // The same spelling again (signed up afresh after an erasure) is the store's to decide.
    expect(free('Ann+news@example.COM')).toBe(true);
    at += confirmationIntervalMs;
    expect(free('ann@example.com')).toBe(true);
    for (const other of ['b@example.com', 'c@example.com', 'd@example.com']) expect(free(other)).toBe(true);
    expect(free('Ann@example.com')).toBe(true);
  });
});
