import { Counter, Gauge, type Registry } from 'prom-client';
import { processMetric } from './registry.ts';

/** nginx's stub_status page, as numbers. */
export interface NginxStatus {
  active: number;
  accepted: number;
  handled: number;
  requests: number;
  reading: number;
  writing: number;
  waiting: number;
}

const statusPattern =
  /^Active connections:\s*(\d+)\s*\nserver accepts handled requests\s*\n\s*(\d+)\s+(\d+)\s+(\d+)\s*\nReading:\s*(\d+)\s+Writing:\s*(\d+)\s+Waiting:\s*(\d+)/;

/** Reads stub_status's text; undefined when it is not that (another page, a truncated answer). */
export function parseNginxStatus(text: string): NginxStatus | undefined {
  const m = statusPattern.exec(text.trim());
  if (!m) return undefined;
  const [active, accepted, handled, requests, reading, writing, waiting] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { active, accepted, handled, requests, reading, writing, waiting };
}

const fetchTimeoutMs = 1000;

async function readStatus(url: string): Promise<NginxStatus | undefined> {
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs) });
    return answer.ok ? parseNginxStatus(await answer.text()) : undefined;
  } catch {
    return undefined;
  }
}

/** The status page read at each scrape: the latest service started with one says where it is. */
let statusUrl: string | undefined;
let pending: Promise<NginxStatus | undefined> | undefined;
/**
 * One read per scrape for every figure: a scrape calls each figure's collect in one go, before any read can
 * settle, so the first asks and the others share its answer; the next scrape reads again.
 */
const current = () => {
  pending ??= (statusUrl ? readStatus(statusUrl) : Promise.resolve(undefined)).finally(() => {
    pending = undefined;
  });
  return pending;
};

function nginxMetrics(registry: Registry) {
  const gauge = (name: string, help: string, read?: (s: NginxStatus) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const status = await current();
        this.reset();
        if (!read) this.set(status ? 1 : 0);
        else if (status) this.set(read(status));
      },
    });
  const counter = (name: string, help: string, read: (s: NginxStatus) => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      async collect() {
        const status = await current();
        this.reset();
        if (status) this.inc(read(status));
      },
    });
  gauge('nginx_up', 'Whether the gateway status page could be read (1) or not (0).');
  gauge('nginx_connections_active', 'Client connections open now, waiting ones included.', (s) => s.active);
  gauge('nginx_connections_reading', 'Connections where nginx is reading the request header.', (s) => s.reading);
  gauge('nginx_connections_writing', 'Connections where nginx is writing the answer.', (s) => s.writing);
  gauge('nginx_connections_waiting', 'Idle keep-alive connections.', (s) => s.waiting);
  counter('nginx_connections_accepted', 'Client connections accepted since nginx started.', (s) => s.accepted);
  counter('nginx_connections_handled', 'Client connections handled since nginx started.', (s) => s.handled);
  counter('nginx_http_requests_total', 'Client requests since nginx started.', (s) => s.requests);
  return registry;
}

const registered = processMetric(nginxMetrics);

/**
 * The gateway's own connection counters in this process's metrics, read from its stub_status page at each scrape,
 * under the names nginx's official exporter gives them (nginx/nginx-prometheus-exporter, which the container
 * deployment runs instead): one dashboard reads both. `nginx_up` is 0 while the page cannot be read.
 */
export function watchNginxStatus(url: string) {
  statusUrl = url;
  registered();
}
