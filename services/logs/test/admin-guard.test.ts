import { describe, expect, it } from 'vitest';
import { errorBody } from '@portfolio/contracts';
import { startLogs, useLogs } from './fixture.ts';
import { asAdmin, entry, issueTitled, json, send, uniqueWord } from './http.ts';

const someId = '0123456789abcdef0123456789abcdef';
const codeOf = async (res: Response) => errorBody.parse(await res.json()).code;

/** Every admin call, as a visitor would try it. */
const adminCalls: [string, string, unknown?][] = [
  ['GET', '/api/admin/logs'],
  ['GET', `/api/admin/logs/${someId}`],
  ['PATCH', `/api/admin/logs/${someId}`, { status: 'resolved' }],
  ['DELETE', `/api/admin/logs/${someId}`],
  ['POST', '/api/admin/logs/purge', { olderThanDays: 0 }],
];

const call = (url: string, [method, path, body]: [string, string, unknown?], headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : json), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('the admin API behind the gateway', () => {
  const logs = useLogs({ trust: ['127.0.0.1'] });

  it.each(adminCalls)('refuses a visitor: %s %s → 401', async (...request) => {
    const marker = uniqueWord('guarded');
    await send(logs().url, [entry({ message: marker })]);
    await logs().flush();
    const res = await call(logs().url, request);
    expect(res.status).toBe(401);
    expect(await codeOf(res)).toBe('unauthorized');
    // Nothing was changed by the refused call.
    expect((await issueTitled(logs().url, marker)).status).toBe('open');
  });

  it('refuses a role header naming anything but admin', async () => {
    const res = await call(logs().url, adminCalls[0]!, { ...asAdmin, 'x-auth-role': 'visitor' });
    expect(res.status).toBe(401);
  });

  it.each(adminCalls.filter(([method]) => method !== 'GET'))(
    'refuses a cross-site %s %s with 403, administrator or not',
    async (...request) => {
      for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }] as Record<
        string,
        string
      >[]) {
        const res = await call(logs().url, request, { ...asAdmin, ...headers });
        expect(res.status).toBe(403);
        expect(await codeOf(res)).toBe('forbidden');
      }
    },
  );

  it('refuses non-JSON bodies on state-changing calls with 415', async () => {
    for (const [method, path] of adminCalls.filter(([m]) => m !== 'GET')) {
      const res = await fetch(`${logs().url}${path}`, {
        method,
        headers: { ...asAdmin, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'status=resolved&olderThanDays=0',
      });
      expect(res.status, `${method} ${path}`).toBe(415);
    }
  });

  it('answers malformed ids, queries and cursors with 400, unknown issues with 404', async () => {
    const get = (path: string) => fetch(`${logs().url}${path}`, { headers: asAdmin });
    expect((await get('/api/admin/logs/not-an-id')).status).toBe(400);
    expect((await get(`/api/admin/logs/${someId}`)).status).toBe(404);
    for (const query of [
      'level=fatal',
      'status=regressed',
      'limit=0',
      'limit=101',
      'cursor=%%%',
      `cursor=${Buffer.from('[1,"x"]').toString('base64url')}`,
      'from=yesterday',
      `from=${new Date().toISOString()}&to=2000-01-01T00:00:00Z`,
      'level=error&level=warn',
      'unknown=1',
      'q=%00%1B%5B31m',
    ]) {
      const res = await get(`/api/admin/logs?${query}`);
      expect(res.status, query).toBe(400);
      expect(await codeOf(res)).toBe('validation_failed');
    }
  });

  it('refuses a purge without a valid number of days', async () => {
    for (const body of [{}, { olderThanDays: -1 }, { olderThanDays: 1.5 }, { olderThanDays: '3' }]) {
      const res = await call(logs().url, ['POST', '/api/admin/logs/purge', body], asAdmin);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('purges everything older than N days', async () => {
    const marker = uniqueWord('purge');
    await send(logs().url, [entry({ message: marker })]);
    await logs().flush();
    const keep = await call(logs().url, ['POST', '/api/admin/logs/purge', { olderThanDays: 1 }], asAdmin);
    expect(await keep.json()).toEqual({ issues: 0, occurrences: 0 });
    await issueTitled(logs().url, marker);

    const all = await call(logs().url, ['POST', '/api/admin/logs/purge', { olderThanDays: 0 }], asAdmin);
    expect(all.status).toBe(200);
    const purged = (await all.json()) as { issues: number; occurrences: number };
    expect(purged.issues).toBeGreaterThanOrEqual(1);
    expect(purged.occurrences).toBeGreaterThanOrEqual(1);
    await expect(issueTitled(logs().url, marker)).rejects.toThrow('0 issues');
  });
});

describe('the admin API reached directly, not through the gateway', () => {
  // Loopback is a trusted front proxy here: an address that may name the client must still not name its role.
  const logs = useLogs({ trust: ['127.0.0.1'] });
  const marker = uniqueWord('untouched');

  it('ignores a role header without the gateway token, or with a wrong one', async () => {
    await send(logs().url, [entry({ message: marker })]);
    await logs().flush();
    const tokens: Record<string, string>[] = [
      {},
      { 'x-gateway-token': `${asAdmin['x-gateway-token']}x` },
      { 'x-gateway-token': '' },
    ];
    for (const token of tokens) {
      for (const request of adminCalls) {
        const res = await call(logs().url, request, { 'x-auth-role': 'admin', ...token });
        expect(res.status, request.join(' ')).toBe(401);
      }
    }
    expect((await issueTitled(logs().url, marker)).status).toBe('open');
  });

  it('never believes a role header when no gateway secret is configured', async () => {
    const alone = await startLogs({ trust: ['127.0.0.1'], gatewaySecret: null });
    try {
      for (const request of adminCalls) {
        expect((await call(alone.url, request, asAdmin)).status, request.join(' ')).toBe(401);
      }
    } finally {
      await alone.close();
    }
  });
});
