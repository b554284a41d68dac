import { describe, expect, it } from 'vitest';
import { mailPublicEndpoints as p } from '@portfolio/contracts';
import { errorOf, mailForSuite } from './mail-service.ts';
import {
  confirm,
  confirmationsDone,
  confirmationToken,
  day,
  expectCheckInbox,
  mailsTo,
  minute,
  statusOf,
  subscribe,
  subscriberByEmail,
} from './subscribers-fixtures.ts';

describe('newsletter signup with double opt-in, through a real SMTP server', () => {
  // Every test signs up from one address: the limit has its own suite below.
  const mail = mailForSuite({ smtp: 'start', env: { MAIL_SUBSCRIBE_RATE_LIMIT: '1000' }, configureSmtp: true });

  it('sends a confirmation in the page language with a link that confirms, and confirming twice is harmless', async () => {
    const email = 'camille@example.fr';
    await expectCheckInbox(
      await subscribe(mail, { email, firstName: 'Camille', language: 'fr', source: '/fr/blog/x' }),
    );
    expect(await subscriberByEmail(mail, email)).toMatchObject({
      status: 'pending',
      firstName: 'Camille',
      language: 'fr',
      source: '/fr/blog/x',
      confirmedAt: null,
    });
    const [received] = await mailsTo(mail, email, 1);
    const parsed = received!.parsed;
    expect(parsed.subject).toBe('Merci de confirmer votre abonnement à la newsletter');
    expect(parsed.from?.value[0]?.address).toBe('site@portfolio.example');
    expect(parsed.text).toContain('Bonjour Camille,');
    expect(parsed.text).toContain('Ce lien est valable 7 jours.');
    expect(parsed.html).toContain('lang="fr"');
    expect(parsed.html).toContain('Confirmer mon abonnement');
    const token = confirmationToken(received!);
    // The HTML part's button goes to the same link as the text part.
    expect(parsed.html).toContain(`https://portfolio.example/newsletter/confirm?token=${encodeURIComponent(token)}`);

    const first = await confirm(mail, token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'confirmed' });
    const confirmed = await subscriberByEmail(mail, email);
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmedAt: mail.clock.now().toISOString() });
    mail.clock.advance(minute);
    const again = await confirm(mail, token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'confirmed' });
    // Still confirmed as of the first time.
    expect((await subscriberByEmail(mail, email))?.confirmedAt).toBe(confirmed?.confirmedAt);
  });

  it('writes the Arabic confirmation right to left, without a name when none was given', async () => {
    const email = 'layla@example.com';
    await expectCheckInbox(await subscribe(mail, { email, language: 'ar' }));
    const [received] = await mailsTo(mail, email, 1);
    expect(received!.parsed.subject).toBe('يرجى تأكيد اشتراكك في النشرة الإخبارية');
    expect(received!.parsed.html).toContain('dir="rtl"');
    expect(received!.parsed.text).toContain('مرحبًا،');
    expect(received!.parsed.text).not.toContain('{name}');
  });

  it('refuses forged, tampered and expired links with invalid_token, and they confirm nothing', async () => {
    const email = 'late@example.com';
    await expectCheckInbox(await subscribe(mail, { email }));
    const token = confirmationToken((await mailsTo(mail, email, 1))[0]!);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of ['forged', `${token}x`, tampered, token.replace('.', '.x')]) {
      const res = await confirm(mail, bad);
      expect(res.status, bad).toBe(400);
      expect((await errorOf(res)).code).toBe('invalid_token');
    }
    // An unsubscribe token is not a confirmation token.
    expect(
      (await confirm(mail, mail.deps.tokens.make({ purpose: 'unsubscribe', subscriberId: 'x', nonce: 'y' }))).status,
    ).toBe(400);
    mail.clock.advance(8 * day);
    const expired = await confirm(mail, token);
    expect(expired.status).toBe(400);
    expect((await errorOf(expired)).code).toBe('invalid_token');
    expect(await statusOf(mail, email)).toBe('pending');
  });

  it('answers a known address exactly as a new one, and mails a confirmed subscriber nothing', async () => {
    const email = 'known@example.com';
    await expectCheckInbox(await subscribe(mail, { email, firstName: 'Kim' }));
    await confirm(mail, confirmationToken((await mailsTo(mail, email, 1))[0]!));
    mail.clock.advance(30 * minute);
    const known = await subscribe(mail, { email, firstName: 'Mallory', language: 'de' });
    const unknown = await subscribe(mail, { email: 'unknown@example.com' });
    expect([known.status, await known.text()]).toEqual([unknown.status, await unknown.text()]);
    await mailsTo(mail, 'unknown@example.com', 1);
    await confirmationsDone(mail, email);
    expect(mail.smtp!.to(email)).toHaveLength(1);
    // Nobody renames a confirmed subscriber by typing their address.
    expect(await subscriberByEmail(mail, email)).toMatchObject({
      status: 'confirmed',
      firstName: 'Kim',
      language: 'en',
    });
  });

  it('sends a pending address one confirmation per ten minutes, with the same link', async () => {
    const email = 'eager@example.com';
    await expectCheckInbox(await subscribe(mail, { email }));
    const [first] = await mailsTo(mail, email, 1);
    await expectCheckInbox(await subscribe(mail, { email }));
    await confirmationsDone(mail, email);
    expect(mail.smtp!.to(email)).toHaveLength(1);
    mail.clock.advance(11 * minute);
    await expectCheckInbox(await subscribe(mail, { email, language: 'es' }));
    const [, second] = await mailsTo(mail, email, 2);
    expect(second!.parsed.subject).toBe('Confirma tu suscripción al boletín');
    expect(second!.parsed.messageId).not.toBe(first!.parsed.messageId);
    // The first link still works: a pending address keeps its nonce.
    expect((await confirm(mail, confirmationToken(first!))).status).toBe(200);
  });

  it('drops a filled honeypot with the same answer: nothing stored, nothing sent', async () => {
    const email = 'bot@example.com';
    await expectCheckInbox(await subscribe(mail, { email, website: 'https://spam.example' }));
    expect(await subscriberByEmail(mail, email)).toBeUndefined();
    expect(mail.smtp!.to(email)).toHaveLength(0);
  });

  it('refuses bad input with a 4xx and the contract’s error body, never a 5xx, storing nothing', async () => {
    const cases: unknown[] = [
      { email: 'bad-input@example.com', firstName: 'Eve\r\nBcc: victim@example.com', language: 'en', source: '/' },
      { email: 'bad-input@example.com', firstName: 'Eve\nX', language: 'en', source: '/' },
      { email: 'not an address', language: 'en', source: '/' },
      { email: 'a@b', language: 'en', source: '/' },
      { email: 'bad-input@example.com\r\nBcc: x@example.com', language: 'en', source: '/' },
      { email: 'bad-input@example.com', firstName: 'x'.repeat(61), language: 'en', source: '/' },
      { email: `${'a'.repeat(250)}@example.com`, language: 'en', source: '/' },
      { email: 'bad-input@example.com', language: 'xx', source: '/' },
      { email: 'bad-input@example.com', language: 'en', source: 'x'.repeat(301) },
      { email: 'bad-input@example.com', language: 'en', source: '/', extra: 1 },
      { email: 'bad-input@example.com', language: 'en' },
      { email: ['bad-input@example.com'], language: 'en', source: '/' },
    ];
    for (const body of cases) {
      const res = await mail.post(p.subscribe.path, body, '198.51.100.99');
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).code).toMatch(/^(validation_failed|bad_request)$/);
    }
    const huge = await mail.post(
      p.subscribe.path,
      JSON.stringify({ email: 'a@example.com', website: 'x'.repeat(200_000) }),
      '198.51.100.98',
    );
    expect(huge.status).toBe(413);
    const broken = await mail.post(p.subscribe.path, '{"email":', '198.51.100.98');
    expect(broken.status).toBe(400);
    for (const path of [p.confirmSubscription.path, p.unsubscribe.path]) {
      for (const body of [{}, { token: '' }, { token: 'x'.repeat(513) }, { token: 5 }]) {
        const res = await mail.post(path, body, '198.51.100.97');
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      }
    }
    expect(await subscriberByEmail(mail, 'bad-input@example.com')).toBeUndefined();
  });
});

describe('the signup rate limit per client address', () => {
  const mail = mailForSuite({ env: { MAIL_SUBSCRIBE_RATE_LIMIT: '3' } });

  it('answers 429 with Retry-After past the limit, counts each address apart, and forgets after an hour', async () => {
    for (let i = 0; i < 3; i++)
      await expectCheckInbox(await subscribe(mail, { email: `r${i}@example.com` }, '192.0.2.1'));
    const refused = await subscribe(mail, { email: 'r3@example.com' }, '192.0.2.1');
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).code).toBe('too_many_requests');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await subscriberByEmail(mail, 'r3@example.com')).toBeUndefined();
    await expectCheckInbox(await subscribe(mail, { email: 'r3@example.com' }, '192.0.2.2'));
    mail.clock.advance(61 * minute);
    await expectCheckInbox(await subscribe(mail, { email: 'r4@example.com' }, '192.0.2.1'));
  });
});
