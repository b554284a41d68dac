import { describe, expect, it } from 'vitest';
import { authRoleHeader, issueList, statsResponse } from '@portfolio/contracts';
import { signIn, useGatewayTopology } from './support/topology.ts';

const json = { 'content-type': 'application/json' };
const forgedAdmin = { [authRoleHeader]: 'admin' };
/** Letters only: digits are normalised away when the logs service groups entries into issues. */
const word = (prefix: string) =>
  prefix + Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/**
 * A local process sharing loopback with nginx calls the services' own ports: it must get no more than a visitor
 * gets through the gateway. Through the gateway, the request id is nginx's own, never the client's.
 */
describe('the services believe the gateway, not whoever shares its address', () => {
  // Access lines (info) name each request's id: the client's must appear in none of them. TRUSTED_PROXIES as the
  // README has operators of `make start` set it behind a TLS proxy on the same machine: not the services' to use.
  const gateway = useGatewayTopology({ env: { LOG_LEVEL: 'info', TRUSTED_PROXIES: '127.0.0.1' } });
  const direct = (service: 'auth' | 'analytics' | 'logs', path: string, init: RequestInit = {}) =>
    fetch(`${gateway.topology.serviceUrl(service)}${path}`, init);

  /** Posts an error through the gateway and returns the id of its issue, read as the signed-in administrator. */
  async function seededIssue(cookie: string, marker: string): Promise<string> {
    const entry = {
      id: crypto.randomUUID(),
      level: 'error',
      message: `Error: ${marker}`,
      timestamp: new Date().toISOString(),
      url: 'http://localhost/',
      path: '/',
    };
    const posted = await fetch(gateway.url('/api/logs'), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ source: 'client', entries: [entry] }),
    });
    expect(posted.status).toBe(202);
    for (let attempt = 0; attempt < 100; attempt++) {
      const res = await fetch(gateway.url(`/api/admin/logs?q=${marker}`), { headers: { cookie } });
      const { issues } = issueList.parse(await res.json());
      if (issues[0]) return issues[0].id;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the issue ${marker} was never stored`);
  }

  it('a forged x-auth-role straight at the logs port reads, changes and purges nothing', async () => {
    const cookie = await signIn(gateway.url);
    const marker = word('trustboundary');
    const id = await seededIssue(cookie, marker);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/logs'],
      ['GET', `/api/admin/logs/${id}`],
      ['PATCH', `/api/admin/logs/${id}`, { status: 'resolved' }],
      ['DELETE', `/api/admin/logs/${id}`],
      ['POST', '/api/admin/logs/purge', { olderThanDays: 0 }],
    ];
    for (const [method, path, body] of calls) {
      const res = await direct('logs', path, {
        method,
        headers: { ...forgedAdmin, ...json, 'x-forwarded-for': '127.0.0.1' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    const detail = await fetch(gateway.url(`/api/admin/logs/${id}`), { headers: { cookie } });
    expect(detail.status).toBe(200);
    expect(await detail.json()).toMatchObject({ status: 'open' });
  });

  it('a forged x-auth-role straight at the analytics port gets the public stats only', async () => {
    for (const path of ['/api/analytics/stats', '/api/analytics/Stats', '/api/analytics/stats/']) {
      const res = await direct('analytics', path, { headers: forgedAdmin });
      const body = (await res.json()) as { scope?: string };
      if (path === '/api/analytics/stats') expect(statsResponse.parse(body).scope).toBe('aggregate');
      else expect(res.status, path).toBe(404);
    }
    // Through the gateway, the administrator's own session still gets everything: the gateway's word counts.
    const cookie = await signIn(gateway.url);
    const full = await fetch(gateway.url('/api/analytics/stats'), { headers: { cookie } });
    expect(statsResponse.parse(await full.json()).scope).toBe('full');
  });

  it('a local process cannot post server errors in a service name', async () => {
    const marker = word('impostor');
    const res = await direct('logs', '/api/internal/logs', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        source: 'auth',
        entries: [{ id: crypto.randomUUID(), level: 'error', message: marker, timestamp: new Date().toISOString() }],
      }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'forbidden' });
  });

  it('a forged X-Forwarded-For rotated straight at the auth port does not escape the login limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 40; attempt++) {
      const res = await direct('auth', '/api/admin/login', {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': `203.0.113.${attempt}` },
        body: JSON.stringify({ email: `someone${attempt}@example.com`, password: 'not the password' }),
      });
      statuses.push(res.status);
      await res.body?.cancel();
    }
    expect(statuses).toContain(429);
  });

  it("through the gateway, the request id is nginx's own: the client's is neither answered nor logged", async () => {
    const clientId = `client-chosen-${Date.now()}`;
    const res = await fetch(gateway.url('/api/analytics/stats'), { headers: { 'x-request-id': clientId } });
    expect(res.status).toBe(200);
    const answered = res.headers.get('x-request-id');
    // nginx's $request_id: 32 hex digits, which the service kept because the gateway's token came with it.
    expect(answered).toMatch(/^[0-9a-f]{32}$/);
    const logged = () => gateway.output().filter((line) => line.startsWith('analytics:'));
    for (let attempt = 0; attempt < 50 && !logged().some((l) => l.includes(answered!)); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(logged().some((line) => line.includes(`"requestId":"${answered}"`))).toBe(true);
    expect(gateway.output().some((line) => line.includes(clientId))).toBe(false);
  });
});
