import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { errorBody } from '@portfolio/contracts';
import { openDatabase } from '@portfolio/kit';
import { createSqliteStores } from '../src/stores/sqlite-stores.ts';
import { adminEmail, adminPassword, startAuth, storeKinds, useBackend } from './fixture.ts';
import { cookieAttributes, login, type Call } from './http.ts';

const wrong = (email = adminEmail) => ({ email, password: 'wrong password' });
const maxDelayMs = 15 * 60_000;
const from = (ip: string, cookie?: string): Call => ({ headers: { 'x-forwarded-for': ip }, cookie });

/** The known-device cookie a successful sign-in set, as a Cookie header. */
function deviceCookie(res: Response): string {
  const line = res.headers.getSetCookie().find((c) => /^(__Host-)?portfolio_device=/.test(c));
  if (!line) throw new Error('no known-device cookie was set');
  return line.split(';')[0]!;
}

/** A 429 with the contract's body and a Retry-After in whole seconds within the longest wait; returns it. */
async function expectWaiting(res: Response): Promise<number> {
  expect(res.status).toBe(429);
  expect(errorBody.parse(await res.json()).code).toBe('too_many_requests');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxDelayMs / 1000);
  return retryAfter;
}

describe.each(storeKinds)('login throttling (%s)', (kind) => {
  const backend = useBackend(kind);

  it('makes the 11th consecutive failure wait, with 429 and Retry-After, even the right password', async () => {
    const { url } = await startAuth(backend());
    for (let i = 0; i < 10; i++) expect((await login(url, wrong())).status).toBe(401);
    await expectWaiting(await login(url, wrong()));
    await expectWaiting(await login(url));
  });

  it('counts per client address: a forged X-Forwarded-For from an untrusted peer changes nothing', async () => {
    const { url } = await startAuth(backend());
    // A different account each time, so only the per-address counter can refuse.
    const attempt = (i: number) =>
      login(url, wrong(`user${i}@example.com`), { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    for (let i = 0; i < 10; i++) expect((await attempt(i)).status).toBe(401);
    await expectWaiting(await attempt(10));
    await expectWaiting(await login(url, undefined, { headers: { 'x-forwarded-for': '198.51.100.7' } }));
  });

  it('reads the client address from X-Forwarded-For when the peer is a trusted proxy', async () => {
    const { url } = await startAuth(backend(), { trust: ['127.0.0.1'] });
    // The same sequence as above, now from eleven genuine clients: nobody reaches the per-address limit.
    for (let i = 0; i < 11; i++) {
      expect((await login(url, wrong(`user${i}@example.com`), from(`203.0.113.${i}`))).status).toBe(401);
    }
  });

  it('counts an IPv6 client by its /64: rotating through its addresses does not escape', async () => {
    const { url } = await startAuth(backend(), { trust: ['127.0.0.1'] });
    for (let i = 1; i <= 10; i++) {
      expect((await login(url, wrong(`user${i}@example.com`), from(`2001:db8:4:4::${i}`))).status).toBe(401);
    }
    await expectWaiting(await login(url, wrong('user11@example.com'), from('2001:db8:4:4::b')));
    expect((await login(url, wrong('user12@example.com'), from('2001:db8:4:5::1'))).status).toBe(401);
  });

  it("counts the administrator's account across client addresses, in any case", async () => {
    const { url } = await startAuth(backend(), { trust: ['127.0.0.1'] });
    for (let i = 0; i < 10; i++) expect((await login(url, wrong(), from(`203.0.113.${i}`))).status).toBe(401);
    await expectWaiting(await login(url, wrong(), from('203.0.113.10')));
    // Without a known-device cookie the account's wait holds for everyone, the right password included.
    await expectWaiting(await login(url, undefined, from('198.51.100.99')));
    await expectWaiting(
      await login(url, { email: adminEmail.toUpperCase(), password: adminPassword }, from('198.51.100.98')),
    );
  });

  it('clears the counters at a successful sign-in (failures must be consecutive)', async () => {
    const { url } = await startAuth(backend());
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) expect((await login(url, wrong())).status).toBe(401);
      expect((await login(url)).status).toBe(200);
    }
  });

  it('makes the waits grow: each counted failure past the limit doubles the next wait', async () => {
    const { url } = await startAuth(backend(), { throttle: { maxFailures: 1, baseDelayMs: 1000 } });
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      expect((await login(url, wrong())).status).toBe(401);
      const retryAfter = await expectWaiting(await login(url, wrong()));
      waits.push(retryAfter);
      if (i < 2) await sleep(retryAfter * 1000 + 150);
    }
    expect(waits).toEqual([1, 2, 4]);
  });

  it('lets the right password in once the wait has passed', async () => {
    const { url } = await startAuth(backend(), { throttle: { maxFailures: 2, baseDelayMs: 1000 } });
    for (let i = 0; i < 2; i++) expect((await login(url, wrong())).status).toBe(401);
    expect(await expectWaiting(await login(url))).toBe(1);
    await sleep(1300);
    expect((await login(url)).status).toBe(200);
  });

  it("lets the administrator's known browser in through a flood of wrong passwords aimed at the account", async () => {
    const { url } = await startAuth(backend(), { trust: ['127.0.0.1'] });
    const home = '198.51.100.1';
    const device = deviceCookie(await login(url, undefined, from(home)));
    // Twenty wrong passwords for the administrator's email, from other addresses and from the browser's own.
    for (let i = 0; i < 20; i++) {
      expect([401, 429]).toContain((await login(url, wrong(), from(i % 4 === 0 ? home : `203.0.113.${i}`))).status);
    }
    await expectWaiting(await login(url, undefined, from('198.51.100.2')));
    expect((await login(url, undefined, from(home, device))).status).toBe(200);
    expect((await login(url, undefined, from('192.0.2.50', device))).status).toBe(200);
  });

  it('counts a known device on its own: its failures make it wait, the account stays open', async () => {
    const { url } = await startAuth(backend(), { trust: ['127.0.0.1'] });
    const device = deviceCookie(await login(url, undefined, from('198.51.100.1')));
    for (let i = 0; i < 10; i++) expect((await login(url, wrong(), from(`203.0.113.${i}`, device))).status).toBe(401);
    await expectWaiting(await login(url, undefined, from('203.0.113.99', device)));
    expect((await login(url, undefined, from('198.51.100.3'))).status).toBe(200);
  });

  it('believes only a device cookie signed for this account: a forged or altered one is ignored', async () => {
    const { url } = await startAuth(backend(), { trust: ['127.0.0.1'] });
    const device = deviceCookie(await login(url, undefined, from('198.51.100.1')));
    const [name, value] = device.split('=') as [string, string];
    const altered = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    for (let i = 0; i < 10; i++) expect((await login(url, wrong(), from(`203.0.113.${i}`))).status).toBe(401);
    await expectWaiting(await login(url, undefined, from('198.51.100.1', altered)));
    await expectWaiting(
      await login(url, undefined, from('198.51.100.1', `${name}=forged.9999999999.${'A'.repeat(43)}`)),
    );
  });

  it('sets the device cookie HttpOnly, SameSite=Strict, for the whole site; __Host- and Secure over TLS', async () => {
    const { url } = await startAuth(backend(), { trust: ['127.0.0.1'] });
    const plain = await login(url);
    expect(deviceCookie(plain)).toMatch(/^portfolio_device=/);
    const attributes = cookieAttributes(plain, 'portfolio_device');
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'httponly', 'samesite=strict']));
    expect(attributes).not.toContain('secure');
    const tls = await login(url, undefined, { headers: { 'x-forwarded-proto': 'https' } });
    expect(deviceCookie(tls)).toMatch(/^__Host-portfolio_device=/);
    expect(cookieAttributes(tls, '__Host-portfolio_device')).toEqual(
      expect.arrayContaining(['path=/', 'httponly', 'samesite=strict', 'secure']),
    );
  });

  it('keeps no counter per email tried: a flood of random emails leaves only address keys, never a 503', async () => {
    const { url } = await startAuth(backend(), { trust: ['127.0.0.1'] });
    const statuses = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const res = await login(url, wrong(`random${i}@example.com`), from(`203.0.113.${i % 15}`));
      statuses.add(res.status);
      await res.body?.cancel();
    }
    expect([...statuses].sort()).toEqual([401, 429]);
    const keys = await backend().throttleKeys();
    expect(keys.filter((k) => k.startsWith('account:'))).toEqual([]);
    // Fifteen addresses and the global window: nothing grows with the number of emails tried.
    expect(keys.length).toBeLessThanOrEqual(16);
    expect((await login(url, undefined, from('198.51.100.5'))).status).toBe(200);
  });

  it('answers 429 past the global ceiling per minute, and a known device still gets in', async () => {
    const { url } = await startAuth(backend(), { trust: ['127.0.0.1'], throttle: { globalPerMinute: 5 } });
    const device = deviceCookie(await login(url, undefined, from('198.51.100.1')));
    for (let i = 0; i < 4; i++)
      expect((await login(url, wrong(`x${i}@example.com`), from(`203.0.113.${i}`))).status).toBe(401);
    const refused = await login(url, wrong('y@example.com'), from('203.0.113.200'));
    expect(await expectWaiting(refused)).toBeLessThanOrEqual(60);
    await expectWaiting(await login(url, undefined, from('198.51.100.2')));
    expect((await login(url, undefined, from('198.51.100.2', device))).status).toBe(200);
  });
});

describe('login throttling against a Redis with little memory to spare', () => {
  const backend = useBackend('redis');

  it('a flood of random emails from ever new addresses never fills Redis, so sign-in never turns to 503', async () => {
    const { url } = await startAuth(backend(), { trust: ['127.0.0.1'], throttle: { globalPerMinute: 50 } });
    const redis = new Redis(backend().redisServer!.url);
    try {
      // Warm up (scripts loaded, a session written), then leave room for a few thousand small keys at most.
      expect((await login(url, undefined, from('198.51.100.1'))).status).toBe(200);
      expect((await login(url, wrong('warm@example.com'), from('198.51.100.2'))).status).toBe(401);
      const used = Number(/used_memory:(\d+)/.exec(await redis.info('memory'))![1]);
      await redis.config('SET', 'maxmemory-policy', 'noeviction');
      await redis.config('SET', 'maxmemory', String(used + 256 * 1024));
      const statuses = new Map<number, number>();
      for (let wave = 0; wave < 100; wave++) {
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, j) => {
            const i = wave * 20 + j;
            return login(url, wrong(`flood${i}@example.com`), from(`10.9.${i >> 8}.${i & 255}`));
          }),
        );
        for (const res of answers) {
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          await res.body?.cancel();
        }
      }
      expect([...statuses.keys()].sort()).toEqual([401, 429]);
      // The global ceiling admitted its 50 (the two warm-up attempts took 2), and only those left a key behind.
      expect(statuses.get(401)).toBe(48);
      expect((await backend().throttleKeys()).length).toBeLessThanOrEqual(52);
    } finally {
      await redis.config('SET', 'maxmemory', '0');
      redis.disconnect();
    }
  }, 60_000);
});

describe('the embedded attempts table', () => {
  it('sweeps expired counters through an index on their expiry, not a scan of the table', () => {
    const dir = mkdtempSync(join(tmpdir(), 'auth-plan-'));
    const db = openDatabase(join(dir, 'auth.sqlite'));
    try {
      createSqliteStores(db, 60_000);
      const plan = db.prepare('EXPLAIN QUERY PLAN DELETE FROM login_attempts WHERE expires_at <= ?').all(0);
      const details = plan.map((row) => String((row as { detail: string }).detail));
      expect(details.join('\n')).toMatch(/USING (COVERING )?INDEX login_attempts_expiry/);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
