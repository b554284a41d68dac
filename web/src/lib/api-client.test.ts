import { analyticsEndpoints, authEndpoints, logsEndpoints, mailAdminEndpoints } from '@portfolio/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '@/test/fake-server';
import { ApiError, beaconEndpoint, callEndpoint, ContractError, NetworkError, retryAfterSeconds } from './api-client';

const issueId = '0123456789abcdef0123456789abcdef';
const summary = {
  id: issueId,
  source: 'client',
  level: 'error',
  status: 'resolved',
  regressed: false,
  title: 'boom',
  culprit: null,
  count: 1,
  sessions: 1,
  firstSeen: '2026-11-21T10:00:00.000Z',
  lastSeen: '2026-11-21T10:00:00.000Z',
  trend: [],
};

describe('callEndpoint', () => {
  it('fills and encodes the path parameters, and sends the body as JSON with the declared method', async () => {
    const server = fakeServer({
      'PUT /api/admin/preferences/a%2Fb': () => json(200, { key: 'ab', value: 'fr' }),
    });
    const answer = await callEndpoint(
      authEndpoints.preferenceSet,
      { params: { key: 'a/b' }, body: { value: 'fr' } },
      { credentials: 'include' },
    );
    expect(answer).toEqual({ key: 'ab', value: 'fr' });
    const [call] = server.calls;
    expect(call!.path).toBe('/api/admin/preferences/a%2Fb');
    expect(call!.init).toMatchObject({ method: 'PUT', credentials: 'include', body: '{"value":"fr"}' });
    expect(new Headers(call!.init?.headers).get('content-type')).toBe('application/json');
  });

  it('sends the bytes of an endpoint that takes bytes as they are, labelled with its first declared type', async () => {
    let url = '';
    const server = fakeServer({
      'POST /api/admin/mail/subscribers/import': (_, called) => {
        url = called;
        return json(200, { rows: 1, added: 1, confirmationsSent: 0, skipped: 0, problems: [] });
      },
    });
    const bytes = new TextEncoder().encode('email\r\na@example.com\r\n');
    await callEndpoint(mailAdminEndpoints.importSubscribers, {
      query: { confirmed: 'true', language: 'fr' },
      body: bytes,
    });
    const [call] = server.calls;
    expect(call!.init?.body).toBe(bytes);
    expect(new Headers(call!.init?.headers).get('content-type')).toBe('text/csv');
    expect(new URL(url, window.location.origin).search).toBe('?confirmed=true&language=fr');
  });

  it('builds the query string from the defined values, and sends no body or content type for a read', async () => {
    let url = '';
    fakeServer({
      'GET /api/admin/logs': (_, called) => {
        url = called;
        return json(200, { issues: [], nextCursor: null });
      },
    });
    await callEndpoint(logsEndpoints.issues, { query: { level: 'error', q: 'a&b c', cursor: undefined, limit: 5 } });
    expect(new URL(url, window.location.origin).search).toBe('?level=error&q=a%26b+c&limit=5');

    const server = fakeServer({
      'GET /api/analytics/stats': () => json(500, { code: 'internal_error', message: 'x' }),
    });
    await callEndpoint(analyticsEndpoints.stats, { query: {} }).catch(() => undefined);
    expect(server.calls[0]!.init).toMatchObject({ method: 'GET', body: undefined, headers: undefined });
    expect(new URL(server.calls[0]!.path, window.location.origin).search).toBe('');
  });

  it('raises a ContractError naming the endpoint and the paths that broke the contract, never the values', async () => {
    fakeServer({
      [`PATCH /api/admin/logs/${issueId}`]: () =>
        json(200, { ...summary, status: 'secret-value', title: 42, regressed: undefined }),
    });
    const failure = callEndpoint(logsEndpoints.issueStatus, { params: { id: issueId }, body: { status: 'resolved' } });
    const error: unknown = await failure.catch((e: unknown) => e);
    if (!(error instanceof ContractError)) throw new Error('expected a ContractError');
    expect(error.endpoint).toBe('PATCH /api/admin/logs/:id');
    expect([...error.issues].sort()).toEqual(['regressed', 'status', 'title']);
    expect(error.message).not.toContain('secret-value');
  });

  it('raises a ContractError for an ok answer that is not JSON at all', async () => {
    fakeServer({ 'GET /api/admin/session': () => new Response('<html>', { status: 200 }) });
    await expect(callEndpoint(authEndpoints.session, {})).rejects.toMatchObject({
      name: 'ContractError',
      issues: [''],
    });
  });

  it('maps an error answer to an ApiError with the contract code, its message and Retry-After', async () => {
    fakeServer({
      'POST /api/admin/login': () =>
        json(429, { code: 'too_many_requests', message: 'Slow down.' }, { 'Retry-After': '840' }),
    });
    const login = callEndpoint(authEndpoints.login, { body: { email: 'a@b.c', password: 'x' } });
    await expect(login).rejects.toBeInstanceOf(ApiError);
    await expect(login).rejects.toMatchObject({
      status: 429,
      code: 'too_many_requests',
      message: 'Slow down.',
      retryAfterSeconds: 840,
    });
  });

  it('uses the caller’s failure message, and the status when the error body is not the contract’s', async () => {
    fakeServer({ 'GET /api/analytics/stats': () => new Response('oops', { status: 502, statusText: 'Bad Gateway' }) });
    await expect(callEndpoint(analyticsEndpoints.stats, { query: {} })).rejects.toMatchObject({
      status: 502,
      code: undefined,
      message: '502 Bad Gateway',
    });
    await expect(
      callEndpoint(analyticsEndpoints.stats, { query: {} }, { failureMessage: 'Failed to fetch stats' }),
    ).rejects.toThrow('Failed to fetch stats');
  });

  it('raises a NetworkError when no answer came', async () => {
    fakeServer({ 'POST /api/admin/logout': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(callEndpoint(authEndpoints.logout, {})).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('beaconEndpoint', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
  });
  const batch = { source: 'client' as const, entries: [] };

  it('queues the body as text on the endpoint’s path when the endpoint accepts text/plain', () => {
    const beacon = vi.fn((_url: string, _data: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    expect(beaconEndpoint(logsEndpoints.ingest, batch)).toBe(true);
    expect(beacon).toHaveBeenCalledWith('/api/logs', JSON.stringify(batch));
  });

  it('says false when the browser refuses or throws, or has no beacon', () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: () => false, configurable: true });
    expect(beaconEndpoint(logsEndpoints.ingest, batch)).toBe(false);
    Object.defineProperty(navigator, 'sendBeacon', {
      value: () => {
        throw new TypeError('too large');
      },
      configurable: true,
    });
    expect(beaconEndpoint(logsEndpoints.ingest, batch)).toBe(false);
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    expect(beaconEndpoint(logsEndpoints.ingest, batch)).toBe(false);
  });

  it('never beacons to an endpoint that takes JSON only', () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    expect(beaconEndpoint(logsEndpoints.purge, { olderThanDays: 3 })).toBe(false);
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds or a date, and nothing else', () => {
    expect(retryAfterSeconds('120', 0)).toBe(120);
    expect(retryAfterSeconds(new Date(90_000).toUTCString(), 30_000)).toBe(60);
    expect(retryAfterSeconds(new Date(0).toUTCString(), 30_000)).toBe(0);
    expect(retryAfterSeconds('soon', 0)).toBeUndefined();
    expect(retryAfterSeconds(null, 0)).toBeUndefined();
  });
});
