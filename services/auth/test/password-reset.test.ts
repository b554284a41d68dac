import { describe, expect, it } from 'vitest';
import { linksIn, testGatewaySecret } from '@portfolio/testing';
import { mailForSuite } from '../../mail/test/mail-service.ts';
import { answer, errorOf, handClock } from './account-http.ts';
import { adminEmail, adminPassword, startAuth, useBackend } from './fixture.ts';
import { login, postJson, sessionState, signIn } from './http.ts';

const newPassword = 'a brand new passphrase';
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('password reset and email change by mail (real mail service, loopback SMTP)', () => {
  const backend = useBackend('sqlite');
  const mail = mailForSuite({ smtp: 'start', configureSmtp: true });
  const mailsTo = (address: string) => mail.smtp!.to(address);
  /** Auth calling the mail service over HTTP with the gateway secret, as in the gateway topology and compose. */
  const overHttp = () => ({ mailUrl: mail.url, gatewaySecret: testGatewaySecret });

  it('mails a link only for the administrator, answers the same otherwise, and the link works once', async () => {
    const clock = handClock();
    const { url } = await startAuth(backend(), { now: clock.now, ...overHttp() });
    const count = mail.smtp!.mails.length;
    const other = await postJson(url, '/api/admin/password-reset', { email: 'someone@example.com' });
    const mine = await postJson(url, '/api/admin/password-reset', { email: adminEmail, language: 'fr' });
    expect([other.status, mine.status]).toEqual([202, 202]);
    expect(await other.json()).toEqual(await mine.json());
    await mail.smtp!.waitFor(count + 1);
    expect(mailsTo('someone@example.com')).toHaveLength(0);
    const received = mailsTo(adminEmail).at(-1)!;
    expect(received.parsed.subject).toBe('Réinitialisez votre mot de passe administrateur');
    const link = linksIn(received.parsed.text ?? '').find((l) => l.includes('/admin/reset-password?token='))!;
    expect(link.startsWith('https://portfolio.example/admin/reset-password?token=')).toBe(true);

    const session = await signIn(url);
    const short = await postJson(url, '/api/admin/password-reset/confirm', { token: tokenOf(link), password: 'short' });
    expect(short.status).toBe(400);
    expect(await errorOf(short)).toMatchObject({ code: 'validation_failed', details: [{ path: 'body.password' }] });
    const used = await postJson(url, '/api/admin/password-reset/confirm', {
      token: tokenOf(link),
      password: newPassword,
    });
    expect(await answer(used, 200)).toEqual({ success: true });
    expect(await sessionState(url, session)).toEqual({ authenticated: false });
    expect((await login(url, { email: adminEmail, password: adminPassword })).status).toBe(401);
    expect((await login(url, { email: adminEmail, password: newPassword })).status).toBe(200);
    const again = await postJson(url, '/api/admin/password-reset/confirm', {
      token: tokenOf(link),
      password: newPassword,
    });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toMatchObject({ code: 'invalid_token', details: [{ path: 'body.token' }] });
  });

  it('refuses a link after 30 minutes, and a forged one', async () => {
    const clock = handClock();
    // No MAIL_URL: the mail service of this process takes the mail in-process, as in the single-machine process.
    const { url } = await startAuth(backend(), { now: clock.now, inProcessMail: () => mail.parts.ports?.accountMail });
    const count = mail.smtp!.mails.length;
    await answer(await postJson(url, '/api/admin/password-reset', { email: adminEmail.toUpperCase() }), 202);
    await mail.smtp!.waitFor(count + 1);
    const received = mail.smtp!.mails.at(-1)!;
    expect(received.parsed.subject).toBe('Reset your administrator password');
    const token = tokenOf(linksIn(received.parsed.text ?? '').find((l) => l.includes('token='))!);
    const forged = await postJson(url, '/api/admin/password-reset/confirm', {
      token: `${token}x`,
      password: newPassword,
    });
    expect(forged.status).toBe(400);
    clock.advance(30 * 60_000 + 1);
    const late = await postJson(url, '/api/admin/password-reset/confirm', { token, password: newPassword });
    expect(await errorOf(late)).toMatchObject({ code: 'invalid_token' });
    expect((await login(url)).status).toBe(200);
  });

  it('changes the password with the current one, ending the other sessions but not this one', async () => {
    const { url } = await startAuth(backend(), overHttp());
    const other = await signIn(url);
    const mine = await signIn(url);
    const change = (body: unknown) => postJson(url, '/api/admin/account/password', body, { cookie: mine });
    const wrong = await change({ currentPassword: 'not it at all', newPassword });
    expect(await errorOf(wrong)).toMatchObject({
      code: 'invalid_credentials',
      details: [{ path: 'body.currentPassword' }],
    });
    expect(await errorOf(await change({ currentPassword: adminPassword, newPassword: 'short' }))).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'body.newPassword' }],
    });
    const res = await change({ currentPassword: adminPassword, newPassword });
    await answer(res, 200);
    const renewed = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(await sessionState(url, renewed)).toMatchObject({ authenticated: true });
    expect(await sessionState(url, other)).toEqual({ authenticated: false });
    expect((await login(url, { email: adminEmail, password: newPassword })).status).toBe(200);
  });

  it('changes the email once the link mailed to the new address is opened', async () => {
    const clock = handClock();
    const { url } = await startAuth(backend(), { now: clock.now, ...overHttp() });
    const cookie = await signIn(url);
    const ask = (body: unknown) => postJson(url, '/api/admin/account/email', body, { cookie });
    expect(await errorOf(await ask({ password: 'wrong one', email: 'new@example.com' }))).toMatchObject({
      code: 'invalid_credentials',
    });
    expect(await errorOf(await ask({ password: adminPassword, email: 'not an address' }))).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'body.email' }],
    });
    const count = mail.smtp!.mails.length;
    await answer(await ask({ password: adminPassword, email: 'new@example.com', language: 'de' }), 202);
    await mail.smtp!.waitFor(count + 1);
    const received = mailsTo('new@example.com').at(-1)!;
    expect(received.parsed.subject).toBe('Bestätige deine neue Anmelde-E-Mail');
    const link = linksIn(received.parsed.text ?? '').find((l) => l.includes('/admin/confirm-email?token='))!;
    // Nothing changed yet.
    expect((await login(url)).status).toBe(200);
    const confirmed = await postJson(url, '/api/admin/account/email/confirm', { token: tokenOf(link) });
    expect(await answer(confirmed, 200)).toEqual({ email: 'new@example.com' });
    expect(await sessionState(url, cookie)).toEqual({ authenticated: false });
    expect((await login(url)).status).toBe(401);
    expect((await login(url, { email: 'new@example.com', password: adminPassword })).status).toBe(200);
    const twice = await postJson(url, '/api/admin/account/email/confirm', { token: tokenOf(link) });
    expect(await errorOf(twice)).toMatchObject({ code: 'invalid_token' });
  });
});
