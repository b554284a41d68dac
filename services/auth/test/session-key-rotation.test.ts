import { describe, expect, it } from 'vitest';
import { authVerifyPaths } from '@portfolio/contracts';
import { sessionCookieName } from '../src/session.ts';
import { startAuth, testSessionKeys, useBackend } from './fixture.ts';
import { cookieValue, get, signIn } from './http.ts';
import { signedSessionCookie } from './sign.ts';

const newKey = 'the-new-signing-key-0123456789abcdef0123456';
const oldKey = testSessionKeys[0]!;

/**
 * A key rotation: the new key is put first, the old one kept until every open session has been seen again. As the
 * `cookies` library did for every session read, the checks answered before Koa sign a cookie signed with an older
 * key again with the first, so that dropping the old key later does not sign out the administrator in use.
 */
describe('the session checks during a key rotation', () => {
  const backend = useBackend('sqlite');

  it.each([
    ['/api/admin/session', 200],
    [authVerifyPaths.require, 204],
    [authVerifyPaths.identify, 204],
  ] as const)(
    '%s accepts a cookie signed with the older key and signs it again with the new one',
    async (path, status) => {
      const before = await startAuth(backend(), { sessionKeys: [oldKey] });
      const id = cookieValue(await signIn(before.url), sessionCookieName)!;
      const rotated = await startAuth(backend(), { sessionKeys: [newKey, oldKey] });
      // The same stores: the session begun before the rotation is still open.
      await rotated.stores.sessions.create(id, (await before.stores.sessions.touch(id, 60_000))!, 60_000);

      const res = await get(rotated.url, path, { cookie: signedSessionCookie(id, oldKey) });
      expect(res.status).toBe(status);
      const fresh = signedSessionCookie(id, newKey).split('; ')[1];
      expect(res.headers.getSetCookie()).toEqual([`${fresh}; path=/; httponly`]);

      // Signed with the first key already: nothing to send again.
      const current = await get(rotated.url, path, { cookie: signedSessionCookie(id, newKey) });
      expect(current.status).toBe(status);
      expect(current.headers.getSetCookie()).toEqual([]);
    },
  );
});
