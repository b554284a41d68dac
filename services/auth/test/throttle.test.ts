import { describe, expect, it } from 'vitest';
import { errorBody } from '@portfolio/contracts';
import { adminEmail, adminPassword, startAuth, storeKinds, useBackend } from './fixture.ts';
import { login } from './http.ts';

const wrong = (email = adminEmail) => ({ email, password: 'wrong password' });
const lockoutMs = 15 * 60_000;

/** The Retry-After of a 429, checked to be whole seconds within the lockout. */
async function expectBlocked(res: Response) {
  expect(res.status).toBe(429);
  expect(errorBody.parse(await res.json()).code).toBe('too_many_requests');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(lockoutMs / 1000);
}

describe.each(storeKinds)('login throttling (%s)', (kind) => {
  const backend = useBackend(kind);

  it('blocks from the 11th consecutive failure with 429 and Retry-After, even the right password', async () => {
    const { url } = await startAuth(backend());
    for (let i = 0; i < 10; i++) expect((await login(url, wrong())).status).toBe(401);
    await expectBlocked(await login(url, wrong()));
    await expectBlocked(await login(url));
  });

  it('counts per client address: a forged X-Forwarded-For from an untrusted peer changes nothing', async () => {
    const { url } = await startAuth(backend());
    // A different account each time, so only the per-address counter can block.
    const attempt = (i: number) =>
      login(url, wrong(`user${i}@example.com`), { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    for (let i = 0; i < 10; i++) expect((await attempt(i)).status).toBe(401);
    await expectBlocked(await attempt(10));
    await expectBlocked(await login(url, undefined, { headers: { 'x-forwarded-for': '198.51.100.7' } }));
  });

  it('reads the client address from X-Forwarded-For when the peer is a trusted proxy', async () => {
    const { url } = await startAuth(backend(), { trust: ['127.0.0.1'] });
    // The same sequence as above, now from eleven genuine clients: nobody reaches the per-address limit.
    for (let i = 0; i < 11; i++) {
      const res = await login(url, wrong(`user${i}@example.com`), { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      expect(res.status).toBe(401);
    }
  });

  it('counts per account, across client addresses behind the trusted proxy', async () => {
    const { url } = await startAuth(backend(), { trust: ['127.0.0.1'] });
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 10; i++) expect((await login(url, wrong(), from(`203.0.113.${i}`))).status).toBe(401);
    await expectBlocked(await login(url, wrong(), from('203.0.113.10')));
    // The account is locked for everyone, the right password from a fresh address included.
    await expectBlocked(await login(url, undefined, from('198.51.100.99')));
    // Account names differ only in case: still the same account.
    await expectBlocked(
      await login(url, { email: adminEmail.toUpperCase(), password: adminPassword }, from('198.51.100.98')),
    );
  });

  it('clears both counters at a successful sign-in (failures must be consecutive)', async () => {
    const { url } = await startAuth(backend());
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) expect((await login(url, wrong())).status).toBe(401);
      expect((await login(url)).status).toBe(200);
    }
  });

  it('unblocks once the lockout has passed', async () => {
    const { url } = await startAuth(backend(), { throttle: { maxFailures: 2, lockoutMs: 1000 } });
    for (let i = 0; i < 2; i++) expect((await login(url, wrong())).status).toBe(401);
    const blocked = await login(url);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect((await login(url)).status).toBe(200);
  });
});
