import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthStores, DelayPolicy, SessionRecord } from '../src/stores/ports.ts';
import { storeKinds, useBackend } from './fixture.ts';

const newId = () => randomBytes(32).toString('base64url');
const record = (admin = 'admin@example.com'): SessionRecord => ({ admin, cred: 'fingerprint', createdAt: Date.now() });
const longIdle = 60_000;

/** One contract, every adapter: what the auth routes rely on must hold for Redis and for the embedded store. */
describe.each(storeKinds)('auth stores contract (%s)', (kind) => {
  const backend = useBackend(kind);
  let stores: AuthStores;
  beforeEach(async () => {
    stores = await backend().stores();
  });

  describe('sessions', () => {
    it('creates, reads and destroys a session', async () => {
      const id = newId();
      const written = record();
      await stores.sessions.create(id, written, longIdle);
      expect(await stores.sessions.touch(id, longIdle)).toEqual(written);
      await stores.sessions.destroy(id);
      expect(await stores.sessions.touch(id, longIdle)).toBeUndefined();
    });

    it('knows nothing of an id it never stored', async () => {
      expect(await stores.sessions.touch(newId(), longIdle)).toBeUndefined();
      await expect(stores.sessions.destroy(newId())).resolves.toBeUndefined();
    });

    it('is write-once: a second create for the same id does not overwrite it', async () => {
      const id = newId();
      await stores.sessions.create(id, record('first@example.com'), longIdle);
      await stores.sessions.create(id, record('second@example.com'), longIdle);
      expect(await stores.sessions.touch(id, longIdle)).toMatchObject({ admin: 'first@example.com' });
    });

    it('never brings a destroyed id back', async () => {
      const id = newId();
      await stores.sessions.create(id, record(), longIdle);
      await stores.sessions.destroy(id);
      await stores.sessions.create(id, record('revived@example.com'), longIdle);
      expect(await stores.sessions.touch(id, longIdle)).toBeUndefined();
    });

    it('keeps no marker for an id it never stored, so anonymous logouts cannot pile up records', async () => {
      const id = newId();
      await stores.sessions.destroy(id);
      await stores.sessions.create(id, record(), longIdle);
      expect(await stores.sessions.touch(id, longIdle)).toMatchObject({ admin: 'admin@example.com' });
    });

    it('lets an idle session expire', async () => {
      const id = newId();
      await stores.sessions.create(id, record(), 150);
      await sleep(400);
      expect(await stores.sessions.touch(id, longIdle)).toBeUndefined();
    });

    it('pushes the idle expiry forward on touch', async () => {
      const id = newId();
      await stores.sessions.create(id, record(), 300);
      // Touched at once with a long idle time: it must outlive its original 300 ms.
      expect(await stores.sessions.touch(id, longIdle)).toBeDefined();
      await sleep(500);
      expect(await stores.sessions.touch(id, 150)).toBeDefined();
      // That touch set a short idle time again; left alone, it now expires.
      await sleep(400);
      expect(await stores.sessions.touch(id, longIdle)).toBeUndefined();
    });

    it('writes nothing on a touch that would push the expiry later by less than the slack', async () => {
      const id = newId();
      await stores.sessions.create(id, record(), longIdle);
      const created = await backend().sessionExpiry(id);
      await sleep(30);
      expect(await stores.sessions.touch(id, longIdle, 1000)).toBeDefined();
      expect(await backend().sessionExpiry(id)).toBe(created);
      expect(await stores.sessions.touch(id, longIdle, 10)).toBeDefined();
      expect(await backend().sessionExpiry(id)).toBeGreaterThanOrEqual(created! + 30);
    });

    it('keeps sessions apart', async () => {
      const [a, b] = [newId(), newId()];
      await stores.sessions.create(a, record('a@example.com'), longIdle);
      await stores.sessions.create(b, record('b@example.com'), longIdle);
      await stores.sessions.destroy(a);
      expect(await stores.sessions.touch(b, longIdle)).toMatchObject({ admin: 'b@example.com' });
    });
  });

  describe('attempts', () => {
    const policy: DelayPolicy = { freeAttempts: 2, baseDelayMs: 10_000, maxDelayMs: 40_000 };

    it('allows the free attempts back to back, then makes each further one wait a doubling delay', async () => {
      const key = `ip:${newId()}`;
      expect(await stores.attempts.take(key, policy)).toEqual({ allowed: true, waitMs: 0 });
      expect(await stores.attempts.take(key, policy)).toEqual({ allowed: true, waitMs: 10_000 });
      const refused = await stores.attempts.take(key, policy);
      expect(refused.allowed).toBe(false);
      expect(refused.waitMs).toBeGreaterThan(9_000);
      expect(refused.waitMs).toBeLessThanOrEqual(10_000);
      // A refused attempt moves nothing: the wait still ends where it did.
      expect(await stores.attempts.waitFor(key)).toBeLessThanOrEqual(refused.waitMs);
      expect(await stores.attempts.waitFor(key)).toBeGreaterThan(9_000);
    });

    it('doubles the wait with each counted attempt, up to the cap', async () => {
      const key = `account:${newId()}`;
      const quick = { freeAttempts: 1, baseDelayMs: 100, maxDelayMs: 300 };
      const waits = [];
      for (let i = 0; i < 4; i++) {
        const verdict = await stores.attempts.take(key, quick);
        expect(verdict.allowed).toBe(true);
        waits.push(verdict.waitMs);
        await sleep(verdict.waitMs + 30);
      }
      expect(waits).toEqual([100, 200, 300, 300]);
    });

    it('reads a wait without creating anything', async () => {
      const key = `ip:${newId()}`;
      expect(await stores.attempts.waitFor(key)).toBe(0);
      expect(await stores.attempts.take(key, policy)).toEqual({ allowed: true, waitMs: 0 });
    });

    it('forgets a key once its wait and the forget time have passed', async () => {
      const key = `ip:${newId()}`;
      const short = { freeAttempts: 1, baseDelayMs: 100, maxDelayMs: 100 };
      await stores.attempts.take(key, short);
      expect((await stores.attempts.take(key, short)).allowed).toBe(false);
      await sleep(450);
      // Counting starts over: the first attempt earns the first wait again, not a doubled one.
      expect(await stores.attempts.take(key, { ...short, maxDelayMs: 1000 })).toEqual({ allowed: true, waitMs: 100 });
    });

    it('resets a key, and only that key', async () => {
      const [key, other] = [`ip:${newId()}`, `ip:${newId()}`];
      await stores.attempts.take(key, policy);
      await stores.attempts.take(key, policy);
      await stores.attempts.take(other, policy);
      await stores.attempts.take(other, policy);
      await stores.attempts.reset(key);
      expect(await stores.attempts.take(key, policy)).toEqual({ allowed: true, waitMs: 0 });
      expect((await stores.attempts.take(other, policy)).allowed).toBe(false);
    });

    it('counts a fixed window, and starts a new one once it has passed', async () => {
      const key = `window:${newId()}`;
      expect((await stores.attempts.countWindow(key, 300)).count).toBe(1);
      const second = await stores.attempts.countWindow(key, 300);
      expect(second.count).toBe(2);
      expect(second.retryAfterMs).toBeGreaterThan(0);
      expect(second.retryAfterMs).toBeLessThanOrEqual(300);
      await sleep(450);
      expect((await stores.attempts.countWindow(key, 300)).count).toBe(1);
    });
  });

  describe('preferences', () => {
    it('answers undefined for a key never set', async () => {
      expect(await stores.preferences.get('neverSet')).toBeUndefined();
    });

    it('stores, reads and overwrites values of every JSON kind', async () => {
      await stores.preferences.set('uiLanguage', 'fr');
      expect(await stores.preferences.get('uiLanguage')).toBe('fr');
      await stores.preferences.set('uiLanguage', 'ja');
      expect(await stores.preferences.get('uiLanguage')).toBe('ja');
      for (const value of [42, true, ['a', 1], { theme: 'dark', size: 3 }]) {
        await stores.preferences.set('misc', value);
        expect(await stores.preferences.get('misc')).toEqual(value);
      }
    });

    it('tells a stored null apart from a missing key', async () => {
      await stores.preferences.set('cleared', null);
      expect(await stores.preferences.get('cleared')).toBeNull();
    });
  });

  it('answers its readiness ping', async () => {
    expect(await stores.ping()).toBe(true);
  });
});
