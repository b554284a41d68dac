import { describe, expect, it } from 'vitest';
import { authRoleHeader, authVerifyPaths, errorBody } from '@portfolio/contracts';
import { listen } from '@portfolio/testing';
import { sessionCookieName } from '../src/session.ts';
import { adminEmail, startAuth, storeKinds, useBackend, type RunningAuth } from './fixture.ts';
import { get, logout, signIn } from './http.ts';

/** Serves the in-process check (what the single-machine dispatcher calls) so it can be asked like the HTTP one. */
async function serveIdentify(auth: RunningAuth) {
  const served = await listen((req, res) => {
    auth.identity(req).then(
      (identity) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(identity));
      },
      () => {
        res.statusCode = 500;
        res.end();
      },
    );
  });
  return {
    async identify(cookie?: string) {
      const res = await get(served.url, '/', { cookie });
      expect(res.status).toBe(200);
      return res.json() as Promise<{ role: string; email?: string }>;
    },
    close: served.close,
  };
}

describe.each(storeKinds)('verify endpoints and the in-process check (%s)', (kind) => {
  const backend = useBackend(kind);

  it(`${authVerifyPaths.require}: 204 with ${authRoleHeader}: admin for the administrator, 401 otherwise`, async () => {
    const { url } = await startAuth(backend());
    const cookie = await signIn(url);
    const admin = await get(url, authVerifyPaths.require, { cookie });
    expect(admin.status).toBe(204);
    expect(admin.headers.get(authRoleHeader)).toBe('admin');

    for (const refused of [undefined, `${sessionCookieName}=garbage`]) {
      const res = await get(url, authVerifyPaths.require, { cookie: refused });
      expect(res.status).toBe(401);
      expect(errorBody.parse(await res.json()).code).toBe('unauthorized');
      expect(res.headers.get(authRoleHeader)).toBeNull();
    }
  });

  it('does not take a role header from the caller', async () => {
    const { url } = await startAuth(backend());
    const res = await get(url, authVerifyPaths.require, { headers: { [authRoleHeader]: 'admin' } });
    expect(res.status).toBe(401);
    const identify = await get(url, authVerifyPaths.identify, { headers: { [authRoleHeader]: 'admin' } });
    expect(identify.headers.get(authRoleHeader)).toBe('visitor');
  });

  it(`${authVerifyPaths.identify}: always 204, naming the role`, async () => {
    const { url } = await startAuth(backend());
    const cookie = await signIn(url);
    const admin = await get(url, authVerifyPaths.identify, { cookie });
    expect(admin.status).toBe(204);
    expect(admin.headers.get(authRoleHeader)).toBe('admin');
    for (const visitor of [undefined, `${sessionCookieName}=garbage`]) {
      const res = await get(url, authVerifyPaths.identify, { cookie: visitor });
      expect(res.status).toBe(204);
      expect(res.headers.get(authRoleHeader)).toBe('visitor');
    }
  });

  it('identify(req, res) agrees with the HTTP check, before sign-in, while signed in and after logout', async () => {
    const auth = await startAuth(backend());
    const inProcess = await serveIdentify(auth);
    try {
      const roleOverHttp = async (cookie?: string) =>
        (await get(auth.url, authVerifyPaths.identify, { cookie })).headers.get(authRoleHeader);

      expect(await inProcess.identify()).toEqual({ role: 'visitor' });
      expect(await roleOverHttp()).toBe('visitor');

      const cookie = await signIn(auth.url);
      expect(await inProcess.identify(cookie)).toEqual({ role: 'admin', email: adminEmail });
      expect(await roleOverHttp(cookie)).toBe('admin');

      expect(await inProcess.identify(`${sessionCookieName}=garbage`)).toEqual({ role: 'visitor' });

      await logout(auth.url, { cookie });
      expect(await inProcess.identify(cookie)).toEqual({ role: 'visitor' });
      expect(await roleOverHttp(cookie)).toBe('visitor');
    } finally {
      await inProcess.close();
    }
  });
});
