import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '@/test/fake-server';
import { login, secondFactor } from './api/login';
import { logout } from './api/logout';
import { isAdminEmail } from './email-pattern';
import { attemptLogin } from './login-attempt';
import { createAdminSessionStore } from './session-store';

const store = () =>
  createAdminSessionStore({ check: async () => ({ authenticated: false }), login, secondFactor, logout });
const credentials = { email: 'me@example.com', password: 'a long passphrase' };

describe('email pattern (spec §5)', () => {
  it.each(['me@example.com', 'first.last+tag@sub.example.org', 'a@b.c'])('accepts %s', (email) => {
    expect(isAdminEmail(email)).toBe(true);
  });

  it.each(['', 'me', 'me@example', 'me@@example.com', 'me@exa mple.com', 'm e@example.com', '@example.com', 'me@.'])(
    'refuses %j',
    (email) => {
      expect(isAdminEmail(email)).toBe(false);
    },
  );
});

describe('login attempt (spec §4, §8)', () => {
  it('refuses a malformed email without any call', async () => {
    const server = fakeServer();
    expect(await attemptLogin(store(), { ...credentials, email: 'me at example.com' })).toEqual({ kind: 'refused' });
    expect(server.calls).toEqual([]);
  });

  it('signs in when the answer is ok, sending the credentials as JSON with cookies', async () => {
    const server = fakeServer({ 'POST /api/admin/login': () => json(200, { success: true }) });
    const session = store();
    expect(await attemptLogin(session, credentials)).toEqual({ kind: 'success' });
    expect(session.getSnapshot()).toEqual({ status: 'authenticated', email: credentials.email });
    const [call] = server.called('POST', '/api/admin/login');
    expect(JSON.parse(String(call!.init!.body))).toEqual(credentials);
    expect(call!.init!.credentials).toBe('include');
  });

  it.each([
    ['a wrong email or password (401)', () => json(401, { code: 'invalid_credentials', message: 'Invalid.' })],
    ['a malformed email the server caught (400)', () => json(400, { code: 'validation_failed', message: 'No.' })],
    ['an ok answer with success: false', () => json(200, { success: false })],
  ])('refuses %s', async (_, answer) => {
    fakeServer({ 'POST /api/admin/login': answer });
    const session = store();
    expect(await attemptLogin(session, credentials)).toEqual({ kind: 'refused' });
    expect(session.getSnapshot().status).not.toBe('authenticated');
  });

  it('says when to try again after too many attempts (429, Retry-After)', async () => {
    fakeServer({
      'POST /api/admin/login': () =>
        json(429, { code: 'too_many_requests', message: 'Slow down.' }, { 'Retry-After': '840' }),
    });
    expect(await attemptLogin(store(), credentials)).toEqual({ kind: 'throttled', retryAfterSeconds: 840 });
  });

  it('still reports the throttle when Retry-After is missing', async () => {
    fakeServer({ 'POST /api/admin/login': () => json(429, { code: 'too_many_requests', message: 'Slow down.' }) });
    expect(await attemptLogin(store(), credentials)).toEqual({ kind: 'throttled', retryAfterSeconds: undefined });
  });

  it.each([
    ['a server error', () => json(503, { code: 'service_unavailable', message: 'Later.' })],
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('reports an exception for %s', async (_, answer) => {
    fakeServer({ 'POST /api/admin/login': answer });
    expect(await attemptLogin(store(), credentials)).toEqual({ kind: 'error' });
  });
});
