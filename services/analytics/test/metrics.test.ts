import { describe, expect, it } from 'vitest';
import { authRoleHeader, gatewayTokenHeader } from '@portfolio/contracts';
import { parsePromText, promHas, promValue, testGatewaySecret, type PromText } from '@portfolio/testing';
import { pageview, sessionStart, startAnalytics } from './fixture.ts';
import { accept, askStats, post } from './http.ts';

const scrape = async (url: string, headers: Record<string, string> = {}) => fetch(`${url}/metrics`, { headers });

async function metrics(url: string): Promise<PromText> {
  const res = await scrape(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parsePromText(await res.text());
}

const requests = (m: PromText, endpoint: string, statusClass: string) =>
  promValue(m, 'portfolio_http_requests_total', { service: 'analytics', endpoint, status_class: statusClass });

describe("the analytics service's metrics", () => {
  it('counts known traffic by contract endpoint and status class, and times it and its store calls', async () => {
    const analytics = await startAnalytics();
    const before = await metrics(analytics.url);

    await accept(analytics.url, 'session', sessionStart());
    for (const i of [1, 2, 3]) await accept(analytics.url, 'pageview', pageview({ pageviewId: `pv-metrics-${i}` }));
    expect((await post(analytics.url, 'pageview', { path: 42 })).status).toBe(400);
    await analytics.flush();
    for (const _ of [1, 2]) expect((await askStats(analytics.url, { admin: true })).status).toBe(200);
    // Raw paths never become series: each of these counts under one `unmatched` value.
    for (const path of ['/api/analytics/nope', '/wp-login.php', '/api/analytics/stats/extra']) {
      expect((await fetch(`${analytics.url}${path}`)).status).toBe(404);
    }

    const after = await metrics(analytics.url);
    const delta = (endpoint: string, statusClass: string) =>
      requests(after, endpoint, statusClass) - requests(before, endpoint, statusClass);
    expect(delta('POST /api/analytics/pageview', '2xx')).toBe(3);
    expect(delta('POST /api/analytics/pageview', '4xx')).toBe(1);
    expect(delta('POST /api/analytics/session', '2xx')).toBe(1);
    expect(delta('GET /api/analytics/stats', '2xx')).toBe(2);
    expect(delta('unmatched', '4xx')).toBe(3);
    expect(after.samples.map((s) => s.labels.endpoint ?? '')).not.toContain('/wp-login.php');

    expect(after.types.get('portfolio_http_request_duration_seconds')).toBe('histogram');
    const timed = { service: 'analytics', endpoint: 'GET /api/analytics/stats' };
    const count = (m: PromText) => promValue(m, 'portfolio_http_request_duration_seconds_count', timed);
    expect(count(after) - count(before)).toBe(2);
    expect(promValue(after, 'portfolio_http_request_duration_seconds_bucket', { ...timed, le: '+Inf' })).toBe(
      count(after),
    );

    // The statistics read the store through kit's storeCalls; the spool's replay writes through the pump.
    const storeCalls = (m: PromText) =>
      promValue(m, 'portfolio_store_call_duration_seconds_count', { service: 'analytics' });
    expect(storeCalls(after) - storeCalls(before)).toBeGreaterThanOrEqual(3);
    expect(promHas(after, 'portfolio_store_call_duration_seconds_count', { store: 'spool replay' })).toBe(true);
    expect(promValue(after, 'portfolio_store_call_errors_total', { service: 'analytics' })).toBe(0);

    // The spool is flushed: nothing pending, nothing dropped or refused.
    const spool = { service: 'analytics', spool: 'analytics' };
    expect(promHas(after, 'portfolio_spool_pending_bytes', spool)).toBe(true);
    expect(promValue(after, 'portfolio_spool_pending_bytes', spool)).toBe(0);
    expect(promValue(after, 'portfolio_spool_oldest_age_seconds', spool)).toBe(0);
    expect(promValue(after, 'portfolio_spool_refused_records', spool)).toBe(0);

    // The process's own figures: memory and event loop delay.
    expect(promValue(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(after.types.get('nodejs_eventloop_lag_p99_seconds')).toBe('gauge');
  });

  it('answers /metrics to a direct caller alone, and the administrator through the contract endpoint', async () => {
    const analytics = await startAnalytics();
    // Relayed by a proxy (the gateway, a front proxy on this machine): refused like any unknown path.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const relayed = await scrape(analytics.url, { [header]: '203.0.113.9' });
      expect(relayed.status, header).toBe(404);
      expect(await relayed.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await fetch(`${analytics.url}/metrics`, { method: 'POST' })).status).toBe(404);

    const path = `${analytics.url}/api/admin/metrics/analytics`;
    const visitor = await fetch(path);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ code: 'unauthorized' });
    const asAdmin = await fetch(path, {
      headers: {
        [authRoleHeader]: 'admin',
        [gatewayTokenHeader]: testGatewaySecret,
        'x-forwarded-for': '198.51.100.7',
      },
    });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(asAdmin.headers.get('cache-control')).toBe('no-store');
    const seen = parsePromText(await asAdmin.text());
    expect(new Set(seen.samples.flatMap((s) => (s.labels.service ? [s.labels.service] : [])))).toEqual(
      new Set(['analytics']),
    );
    expect(promHas(seen, 'portfolio_http_requests_total', { endpoint: 'GET /metrics', status_class: '4xx' })).toBe(
      true,
    );
  });
});
