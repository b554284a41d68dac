import { describe, expect, it } from 'vitest';
import { admin, signIn, useGatewayTopology } from './support/topology.ts';

const login = (url: string, password: string, cookie?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ email: admin.email, password }),
  });

/**
 * The gateway's sign-in limit counts per address, before the auth service sees the request. Someone sharing the
 * administrator's address (a NAT, a front proxy) kept the administrator's own browser out with about 30 guesses a
 * minute, although the service lets its known-device cookie through a flood aimed at the account or the address.
 */
describe("the gateway's sign-in limit and the administrator's known browser", () => {
  const gateway = useGatewayTopology();

  it('lets the known browser sign in through a flood of guesses from its own address', async () => {
    const device = (await signIn(gateway.url))
      .split('; ')
      .filter((pair) => pair.startsWith('portfolio_device'))
      .join('; ');
    expect(device).toMatch(/^portfolio_device=/);

    const guesses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await login(gateway.url('/api/admin/login'), `wrong password ${i}`);
      await res.body?.cancel();
      guesses.push(res.status);
    }
    expect(guesses).toContain(429);

    const known = await login(gateway.url('/api/admin/login'), admin.password, device);
    expect(known.status, await known.text()).toBe(200);
    // Without the cookie the same address is still held back.
    expect((await login(gateway.url('/api/admin/login'), admin.password)).status).toBe(429);
  });
});
