import { describe, expect, it } from 'vitest';
import { bodyLimitOf, mailLimits, mailPublicEndpoints } from '@portfolio/contracts';
import { signer } from '@portfolio/kit';
import { eventually } from '@portfolio/testing';
import { contactFields, contactPath, formToken, inbox, message, sendMessage } from './contact-fixtures.ts';
import { errorOf, mailForSuite } from './mail-service.ts';

const hourMs = 60 * 60_000;

describe('the contact form', () => {
  const mail = mailForSuite();

  const stored = async () => (await inbox(mail)).total;
  /** What `send` answers, and that it stored nothing. */
  const storesNothing = async (send: () => Promise<Response>) => {
    const before = await stored();
    const res = await send();
    const body = await res.text();
    expect(await stored()).toBe(before);
    return { status: res.status, body };
  };

  it('hands out a form token nobody caches', async () => {
    const res = await mail.get(mailPublicEndpoints.formToken.path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await res.json()) as { token: string }).toEqual({ token: expect.stringMatching(/^[\w-]+\.[\w-]+$/) });
  });

  it('keeps a message sent by a person, unread, in the inbox; without SMTP its notification is not_configured', async () => {
    const res = await sendMessage(mail, { name: '  Ada Lovelace ', message: 'Two\nlines' }, '198.51.100.1');
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ received: true });
    const [kept] = (await inbox(mail, '?q=two lines')).items;
    expect(kept).toEqual({
      id: expect.any(String),
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      subject: 'A question about your work',
      message: 'Two\nlines',
      language: 'fr',
      receivedAt: mail.clock.now().toISOString(),
      read: false,
      archived: false,
      notification: expect.stringMatching(/^(pending|not_configured)$/),
      repliedAt: null,
    });
    await eventually(async () => (await message(mail, kept!.id)).notification === 'not_configured', 5000);
  });

  it('answers a filled honeypot, a form sent too fast and a message full of links as if kept, and keeps none', async () => {
    const address = '198.51.100.2';
    const honeypot = await storesNothing(() => sendMessage(mail, { website: 'https://spam.example' }, address));
    const token = await formToken(mail, address);
    mail.clock.advance(mailLimits.minimumFillMs - 500);
    const tooFast = await storesNothing(() =>
      mail.post(contactPath, { ...contactFields(), formToken: token }, address),
    );
    const links = (count: number) =>
      Array.from({ length: count }, (_, i) => `see ${i % 2 ? 'www.' : 'http://www.'}site${count}-${i}.example`);
    const linky = await storesNothing(() =>
      sendMessage(mail, { message: links(mailLimits.messageLinks + 1).join(' ') }, address),
    );
    for (const answer of [honeypot, tooFast, linky]) expect(answer).toEqual({ status: 202, body: '{"received":true}' });

    // As many links as allowed is a message like any other.
    const allowed = links(mailLimits.messageLinks).join('\n');
    expect((await sendMessage(mail, { message: allowed }, address)).status).toBe(202);
    expect((await inbox(mail, `?q=site${mailLimits.messageLinks}-`)).total).toBe(1);
  });

  it('refuses a forged, altered, foreign, empty or day-old token with invalid_token, so the form fetches another', async () => {
    const address = '198.51.100.3';
    const token = await formToken(mail, address);
    const [payload, signature] = token.split('.') as [string, string];
    const earlier = Buffer.from(String(Date.parse('2026-03-10T11:00:00Z'))).toString('base64url');
    const otherKey = signer(['another deployment key'], 'mail form tokens').sign(String(mail.clock.at - 60_000));
    const otherPurpose = signer(mail.deps.keys, 'mail links').sign(String(mail.clock.at - 60_000));
    mail.clock.advance(mailLimits.minimumFillMs + 1000);
    for (const bad of [
      `${earlier}.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA`,
      otherKey,
      otherPurpose,
      '',
    ]) {
      const answer = await storesNothing(() => mail.post(contactPath, { ...contactFields(), formToken: bad }, address));
      expect(answer.status, bad).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'invalid_token' });
    }
    mail.clock.advance(mailLimits.formTokenMaxAgeMs);
    const old = await storesNothing(() => mail.post(contactPath, { ...contactFields(), formToken: token }, address));
    expect(old.status).toBe(400);
    expect(JSON.parse(old.body)).toMatchObject({ code: 'invalid_token' });
  });

  it('limits the messages kept per address and hour, with Retry-After, not another address nor spam', async () => {
    const limit = mail.config.MAIL_CONTACT_RATE_LIMIT;
    const crowded = '198.51.100.4';
    // Spam from the address counts for nothing: a person behind it can still write.
    for (let i = 0; i < limit + 2; i++) await sendMessage(mail, { website: 'bot' }, crowded);
    for (let i = 0; i < limit; i++) expect((await sendMessage(mail, {}, crowded)).status).toBe(202);
    const before = await stored();
    const refused = await sendMessage(mail, {}, crowded);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(await errorOf(refused)).toMatchObject({ code: 'too_many_requests' });
    expect(await stored()).toBe(before);
    expect((await sendMessage(mail, {}, '198.51.100.5')).status).toBe(202);
    mail.clock.advance(hourMs);
    expect((await sendMessage(mail, {}, crowded)).status).toBe(202);
  });

  it('counts an IPv6 client by its /64, which one subscriber holds whole', async () => {
    const limit = mail.config.MAIL_CONTACT_RATE_LIMIT;
    for (let i = 0; i < limit; i++) expect((await sendMessage(mail, {}, `2001:db8:1:2::${i + 1}`)).status).toBe(202);
    expect((await sendMessage(mail, {}, '2001:db8:1:2:ffff::9')).status).toBe(429);
    expect((await sendMessage(mail, {}, '2001:db8:1:3::1')).status).toBe(202);
  });

  it('refuses header injection in the name or subject, a malformed address and missing fields with 400', async () => {
    const address = '198.51.100.6';
    for (const fields of [
      { name: 'Ada\r\nBcc: victim@example.org' },
      { name: 'Ada\nLovelace' },
      { subject: 'Hi\r\nBcc: victim@example.org' },
      { subject: 'Hi\u2028there' },
      { subject: 'Hi\u0085there' },
      { email: 'ada@example.org\r\nBcc: victim@example.org' },
      { email: 'ada@example.org, victim@example.org' },
      { email: 'not an address' },
      { name: '   ' },
      { message: '' },
    ]) {
      const answer = await storesNothing(() => sendMessage(mail, fields, address));
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(JSON.parse(answer.body), JSON.stringify(fields)).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('refuses an unknown field, an overlong token and a body that is not JSON, storing nothing', async () => {
    const address = '198.51.100.8';
    const token = await formToken(mail, address);
    mail.clock.advance(mailLimits.minimumFillMs + 1000);
    const send = (body: unknown, contentType?: string) =>
      storesNothing(() => mail.post(contactPath, body, address, contentType));
    const unknown = await send({ ...contactFields(), formToken: token, bcc: 'victim@example.org' });
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.body)).toMatchObject({ code: 'validation_failed' });
    const long = await send({ ...contactFields(), formToken: 'x'.repeat(mailLimits.tokenLength + 1) });
    expect(JSON.parse(long.body)).toMatchObject({ code: 'validation_failed' });
    const form = await send('name=Ada&email=ada%40example.org', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    const broken = await send('{"name": "Ada",');
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body)).toMatchObject({ code: 'invalid_json' });
  });

  it('refuses an oversized message with the contract body: 400 over the length limit, 413 over the body limit', async () => {
    const address = '198.51.100.7';
    const long = await storesNothing(() =>
      sendMessage(mail, { message: 'x'.repeat(mailLimits.messageLength + 1) }, address),
    );
    expect(long.status).toBe(400);
    expect(JSON.parse(long.body)).toMatchObject({
      code: 'validation_failed',
      details: [expect.objectContaining({ path: 'body.message' })],
    });
    const huge = await storesNothing(() =>
      sendMessage(mail, { message: 'x'.repeat(bodyLimitOf(mailPublicEndpoints.contact) + 1) }, address),
    );
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body)).toMatchObject({ code: 'payload_too_large' });
  });
});
