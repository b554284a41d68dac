import type { Logger } from 'pino';
import { countJobFailure, watchJobList } from '../metrics/queue-metrics.ts';
import { serviceOf } from '../metrics/registry.ts';
import { measuredStore } from '../metrics/store-metrics.ts';
import type { ClaimedJob, Job, JobList } from './job-list.ts';

/** Runs one kind of job. It may run again after a crash between its end and the job's removal: make it idempotent. */
export type JobHandler = (job: Job) => Promise<void>;

export interface JobRunnerOptions {
  list: JobList;
  handlers: Record<string, JobHandler>;
  logger: Logger;
  now?: () => Date;
  /** How long a claim holds: longer than any handler takes, and how late a job interrupted by a crash runs again. */
  leaseMs?: number;
  /** The longest sleep, so that jobs put by another process, or freed by an expired lease, are seen. */
  pollMs?: number;
  /** The wait before a failed job runs again, given the failed runs so far (this one included). */
  retryDelayMs?: (attempts: number) => number;
  /** Failed runs after which a job is given up (logged as an error and kept as failed); unbounded when absent. */
  maxAttempts?: number;
}

export interface JobRunner {
  /** Looks at the list again now: call it after a put, so that a job due soon does not wait for the next poll. */
  wake(): void;
  /** Lets the job under way finish, then stops; nothing runs after it settles. */
  stop(): Promise<void>;
}

const defaultLeaseMs = 5 * 60_000;
const defaultPollMs = 30_000;
/** A job nobody here can run waits long: a newer version of the service that knows its kind may be on its way. */
const unknownKindDelayMs = 60 * 60_000;
/** setTimeout's longest delay: a longer one fires at once. */
const maxTimerMs = 2 ** 31 - 1;

/** 10 s, 20 s, 40 s… up to an hour: a store or a neighbour that is down gets time to come back. */
export const backoffMs = (attempts: number) => Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);

/**
 * Runs the list's due jobs one at a time, in this process, until stopped. It sleeps until the next job is due (at
 * most pollMs), claims it under a lease, runs its kind's handler and removes it; a failure is logged and the job
 * put back for later. The timers are unref'd: the runner never keeps a process alive by itself.
 */
export function startJobRunner(options: JobRunnerOptions): JobRunner {
  const { handlers, logger, maxAttempts } = options;
  // The list's figures (queued, oldest, given up), its store calls and the failed runs are published under the
  // runner's service.
  const service = serviceOf(logger);
  const list = measuredStore({ service, store: 'job list' }, options.list);
  const unwatch = watchJobList(service, options.list);
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? defaultLeaseMs;
  const pollMs = options.pollMs ?? defaultPollMs;
  const retryDelayMs = options.retryDelayMs ?? backoffMs;
  let stopped = false;
  let woken = false;
  let timer: NodeJS.Timeout | undefined;
  let endSleep: (() => void) | undefined;

  function sleep(ms: number) {
    return new Promise<void>((resolve) => {
      endSleep = resolve;
      timer = setTimeout(resolve, Math.min(ms, maxTimerMs)).unref();
    });
  }

  function interrupt() {
    clearTimeout(timer);
    endSleep?.();
  }

  async function failed(job: ClaimedJob, delayMs: number, err: unknown, level: 'warn' | 'error' = 'warn') {
    const attempts = job.attempts + 1;
    countJobFailure(service, job.kind);
    const about = { job: job.id, kind: job.kind, attempts, err: (err as Error).message };
    if (maxAttempts !== undefined && attempts >= maxAttempts) {
      logger.error(about, 'job failed too often; given up');
      await list.giveUp(job.id, job.lease, now());
      return;
    }
    const retryAt = new Date(now().getTime() + delayMs);
    logger[level]({ ...about, retryAt: retryAt.toISOString() }, 'job failed; it runs again later');
    await list.fail(job.id, job.lease, retryAt);
  }

  async function run(job: ClaimedJob) {
    const handler = Object.hasOwn(handlers, job.kind) ? handlers[job.kind] : undefined;
    if (!handler) {
      return failed(job, unknownKindDelayMs, new Error(`no handler for jobs of kind ${job.kind}`), 'error');
    }
    try {
      await handler(job);
    } catch (err) {
      return failed(job, retryDelayMs(job.attempts + 1), err);
    }
    // False when the job was replaced or cancelled while it ran: the replacement runs in its own time.
    if (!(await list.complete(job.id, job.lease))) logger.info({ job: job.id }, 'job changed while it ran');
  }

  /** How long to sleep when nothing is claimable: until the next runAt, unless that one is leased elsewhere. */
  async function idleMs() {
    const next = await list.nextRunAt();
    const wait = next === undefined ? pollMs : next.getTime() - now().getTime();
    return wait > 0 ? Math.min(wait, pollMs) : pollMs;
  }

  async function loop() {
    while (!stopped) {
      woken = false;
      let wait: number;
      try {
        const job = await list.claim(now(), leaseMs);
        if (job) {
          await run(job);
          continue;
        }
        wait = await idleMs();
      } catch (err) {
        // The store is away: the lease of a job under way runs out and it runs again once the store is back.
        logger.warn({ err: (err as Error).message }, 'job list unreachable; retrying later');
        wait = pollMs;
      }
      if (!woken && !stopped) await sleep(wait);
    }
  }

  const running = loop();
  return {
    wake() {
      woken = true;
      interrupt();
    },
    async stop() {
      stopped = true;
      interrupt();
      await running;
      unwatch();
    },
  };
}
