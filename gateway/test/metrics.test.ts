import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serviceNames, type ServiceName } from '@portfolio/contracts';
import { parsePromText, promValue, type PromText } from '@portfolio/testing';
import { signIn, useGatewayTopology } from './support/topology.ts';

const dashboard = JSON.parse(
  readFileSync(new URL('../../infra/monitoring/grafana/dashboards/portfolio.json', import.meta.url), 'utf8'),
) as { panels: { targets: { expr: string }[] }[] };

/** Every metric name the dashboard's queries read (a histogram's `_bucket` series included). */
const dashboardNames = () => {
  const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr));
  return new Set(exprs.flatMap((e) => e.match(/\b(?:portfolio|nodejs|process|nginx)_[a-z0-9_]+\b/g) ?? []));
};

const prometheusType = 'text/plain; version=0.0.4; charset=utf-8';

/**
 * The metrics in the gateway topology: each service answers /metrics on its own port to a direct caller, the
 * administrator reads them through the gateway, nobody else does, and nginx's own counters are among them.
 */
describe('metrics behind the gateway', () => {
  const gateway = useGatewayTopology();

  const scrape = async (name: ServiceName): Promise<PromText> => {
    const res = await fetch(`${gateway.topology.serviceUrl(name)}/metrics`);
    expect(res.status, name).toBe(200);
    expect(res.headers.get('content-type')).toBe(prometheusType);
    return parsePromText(await res.text());
  };

  it('counts traffic, refuses outsiders, answers the administrator, and includes the gateway counters', async () => {
    // Known traffic through the gateway: three article lists, one path under a route that no endpoint answers.
    for (const _ of [1, 2, 3]) expect((await fetch(gateway.url('/api/content/articles'))).status).toBe(200);
    expect((await fetch(gateway.url('/api/content/articles/a-slug/no-such-thing'))).status).toBe(404);

    // From outside: the gateway never passes /metrics on, in any spelling it routes.
    for (const path of ['/metrics', '/metrics?x=1', '/api/metrics', '/api/admin/metrics/content']) {
      const res = await fetch(gateway.url(path));
      expect(res.status, path).toBe(path.startsWith('/api/admin/') ? 401 : 404);
      expect(res.headers.get('content-type'), path).not.toBe(prometheusType);
    }

    const content = await scrape('content');
    const articles = { service: 'content', endpoint: 'GET /api/content/articles', status_class: '2xx' };
    expect(promValue(content, 'portfolio_http_requests_total', articles)).toBe(3);
    expect(
      promValue(content, 'portfolio_http_requests_total', { endpoint: 'unmatched', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);

    // The administrator, signed in, reads each service's metrics through the gateway.
    const cookie = await signIn(gateway.url);
    for (const name of serviceNames) {
      const res = await fetch(gateway.url(`/api/admin/metrics/${name}`), { headers: { cookie } });
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type'), name).toBe(prometheusType);
      const text = parsePromText(await res.text());
      expect(promValue(text, 'process_resident_memory_bytes'), name).toBeGreaterThan(0);
    }

    // nginx's own counters, read from its status page by the logs service: every request above went through it.
    const logs = await scrape('logs');
    expect(promValue(logs, 'nginx_up')).toBe(1);
    expect(promValue(logs, 'nginx_http_requests_total')).toBeGreaterThanOrEqual(3 + 1 + 4 + serviceNames.length);
    expect(promValue(logs, 'nginx_connections_accepted')).toBeGreaterThan(0);

    // Every name the Grafana dashboard queries is one some part of the product exposes.
    const exposed = new Set<string>();
    // A counter nothing has counted yet has its TYPE line and no sample; a histogram's samples are its series.
    for (const name of serviceNames) {
      const m = await scrape(name);
      for (const s of m.samples) exposed.add(s.name);
      for (const [family, type] of m.types) {
        exposed.add(family);
        if (type === 'histogram') for (const part of ['_bucket', '_sum', '_count']) exposed.add(family + part);
      }
    }
    const missing = [...dashboardNames()].filter((name) => !exposed.has(name));
    expect(missing).toEqual([]);
  });
});
