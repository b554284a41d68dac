import { Counter, Gauge } from 'prom-client';
import { withTimeout } from '../with-timeout.ts';
import { processMetric } from './registry.ts';

interface SpoolFigures {
  pendingBytes: number;
  pendingSegments: number;
  oldestAgeSeconds: number;
  droppedRecords: number;
  refusedRecords: number;
}

/** What a job list tells about itself: the jobs waiting, the oldest one's age, those given up after failing. */
export interface JobFigures {
  depth: number;
  oldestAgeSeconds: number;
  failed: number;
}

export interface JobFiguresSource {
  stats(now: Date): Promise<JobFigures>;
}

/**
 * The spools, by service and spool name: the newest of a name wins (a service restarted in-process makes a new
 * one), and a spool nobody holds any more is forgotten rather than kept alive by its figures.
 */
const spools = new Map<string, { service: string; spool: string; ref: WeakRef<{ stats(): SpoolFigures }> }>();
/** The job lists each service runs jobs from, with how many runners use each (two runners may share a list). */
const jobLists = new Map<string, Map<JobFiguresSource, number>>();
/** A job list's figures are a store query: one that hangs leaves its service out of this scrape, never holds it. */
const jobStatsTimeoutMs = 1000;

const spoolGauge = (name: string, help: string, read: (figures: SpoolFigures) => number) =>
  processMetric(
    (registry) =>
      new Gauge({
        name,
        help,
        labelNames: ['service', 'spool'],
        registers: [registry],
        collect() {
          this.reset();
          for (const [key, { service, spool, ref }] of spools) {
            const held = ref.deref();
            if (held) this.set({ service, spool }, read(held.stats()));
            else spools.delete(key);
          }
        },
      }),
  );

const spoolGauges = [
  spoolGauge('portfolio_spool_pending_bytes', 'Bytes accepted and not yet in the store.', (f) => f.pendingBytes),
  spoolGauge('portfolio_spool_pending_segments', 'Spool files waiting for the store.', (f) => f.pendingSegments),
  spoolGauge(
    'portfolio_spool_oldest_age_seconds',
    'Age of the oldest record waiting for the store (0 when none is).',
    (f) => f.oldestAgeSeconds,
  ),
  spoolGauge(
    'portfolio_spool_dropped_records',
    'Records dropped since start: too old to replay, or torn by a crash.',
    (f) => f.droppedRecords,
  ),
  spoolGauge(
    'portfolio_spool_refused_records',
    'Records refused since start: the spool was full.',
    (f) => f.refusedRecords,
  ),
];

/** Publishes a spool's figures under its service and name (the folder's). */
export function watchSpool(service: string, spool: string, source: { stats(): SpoolFigures }) {
  for (const gauge of spoolGauges) gauge();
  spools.set(`${service}\u0000${spool}`, { service, spool, ref: new WeakRef(source) });
}

async function figuresByService(): Promise<Map<string, JobFigures>> {
  const now = new Date();
  const byService = new Map<string, JobFigures>();
  for (const [service, lists] of jobLists) {
    const figures = await Promise.all(
      [...lists.keys()].map((list) =>
        withTimeout(list.stats(now), jobStatsTimeoutMs, 'job stats').catch(() => undefined),
      ),
    );
    const known = figures.filter((f) => f !== undefined);
    if (known.length === 0) continue;
    byService.set(service, {
      depth: known.reduce((sum, f) => sum + f.depth, 0),
      oldestAgeSeconds: Math.max(...known.map((f) => f.oldestAgeSeconds)),
      failed: known.reduce((sum, f) => sum + f.failed, 0),
    });
  }
  return byService;
}

/**
 * One store query per scrape for the three job gauges: a scrape calls their collects in one go, before the query
 * can settle, so the first asks and the others share its answer; the next scrape asks again.
 */
let pendingFigures: Promise<Map<string, JobFigures>> | undefined;
const sharedFigures = () => {
  pendingFigures ??= figuresByService().finally(() => {
    pendingFigures = undefined;
  });
  return pendingFigures;
};

const jobGauge = (name: string, help: string, read: (figures: JobFigures) => number) =>
  processMetric(
    (registry) =>
      new Gauge({
        name,
        help,
        labelNames: ['service'],
        registers: [registry],
        async collect() {
          const figures = await sharedFigures();
          this.reset();
          for (const [service, f] of figures) this.set({ service }, read(f));
        },
      }),
  );

const jobGauges = [
  jobGauge('portfolio_jobs_queued', 'Background jobs waiting or under way.', (f) => f.depth),
  jobGauge(
    'portfolio_jobs_oldest_age_seconds',
    'How long the oldest due job has been waiting.',
    (f) => f.oldestAgeSeconds,
  ),
  jobGauge('portfolio_jobs_given_up', 'Background jobs that failed too often and were given up.', (f) => f.failed),
];

const jobFailures = processMetric(
  (registry) =>
    new Counter({
      name: 'portfolio_job_failures_total',
      help: 'Background job runs that failed (each is retried later, or given up after too many).',
      labelNames: ['service', 'kind'],
      registers: [registry],
    }),
);

/** Publishes a job list's figures under its service until the returned function is called (the runner stopped). */
export function watchJobList(service: string, list: JobFiguresSource): () => void {
  for (const gauge of jobGauges) gauge();
  jobFailures();
  const lists = jobLists.get(service) ?? new Map<JobFiguresSource, number>();
  jobLists.set(service, lists);
  lists.set(list, (lists.get(list) ?? 0) + 1);
  return () => {
    const users = (lists.get(list) ?? 1) - 1;
    if (users > 0) lists.set(list, users);
    else lists.delete(list);
  };
}

export const countJobFailure = (service: string, kind: string) => jobFailures().inc({ service, kind });
