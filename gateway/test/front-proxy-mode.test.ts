import { describe, expect, it } from 'vitest';
import { admin, useGatewayTopology } from './support/topology.ts';

/** One sign-in attempt, as the front proxy passes it on: the client's address and scheme in its headers. */
async function attempt(url: string, forwarded: { for: string; proto?: string }, password = 'not the password') {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': forwarded.for,
      ...(forwarded.proto ? { 'x-forwarded-proto': forwarded.proto } : {}),
    },
    body: JSON.stringify({ email: admin.email, password }),
  });
  await res.body?.cancel();
  return res;
}

/**
 * Behind a TLS-terminating front proxy (here: the test itself, on loopback), nginx counts the client the proxy
 * names, never the proxy, and keys an IPv6 client by its /64: two sign-ins at once per key (rate and burst of one),
 * then 429.
 */
describe('the gateway behind a front proxy', () => {
  const gateway = useGatewayTopology({
    rateLimits: { loginPerMinute: 1, loginBurst: 1, ingestPerSecond: 50, ingestBurst: 100 },
    edge: async () => ({ frontProxies: ['127.0.0.1'] }),
  });
  const login = () => gateway.url('/api/admin/login');

  it('limits sign-in per IPv6 /64 and per IPv4 address, as the proxy reports them', async () => {
    const status = async (client: string) => (await attempt(login(), { for: client })).status;
    expect(await status('2001:db8:1:2::a')).toBe(401);
    expect(await status('2001:db8:1:2::b')).toBe(401);
    // A third address of the same /64 is the same client.
    expect(await status('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(429);
    // The next /64, and IPv4 clients, are others.
    expect(await status('2001:db8:1:3::a')).toBe(401);
    expect(await status('198.51.100.7')).toBe(401);
    expect(await status('198.51.100.7')).toBe(401);
    expect(await status('198.51.100.8')).toBe(401);
    expect(await status('198.51.100.7')).toBe(429);
  });

  it('takes the client address from the right of X-Forwarded-For, past the trusted proxy only', async () => {
    // What the client itself wrote in front of the proxy's entry does not change who it is.
    expect((await attempt(login(), { for: '192.0.2.50, 203.0.113.20' })).status).toBe(401);
    expect((await attempt(login(), { for: '192.0.2.51, 203.0.113.20' })).status).toBe(401);
    expect((await attempt(login(), { for: '192.0.2.52, 203.0.113.20' })).status).toBe(429);
  });

  it('believes the scheme the proxy reports: over HTTPS the session cookie is __Host- and Secure', async () => {
    const res = await attempt(login(), { for: '203.0.113.77', proto: 'https' }, admin.password);
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith('__Host-portfolio_sid='))).toBe(true);
    for (const cookie of cookies) expect(cookie).toMatch(/^__Host-[^;]+;.*; secure/i);
  });

  it("believes only the proxy's own scheme, the last of the list: what the client wrote in front is not it", async () => {
    const res = await attempt(login(), { for: '203.0.113.78', proto: 'https, http' }, admin.password);
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith('portfolio_sid='))).toBe(true);
    for (const cookie of cookies) expect(cookie).not.toMatch(/^__Host-|; secure/i);
  });
});

describe('the gateway behind a front proxy, reached by someone else', () => {
  // The proxy is elsewhere: what loopback (here, the client) says about itself is not believed.
  const gateway = useGatewayTopology({
    rateLimits: { loginPerMinute: 1, loginBurst: 1, ingestPerSecond: 50, ingestBurst: 100 },
    edge: async () => ({ frontProxies: ['192.0.2.1'] }),
  });

  it('takes neither its X-Forwarded-Proto nor its X-Forwarded-For', async () => {
    const res = await attempt(gateway.url('/api/admin/login'), { for: '203.0.113.1', proto: 'https' }, admin.password);
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith('portfolio_sid='))).toBe(true);
    for (const cookie of cookies) expect(cookie).not.toMatch(/^__Host-|; secure/i);
    // Counted as the address it connects from, whatever it names.
    expect((await attempt(gateway.url('/api/admin/login'), { for: '203.0.113.2' })).status).toBe(401);
    expect((await attempt(gateway.url('/api/admin/login'), { for: '203.0.113.3' })).status).toBe(429);
  });
});
