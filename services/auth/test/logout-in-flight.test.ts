import { describe, expect, it } from 'vitest';
import { sessionCookieName } from '../src/session.ts';
import type { SessionRecord, SessionStore } from '../src/stores/ports.ts';
import { startAuth, storeKinds, useBackend } from './fixture.ts';
import { cookieValue, json, logout, rawRequest, sessionState, signIn } from './http.ts';

/** Resolves once the real store has handed session `id` to a request: the moment that request is authenticated. */
function sessionLoaded(store: SessionStore, id: string): Promise<void> {
  const touch = store.touch.bind(store);
  return new Promise((resolve) => {
    store.touch = async (key, idleMs, slackMs) => {
      const found: SessionRecord | undefined = await touch(key, idleMs, slackMs);
      if (key === id && found) resolve();
      return found;
    };
  });
}

describe.each(storeKinds)('a request in flight at logout (%s)', (kind) => {
  const backend = useBackend(kind);

  it('cannot bring the session back', async () => {
    const { url, stores } = await startAuth(backend());
    const cookie = await signIn(url);
    const id = cookieValue(cookie, sessionCookieName)!;
    const loaded = sessionLoaded(stores.sessions, id);
    const body = JSON.stringify({ value: 'fr' });

    let loggedOut: Response | undefined;
    const slow = await rawRequest(
      url,
      {
        method: 'PUT',
        path: '/api/admin/preferences/uiLanguage',
        headers: { ...json, cookie, 'content-length': String(Buffer.byteLength(body)) },
      },
      async (write) => {
        // Headers are out and the session is loaded; the body waits until the logout has finished.
        await loaded;
        loggedOut = await logout(url, { cookie });
        write(body);
      },
    );

    expect(loggedOut?.status).toBe(200);
    // It was authenticated when it started, so finishing is fair; reviving the session is not.
    expect([200, 401]).toContain(slow.status);
    expect(await stores.sessions.touch(id, 60_000)).toBeUndefined();
    expect(await sessionState(url, cookie)).toEqual({ authenticated: false });

    // Whatever cookie the slow answer carried is no better.
    const setCookies = ([] as string[]).concat(slow.headers['set-cookie'] ?? []);
    const carried = setCookies.map((c) => c.split(';')[0]!).filter((pair) => !pair.endsWith('='));
    if (carried.length > 0) expect(await sessionState(url, carried.join('; '))).toEqual({ authenticated: false });
  });
});
