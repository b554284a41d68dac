import { accountLimits } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '@/test/fake-server';
import { login, secondFactor } from './api/login';
import { logout } from './api/logout';
import { normalizeCode } from '@/lib/second-factor-code';
import { attemptLogin, attemptSecondFactor, type SecondStep } from './login-attempt';
import { createAdminSessionStore } from './session-store';

const store = () =>
  createAdminSessionStore({ check: async () => ({ authenticated: false }), login, secondFactor, logout });
const credentials = { email: 'me@example.com', password: 'a long passphrase' };
const step: SecondStep = { email: credentials.email, challenge: 'signed-challenge', receivedAt: 1_000_000 };
const justAfter = () => step.receivedAt + 1_000;
const refused = () => json(401, { code: 'invalid_code', message: 'Invalid code.' });

describe('sign-in with two-factor authentication on', () => {
  it('stops after the password with the challenge, not signed in yet', async () => {
    fakeServer({
      'POST /api/admin/login': () => json(200, { success: false, secondFactor: 'required', challenge: 'abc' }),
    });
    const session = store();
    expect(await attemptLogin(session, credentials)).toEqual({ kind: 'second-factor', challenge: 'abc' });
    expect(session.getSnapshot().status).not.toBe('authenticated');
  });

  it('signs in with the code, the challenge and the trust choice, as the first step’s address', async () => {
    const server = fakeServer({ 'POST /api/admin/login/second-factor': () => json(200, { success: true }) });
    const session = store();
    expect(await attemptSecondFactor(session, step, ' 123 456 ', true, justAfter)).toEqual({ kind: 'success' });
    expect(session.getSnapshot()).toEqual({ status: 'authenticated', email: credentials.email });
    const [call] = server.called('POST', '/api/admin/login/second-factor');
    expect(JSON.parse(String(call!.init!.body))).toEqual({
      challenge: 'signed-challenge',
      code: '123456',
      trustDevice: true,
    });
    expect(call!.init!.credentials).toBe('include');
  });

  it('takes a recovery code as typed, dash and case included', async () => {
    const server = fakeServer({ 'POST /api/admin/login/second-factor': () => json(200, { success: true }) });
    expect(await attemptSecondFactor(store(), step, 'ab3dE-7kq2z', false, justAfter)).toEqual({ kind: 'success' });
    expect(JSON.parse(String(server.calls[0]!.init!.body)).code).toBe('ab3dE-7kq2z');
  });

  it.each(['', '12345', '1234567', 'abcdef', '12-34-56', 'abcde-fghi'])('refuses %j without a call', async (typed) => {
    const server = fakeServer();
    expect(await attemptSecondFactor(store(), step, typed, false, justAfter)).toEqual({ kind: 'malformed' });
    expect(server.calls).toEqual([]);
  });

  it('says the code is wrong while the challenge is young, and that the step expired once it is old', async () => {
    fakeServer({ 'POST /api/admin/login/second-factor': refused });
    const session = store();
    expect(await attemptSecondFactor(session, step, '000000', false, justAfter)).toEqual({ kind: 'wrong-code' });
    const old = () => step.receivedAt + accountLimits.challengeValidityMs;
    expect(await attemptSecondFactor(session, step, '000000', false, old)).toEqual({ kind: 'expired' });
    expect(session.getSnapshot().status).not.toBe('authenticated');
  });

  it('reports the throttle and failures like the first step', async () => {
    fakeServer({
      'POST /api/admin/login/second-factor': () =>
        json(429, { code: 'too_many_requests', message: 'Slow down.' }, { 'Retry-After': '60' }),
    });
    expect(await attemptSecondFactor(store(), step, '123456', false, justAfter)).toEqual({
      kind: 'throttled',
      retryAfterSeconds: 60,
    });
    fakeServer({
      'POST /api/admin/login/second-factor': () => json(503, { code: 'service_unavailable', message: 'x' }),
    });
    expect(await attemptSecondFactor(store(), step, '123456', false, justAfter)).toEqual({ kind: 'error' });
  });

  it('drops the spaces an app shows inside a code', () => {
    expect(normalizeCode(' 123 456\n')).toBe('123456');
  });
});
