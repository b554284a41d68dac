import { Agent, request } from 'node:http';

export interface LoadOptions {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  /** The same body every time, or one per request (by its index), e.g. to spread page views over sessions. */
  body?: string | ((index: number) => string);
  /** Requests in flight at once. */
  concurrency?: number;
  /** Total requests (the loop is bounded by count, not by time). */
  requests?: number;
}

export interface LoadResult {
  requests: number;
  failures: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** A small keep-alive HTTP load generator for loopback benchmarks: fixed request count, bounded concurrency. */
export async function runLoad({
  url,
  method = 'GET',
  headers = {},
  body,
  concurrency = 32,
  requests = 5000,
}: LoadOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const target = new URL(url);
  const latencies: number[] = [];
  let failures = 0;
  let issued = 0;

  const one = (index: number) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = request(
        { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - started);
            if ((res.statusCode ?? 500) >= 400) failures++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        failures++;
        resolve();
      });
      req.end(typeof body === 'function' ? body(index) : body);
    });

  const worker = async () => {
    while (issued < requests) {
      await one(issued++);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests,
    failures,
    seconds,
    perSecond: requests / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
  };
}

export const formatLoad = (label: string, r: LoadResult) =>
  `${label.padEnd(44)} ${r.perSecond.toFixed(0).padStart(7)} req/s   p50 ${r.p50Ms.toFixed(2).padStart(6)} ms   p99 ${r.p99Ms
    .toFixed(2)
    .padStart(6)} ms   failures ${r.failures}`;

/**
 * Runs two loads alternately, `rounds` times each, and keeps the median run of each (by requests per second): on a
 * shared machine a single run can be coloured by whatever else happens at that moment. Which goes first swaps
 * every round (A B, B A, A B…), so that a drift over the invocation (a store growing with every run, a machine
 * warming up) is not charged to one side. Every round's pair comes back too, for a caller that shows the spread.
 */
export async function compareRuns<R extends LoadResult>(
  first: () => Promise<R>,
  second: () => Promise<R>,
  rounds = 3,
): Promise<[R, R, [R, R][]]> {
  const pairs: [R, R][] = [];
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      const a = await first();
      pairs.push([a, await second()]);
    } else {
      const b = await second();
      pairs.push([await first(), b]);
    }
  }
  const median = (runs: R[]) => runs.sort((a, b) => a.perSecond - b.perSecond)[Math.floor(rounds / 2)]!;
  return [median(pairs.map(([a]) => a)), median(pairs.map(([, b]) => b)), pairs];
}

/** compareRuns with this module's load generator. */
export const compareLoads = (first: LoadOptions, second: LoadOptions, rounds = 3) =>
  compareRuns(
    () => runLoad(first),
    () => runLoad(second),
    rounds,
  );
