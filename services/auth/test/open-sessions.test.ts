import { describe, expect, it } from 'vitest';
import { answer } from './account-http.ts';
import { startAuth, storeKinds, useBackend } from './fixture.ts';
import { get, postJson, sessionState, signIn } from './http.ts';

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const safari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface Listed {
  id: string;
  browser: string;
  country: string;
  createdAt: number;
  lastActivityAt: number;
  current: boolean;
}

describe.each(storeKinds)('open sessions on %s', (kind) => {
  const backend = useBackend(kind);

  it('lists each session with its browser, country and last activity, and ends one or all others at once', async () => {
    // 127.0.0.1 is the trusted proxy here, so the forwarded address is the client's.
    const { url } = await startAuth(backend(), { trust: ['127.0.0.1'] });
    const from = (address: string, agent: string) => ({ headers: { 'x-forwarded-for': address, 'user-agent': agent } });
    const mine = await signIn(url, from('8.8.8.8', firefox));
    const phone = await signIn(url, from('81.2.69.160', safari));
    const third = await signIn(url, from('10.0.0.7', firefox));

    const list = async () =>
      (await answer<{ sessions: Listed[] }>(await get(url, '/api/admin/account/sessions', { cookie: mine }), 200))
        .sessions;
    const listed = await list();
    expect(listed).toHaveLength(3);
    expect(listed.filter((s) => s.current)).toEqual([
      expect.objectContaining({ browser: 'Firefox on Linux', country: 'US' }),
    ]);
    expect(listed.map((s) => [s.browser, s.country]).sort()).toEqual([
      ['Firefox on Linux', 'US'],
      ['Firefox on Linux', 'Unknown'],
      ['Mobile Safari on iOS', 'GB'],
    ]);
    for (const s of listed) {
      expect(s.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(s.lastActivityAt).toBeGreaterThanOrEqual(s.createdAt);
    }

    const phoneId = listed.find((s) => s.browser.startsWith('Mobile Safari'))!.id;
    const revoke = await fetch(`${url}/api/admin/account/sessions/${phoneId}`, {
      method: 'DELETE',
      headers: { cookie: mine },
    });
    expect(revoke.status).toBe(204);
    expect(await sessionState(url, phone)).toEqual({ authenticated: false });
    expect(await sessionState(url, third)).toMatchObject({ authenticated: true });
    const again = await fetch(`${url}/api/admin/account/sessions/${phoneId}`, {
      method: 'DELETE',
      headers: { cookie: mine },
    });
    expect(again.status).toBe(404);
    const bad = await fetch(`${url}/api/admin/account/sessions/not%20an%20id`, {
      method: 'DELETE',
      headers: { cookie: mine },
    });
    expect(bad.status).toBe(400);

    const others = await postJson(url, '/api/admin/account/sessions/revoke-others', undefined, { cookie: mine });
    expect(await answer(others, 200)).toEqual({ revoked: 1 });
    expect(await sessionState(url, third)).toEqual({ authenticated: false });
    expect(await sessionState(url, mine)).toMatchObject({ authenticated: true });
    expect((await list()).map((s) => s.current)).toEqual([true]);
  });

  it('is the administrator’s alone', async () => {
    const { url } = await startAuth(backend());
    expect((await get(url, '/api/admin/account/sessions')).status).toBe(401);
    expect((await postJson(url, '/api/admin/account/sessions/revoke-others', undefined)).status).toBe(401);
    expect((await get(url, '/api/admin/account/two-factor')).status).toBe(401);
  });
});
