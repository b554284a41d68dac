import { describe, expect, it } from 'vitest';
import { assembleService } from '@portfolio/kit';
import { listen } from '@portfolio/testing';
import { authParts } from '../src/parts.ts';
import { answer } from './account-http.ts';
import { adminEmail, adminPassword, startAuth, storeKinds, useBackend } from './fixture.ts';
import { login, postJson, sessionState } from './http.ts';

const newPassword = 'set on the account screen';

describe.each(storeKinds)('account changes across a restart on %s', (kind) => {
  const backend = useBackend(kind);

  it('keeps a password set on the account screen, and the session opened with it, after a restart', async () => {
    const first = await startAuth(backend());
    const signedIn = await login(first.url);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const change = { currentPassword: adminPassword, newPassword };
    const res = await postJson(first.url, '/api/admin/account/password', change, { cookie });
    await answer(res, 200);
    const renewed = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    // The same stores and configured credentials, a new process: it has not seen the change happen.
    const parts = authParts(first.deps);
    const restarted = await listen(assembleService('auth', parts, first.deps).handle);
    try {
      // Readiness waits for the account record's first load, as the gateway waits for readiness.
      expect((await fetch(`${restarted.url}/readyz`)).status).toBe(200);
      expect(await sessionState(restarted.url, renewed)).toEqual({ authenticated: true, email: adminEmail });
      expect((await login(restarted.url)).status).toBe(401);
      expect((await login(restarted.url, { email: adminEmail, password: newPassword })).status).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});
