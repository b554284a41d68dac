import { describe, expect, it } from 'vitest';
import { errorBody } from '@portfolio/contracts';
import { adminEmail, adminPassword, startAuth, storeKinds, useBackend } from './fixture.ts';
import { login } from './http.ts';

describe.each(storeKinds)('login validation (%s)', (kind) => {
  const backend = useBackend(kind);

  it('refuses a malformed email with 400 before any password check or throttling', async () => {
    const { url } = await startAuth(backend());
    const malformed = ['admin', 'admin@example', 'ad min@example.com', 'a@b@example.com', '@example.com', ''];
    // Eleven refusals: were any of them counted as a failed sign-in, the eleventh would be a 429.
    for (let i = 0; i < 11; i++) {
      const email = malformed[i % malformed.length]!;
      const res = await login(url, { email, password: adminPassword });
      expect(res.status, email).toBe(400);
      expect(errorBody.parse(await res.json()).code).toBe('validation_failed');
    }
    expect((await login(url)).status).toBe(200);
  });

  it('answers a wrong email and a wrong password with the same 401', async () => {
    const { url } = await startAuth(backend());
    const wrongEmail = await login(url, { email: 'someone@example.com', password: adminPassword });
    const wrongPassword = await login(url, { email: adminEmail, password: 'not the password' });
    expect(wrongEmail.status).toBe(401);
    expect(wrongPassword.status).toBe(401);
    const [a, b] = [await wrongEmail.text(), await wrongPassword.text()];
    expect(a).toBe(b);
    expect(errorBody.parse(JSON.parse(a))).toEqual({
      code: 'invalid_credentials',
      message: expect.any(String),
    });
    expect(wrongEmail.headers.get('content-type')).toBe(wrongPassword.headers.get('content-type'));
    expect(wrongEmail.headers.getSetCookie()).toEqual([]);
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  it('matches the email without regard to case', async () => {
    const { url } = await startAuth(backend());
    expect((await login(url, { email: adminEmail.toUpperCase(), password: adminPassword })).status).toBe(200);
  });

  it('refuses bodies that are not exactly {email, password}', async () => {
    const { url } = await startAuth(backend());
    const bodies = [
      { email: adminEmail },
      { password: adminPassword },
      { email: adminEmail, password: '' },
      { email: adminEmail, password: adminPassword, admin: true },
      { email: adminEmail, password: 'x'.repeat(1025) },
      [adminEmail, adminPassword],
      null,
    ];
    for (const body of bodies) {
      const res = await login(url, body as never);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorBody.parse(await res.json()).code).toBe('validation_failed');
    }
  });
});
