import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthStores, SessionRecord } from '../src/stores/ports.ts';
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

    it('keeps sessions apart', async () => {
      const [a, b] = [newId(), newId()];
      await stores.sessions.create(a, record('a@example.com'), longIdle);
      await stores.sessions.create(b, record('b@example.com'), longIdle);
      await stores.sessions.destroy(a);
      expect(await stores.sessions.touch(b, longIdle)).toMatchObject({ admin: 'b@example.com' });
    });
  });

  describe('attempts', () => {
    it('counts hits within the window and says how long until it resets', async () => {
      const key = `ip:${newId()}`;
      expect((await stores.attempts.hit(key, 10_000, 5)).count).toBe(1);
      expect((await stores.attempts.hit(key, 10_000, 5)).count).toBe(2);
      const third = await stores.attempts.hit(key, 10_000, 5);
      expect(third.count).toBe(3);
      expect(third.retryAfterMs).toBeGreaterThan(9_000);
      expect(third.retryAfterMs).toBeLessThanOrEqual(10_000);
    });

    it('starts counting again once the window has passed', async () => {
      const key = `ip:${newId()}`;
      await stores.attempts.hit(key, 150, 5);
      await stores.attempts.hit(key, 150, 5);
      await sleep(400);
      expect((await stores.attempts.hit(key, 150, 5)).count).toBe(1);
    });

    it('restarts the window with each hit up to the maximum, and no longer beyond it', async () => {
      const key = `account:${newId()}`;
      const window = 2_000;
      await stores.attempts.hit(key, window, 2);
      await sleep(300);
      const atMax = await stores.attempts.hit(key, window, 2);
      // Still within the maximum: the window restarted with this hit.
      expect(atMax.retryAfterMs).toBeGreaterThan(window - 250);
      await sleep(300);
      const beyond = await stores.attempts.hit(key, window, 2);
      expect(beyond.count).toBe(3);
      // Beyond the maximum: the window ends where it ended before, whatever more is tried.
      expect(beyond.retryAfterMs).toBeLessThanOrEqual(atMax.retryAfterMs - 250);
      expect(beyond.retryAfterMs).toBeGreaterThan(0);
      const further = await stores.attempts.hit(key, window, 2);
      expect(further.count).toBe(4);
      expect(further.retryAfterMs).toBeLessThanOrEqual(beyond.retryAfterMs);
    });

    it('resets a key, and only that key', async () => {
      const [key, other] = [`ip:${newId()}`, `ip:${newId()}`];
      await stores.attempts.hit(key, 10_000, 5);
      await stores.attempts.hit(key, 10_000, 5);
      await stores.attempts.hit(other, 10_000, 5);
      await stores.attempts.reset(key);
      expect((await stores.attempts.hit(key, 10_000, 5)).count).toBe(1);
      expect((await stores.attempts.hit(other, 10_000, 5)).count).toBe(2);
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
