import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  announceSkip,
  eventually,
  listen,
  outwardIpv4,
  parsePromText,
  promHas,
  promValue,
  testGatewaySecret,
  useTempDirs,
} from '@portfolio/testing';
import {
  createLogger,
  parseConfig,
  serviceConfig,
  createSqliteJobList,
  openDatabase,
  startJobRunner,
  HttpError,
  metricsCallerCheck,
  metricsText,
  parseNginxStatus,
  sendError,
  Spool,
  storeCalls,
  watchNginxStatus,
} from '../src/index.ts';
import { withMetricsPath } from '../src/metrics/exposure.ts';

const tempDir = useTempDirs('metrics');
const scraped = async () => parsePromText(await metricsText());

const stubStatus = `Active connections: 3 
server accepts handled requests
 17 16 42 
Reading: 0 Writing: 1 Waiting: 2 
`;

const outward = outwardIpv4();
if (!outward) announceSkip("kit's metrics", 'no non-loopback IPv4 address to scrape /metrics from');

describe("kit's metrics", () => {
  it("times store calls under the logger's service and the store's name, and counts failures, not refusals", async () => {
    const fromStore = storeCalls(createLogger('kit-store-test', 'silent'), { store: 'notes store', timeoutMs: 50 });
    await fromStore(async () => 'ok');
    await expect(fromStore(() => Promise.reject(new HttpError(404, 'not_found', 'No such note.')))).rejects.toThrow(
      'No such note.',
    );
    await expect(fromStore(() => Promise.reject(new Error('connection refused')))).rejects.toMatchObject({
      status: 503,
    });
    await expect(fromStore(() => new Promise(() => {}))).rejects.toMatchObject({ status: 503 });

    const labels = { service: 'kit-store-test', store: 'notes store' };
    const m = await scraped();
    expect(promValue(m, 'portfolio_store_call_duration_seconds_count', labels)).toBe(4);
    expect(promValue(m, 'portfolio_store_call_errors_total', labels)).toBe(2);
  });

  it("shows a spool's backlog and its oldest record's age until the store has taken them", async () => {
    const spool = new Spool<{ id: string }>({
      dir: `${tempDir()}/events`,
      maxBytes: 1024 * 1024,
      maxAgeMs: 60_000,
      logger: createLogger('kit-spool-test', 'silent'),
    });
    const labels = { service: 'kit-spool-test', spool: 'events' };
    await spool.append([{ id: 'a' }, { id: 'b' }]);
    let m = await scraped();
    expect(promValue(m, 'portfolio_spool_pending_bytes', labels)).toBe(spool.stats().pendingBytes);
    expect(promValue(m, 'portfolio_spool_pending_bytes', labels)).toBeGreaterThan(0);
    expect(promValue(m, 'portfolio_spool_pending_segments', labels)).toBe(1);
    expect(promHas(m, 'portfolio_spool_oldest_age_seconds', labels)).toBe(true);
    expect(await spool.drain(async () => {})).toBe(2);
    m = await scraped();
    expect(promValue(m, 'portfolio_spool_pending_bytes', labels)).toBe(0);
    expect(promValue(m, 'portfolio_spool_oldest_age_seconds', labels)).toBe(0);
    await spool.close();
  });

  it("publishes a job list's backlog and given-up jobs, and counts failed runs by kind", async () => {
    const db = openDatabase(`${tempDir()}/jobs.sqlite`);
    const list = createSqliteJobList(db);
    const far = new Date(Date.now() + 3_600_000);
    await list.put({ id: 'later', kind: 'publish', runAt: far, payload: {} });
    await list.put({ id: 'doomed', kind: 'send', runAt: new Date(), payload: {} });
    const runner = startJobRunner({
      list,
      logger: createLogger('kit-jobs-test', 'silent'),
      handlers: { send: () => Promise.reject(new Error('SMTP server away')), publish: async () => {} },
      maxAttempts: 1,
      pollMs: 50,
    });
    const service = { service: 'kit-jobs-test' };
    await eventually(async () => promValue(await scraped(), 'portfolio_jobs_given_up', service) === 1);
    const m = await scraped();
    expect(promValue(m, 'portfolio_job_failures_total', { ...service, kind: 'send' })).toBe(1);
    // The job due in an hour is not due yet: nothing waits now.
    expect(promValue(m, 'portfolio_jobs_queued', service)).toBe(0);
    expect(promValue(m, 'portfolio_jobs_oldest_age_seconds', service)).toBe(0);
    // Its claims and completions are the service's store calls.
    expect(
      promValue(m, 'portfolio_store_call_duration_seconds_count', { ...service, store: 'job list' }),
    ).toBeGreaterThan(0);
    await runner.stop();
    expect(promHas(await scraped(), 'portfolio_jobs_queued', service)).toBe(false);
    db.close();
  });

  it("reads nginx's stub_status into the exporter's names, and says so when it cannot", async () => {
    expect(parseNginxStatus(stubStatus)).toEqual({
      active: 3,
      accepted: 17,
      handled: 16,
      requests: 42,
      reading: 0,
      writing: 1,
      waiting: 2,
    });
    expect(parseNginxStatus('<html>not the status page</html>')).toBeUndefined();

    const served = await listen((_req, res) => res.end(stubStatus));
    watchNginxStatus(`${served.url}/stub_status`);
    let m = await scraped();
    expect(promValue(m, 'nginx_up')).toBe(1);
    expect(promValue(m, 'nginx_connections_active')).toBe(3);
    expect(promValue(m, 'nginx_connections_accepted')).toBe(17);
    expect(promValue(m, 'nginx_connections_handled')).toBe(16);
    expect(promValue(m, 'nginx_http_requests_total')).toBe(42);
    expect(promValue(m, 'nginx_connections_waiting')).toBe(2);
    expect(m.types.get('nginx_http_requests_total')).toBe('counter');
    await served.close();
    m = await scraped();
    expect(promValue(m, 'nginx_up')).toBe(0);
    expect(promValue(m, 'nginx_connections_active')).toBe(0);
  });

  it('refuses a start with an allowed network or a status page address that is not one, naming the key', () => {
    const parse = (env: Record<string, string>) =>
      parseConfig(serviceConfig('logs'), { GATEWAY_SECRET: testGatewaySecret, ...env });
    expect(parse({ METRICS_ALLOWED_NETWORKS: '172.30.21.0/24, 10.0.0.7' }).METRICS_ALLOWED_NETWORKS).toEqual([
      '172.30.21.0/24',
      '10.0.0.7',
    ]);
    expect(() =>
      parse({ METRICS_ALLOWED_NETWORKS: '172.30.21.0/24,everyone', NGINX_STATUS_URL: 'file:///etc/passwd' }),
    ).toThrow(/METRICS_ALLOWED_NETWORKS\.1: must be IP addresses or CIDR ranges[\s\S]*NGINX_STATUS_URL/);
  });

  it.skipIf(!outward)(
    'answers /metrics to a direct caller from an allowed network, and to no one else from there',
    async () => {
      const address = outward!;
      const serve = (networks: string[]) => {
        const server: Server = createServer(
          withMetricsPath(metricsCallerCheck(networks), (_q, r) => sendError(r, 404)),
        );
        return new Promise<{ url: string; server: Server }>((resolve) =>
          server.listen(0, address, () =>
            resolve({ url: `http://${address}:${(server.address() as AddressInfo).port}`, server }),
          ),
        );
      };
      const allowed = await serve([`${address}/32`]);
      const elsewhere = await serve([]);
      try {
        expect((await fetch(`${allowed.url}/metrics`)).status).toBe(200);
        expect((await fetch(`${allowed.url}/metrics`, { headers: { 'x-forwarded-for': address } })).status).toBe(404);
        expect((await fetch(`${elsewhere.url}/metrics`)).status).toBe(404);
      } finally {
        allowed.server.close();
        elsewhere.server.close();
      }
    },
  );
});
