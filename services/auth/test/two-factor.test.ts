import { describe, expect, it } from 'vitest';
import { totpAt } from '../src/account/totp.ts';
import { answer, enrol, errorOf, handClock, passwordStep, secondStep, twoFactorStatus } from './account-http.ts';
import { adminEmail, adminPassword, startAuth, useBackend } from './fixture.ts';
import { cookieFrom, cookieValue, postJson, sessionState, signIn } from './http.ts';

const step = 30_000;

describe('two-factor sign-in (TOTP, controlled clock)', () => {
  const backend = useBackend('sqlite');

  it('is off until enrolled: the password alone signs in', async () => {
    const { url } = await startAuth(backend());
    const cookie = await signIn(url);
    expect(await twoFactorStatus(url, cookie)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });

  it('enrols with a QR code and a first code, then asks a code after the password, once per code', async () => {
    const clock = handClock();
    const { url } = await startAuth(backend(), { now: clock.now });
    const cookie = await signIn(url);
    const started = await answer<{ secret: string; otpauthUri: string; qrSvg: string }>(
      await postJson(url, '/api/admin/account/two-factor/enrolment', undefined, { cookie }),
      200,
    );
    expect(started.otpauthUri).toContain(`secret=${started.secret}`);
    expect(started.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // A wrong first code changes nothing.
    const wrong = await postJson(
      url,
      '/api/admin/account/two-factor/enrolment/confirm',
      { code: '000000' },
      { cookie },
    );
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toMatchObject({ code: 'invalid_code', details: [{ path: 'body.code' }] });
    expect((await twoFactorStatus(url, cookie)).enabled).toBe(false);

    const confirm = { code: totpAt(started.secret, clock.now()) };
    const { recoveryCodes } = await answer<{ recoveryCodes: string[] }>(
      await postJson(url, '/api/admin/account/two-factor/enrolment/confirm', confirm, { cookie }),
      200,
    );
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await twoFactorStatus(url, cookie)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // While it is on, a new secret cannot replace it: that would turn it off without the password and a code.
    const replace = await postJson(url, '/api/admin/account/two-factor/enrolment', undefined, { cookie });
    expect(replace.status).toBe(409);
    expect(await errorOf(replace)).toMatchObject({ code: 'conflict' });

    // The password step now opens no session: it answers a challenge.
    const first = await passwordStep(url);
    expect(first.body).toMatchObject({ success: false, secondFactor: 'required' });
    expect(first.cookie ? cookieValue(first.cookie, 'portfolio_sid') : undefined).toBeUndefined();

    // The code the enrolment used is spent; the next step's code signs in, once.
    clock.advance(step);
    const spent = await secondStep(url, {
      challenge: first.body.challenge!,
      code: totpAt(started.secret, clock.now() - step),
    });
    expect(spent.status).toBe(401);
    expect(await errorOf(spent)).toMatchObject({ code: 'invalid_code' });
    const code = totpAt(started.secret, clock.now());
    const ok = await secondStep(url, { challenge: first.body.challenge!, code });
    expect(await answer(ok, 200)).toEqual({ success: true });
    expect(await sessionState(url, cookieFrom(ok))).toMatchObject({ authenticated: true });

    // The same code again, even with a new challenge, is a replay.
    const again = await passwordStep(url);
    expect((await secondStep(url, { challenge: again.body.challenge!, code })).status).toBe(401);
  });

  it('refuses a code from a clock more than one step off, and an expired or forged challenge', async () => {
    const clock = handClock();
    const { url } = await startAuth(backend(), { now: clock.now });
    const { secret } = await enrol(url, await signIn(url), clock);
    clock.advance(10 * step);
    const { body } = await passwordStep(url);
    for (const skew of [-2 * step, 2 * step]) {
      const res = await secondStep(url, { challenge: body.challenge!, code: totpAt(secret, clock.now() + skew) });
      expect(res.status).toBe(401);
    }
    const forged = `${body.challenge!.slice(0, -2)}xx`;
    expect((await secondStep(url, { challenge: forged, code: totpAt(secret, clock.now()) })).status).toBe(401);
    clock.advance(5 * 60_000 + 1);
    const late = await secondStep(url, { challenge: body.challenge!, code: totpAt(secret, clock.now()) });
    expect(late.status).toBe(401);
    expect((await errorOf(late)).message).toMatch(/Sign in again/);
  });

  it('takes each recovery code once, and counts it off', async () => {
    const clock = handClock();
    const { url } = await startAuth(backend(), { now: clock.now });
    const { recoveryCodes } = await enrol(url, await signIn(url), clock);
    const { body } = await passwordStep(url);
    // Case and the dash do not matter.
    const typed = recoveryCodes[3]!.toUpperCase().replace('-', '');
    const ok = await secondStep(url, { challenge: body.challenge!, code: typed });
    await answer(ok, 200);
    expect(await twoFactorStatus(url, cookieFrom(ok)!)).toEqual({ enabled: true, recoveryCodesLeft: 9 });
    const next = await passwordStep(url);
    expect((await secondStep(url, { challenge: next.body.challenge!, code: recoveryCodes[3]! })).status).toBe(401);
  });

  it('trusts a browser for 30 days when asked, through its known-device cookie', async () => {
    const clock = handClock();
    const { url } = await startAuth(backend(), { now: clock.now });
    const { secret } = await enrol(url, await signIn(url), clock);
    clock.advance(step);
    const { body, cookie: deviceCookie } = await passwordStep(url);
    const trusted = await secondStep(
      url,
      { challenge: body.challenge!, code: totpAt(secret, clock.now()), trustDevice: true },
      { cookie: deviceCookie },
    );
    await answer(trusted, 200);
    const device = cookieFrom(trusted)!
      .split('; ')
      .filter((pair) => pair.startsWith('portfolio_device='))
      .join('; ');
    expect(device).not.toBe('');
    // That browser signs in with the password alone; another still needs a code.
    expect((await passwordStep(url, { cookie: device })).body).toEqual({ success: true });
    expect((await passwordStep(url)).body.success).toBe(false);
  });

  it('turns off only with the password and a code', async () => {
    const clock = handClock();
    const { url } = await startAuth(backend(), { now: clock.now });
    const cookie = await signIn(url);
    const { secret } = await enrol(url, cookie, clock);
    clock.advance(step);
    const disable = (body: unknown) => postJson(url, '/api/admin/account/two-factor/disable', body, { cookie });
    const badPassword = await disable({ password: 'wrong password', code: totpAt(secret, clock.now()) });
    expect(badPassword.status).toBe(400);
    expect(await errorOf(badPassword)).toMatchObject({
      code: 'invalid_credentials',
      details: [{ path: 'body.password' }],
    });
    const badCode = await disable({ password: adminPassword, code: '123456' });
    expect(await errorOf(badCode)).toMatchObject({ code: 'invalid_code', details: [{ path: 'body.code' }] });
    const invalid = await disable({ password: adminPassword, code: 'abc' });
    expect(invalid.status).toBe(400);
    expect(await errorOf(invalid)).toMatchObject({ code: 'validation_failed' });
    expect((await twoFactorStatus(url, cookie)).enabled).toBe(true);
    const off = await disable({ password: adminPassword, code: totpAt(secret, clock.now()) });
    expect(await answer(off, 200)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await passwordStep(url)).body).toEqual({ success: true });
  });

  it('counts wrong codes like wrong passwords: the throttle answers 429', async () => {
    const clock = handClock();
    const { url } = await startAuth(backend(), { now: clock.now, throttle: { maxFailures: 3 } });
    await enrol(url, await signIn(url), clock);
    const { body } = await passwordStep(url);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await secondStep(url, { challenge: body.challenge!, code: '000000' })).status);
    }
    expect(statuses).toContain(429);
  });
});

describe('account requests that are malformed', () => {
  const backend = useBackend('sqlite');

  it('are refused with 400 and the field named, before anything is done', async () => {
    const { url } = await startAuth(backend());
    const refused = async (path: string, body: unknown, field: string) => {
      const res = await postJson(url, path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: 'validation_failed', details: [{ path: `body.${field}` }] });
    };
    await refused('/api/admin/login/second-factor', { challenge: 'x', code: '12' }, 'code');
    await refused('/api/admin/login/second-factor', { challenge: '', code: '123456' }, 'challenge');
    await refused(
      '/api/admin/login/second-factor',
      { challenge: 'x', code: '123456', trustDevice: 'yes' },
      'trustDevice',
    );
    await refused('/api/admin/password-reset', { email: 'nobody' }, 'email');
    await refused('/api/admin/password-reset', { email: adminEmail, language: 'xx' }, 'language');
    await refused(
      '/api/admin/password-reset/confirm',
      { token: 'x'.repeat(2000), password: 'long enough passphrase' },
      'token',
    );
    await refused('/api/admin/account/email/confirm', { token: '' }, 'token');
  });
});
