import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventually, useTempDirs } from '@portfolio/testing';
import {
  createSqliteJobList,
  openDatabase,
  startJobRunner,
  type DatabaseSync,
  type Job,
  type JobList,
  type JobRunner,
  type JobRunnerOptions,
} from '../src/index.ts';
import { captureLogs, type CapturedLogs } from './support/captured-logs.ts';

describe('startJobRunner', () => {
  const tempDir = useTempDirs('kit-job-runner');
  let db: DatabaseSync;
  let list: JobList;
  let logs: CapturedLogs;
  const runners: JobRunner[] = [];

  beforeEach(() => {
    db = openDatabase(join(tempDir(), 'service.sqlite'));
    list = createSqliteJobList(db);
    logs = captureLogs();
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    db.close();
  });

  const start = (options: Partial<JobRunnerOptions> & Pick<JobRunnerOptions, 'handlers'>) => {
    const runner = startJobRunner({ list, logger: logs.logger, pollMs: 100, ...options });
    runners.push(runner);
    return runner;
  };
  const due = (id: string, kind = 'publish', runAt = new Date()) => list.put({ id, kind, runAt, payload: { id } });
  const gone = (id: string) => async () => (await list.get(id)) === undefined;
  const messages = () => logs.entries().map((entry) => entry.msg);

  it('runs a due job once with its payload, then removes it', async () => {
    const seen: Job[] = [];
    await due('publish:a');
    start({ handlers: { publish: async (job) => void seen.push(job) } });
    await eventually(gone('publish:a'), 5000);
    await sleep(300);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ id: 'publish:a', kind: 'publish', payload: { id: 'publish:a' }, attempts: 0 });
  });

  it('runs a job put while it sleeps as soon as it is woken, not at its next poll', async () => {
    const seen: string[] = [];
    const runner = start({ pollMs: 60_000, handlers: { publish: async (job) => void seen.push(job.id) } });
    await sleep(100);
    await due('publish:b');
    runner.wake();
    await eventually(async () => seen.length === 1, 2000);
    expect(seen).toEqual(['publish:b']);
  });

  it('sleeps until the next job is due, not until its poll', async () => {
    const seen: string[] = [];
    await due('publish:soon', 'publish', new Date(Date.now() + 300));
    start({ pollMs: 60_000, handlers: { publish: async (job) => void seen.push(job.id) } });
    await eventually(async () => seen.length === 1, 3000);
  });

  it('logs a failing run and runs the job again after the backoff until it succeeds', async () => {
    const attempts: number[] = [];
    await due('publish:flaky');
    start({
      retryDelayMs: () => 50,
      handlers: {
        publish: async (job) => {
          attempts.push(job.attempts);
          if (job.attempts < 2) throw new Error(`store busy ${job.attempts}`);
        },
      },
    });
    await eventually(gone('publish:flaky'), 5000);
    expect(attempts).toEqual([0, 1, 2]);
    const failures = logs.entries().filter((entry) => entry.msg === 'job failed; it runs again later');
    expect(failures.map(({ job, attempts: failed, err, level }) => ({ job, failed, err, level }))).toEqual([
      { job: 'publish:flaky', failed: 1, err: 'store busy 0', level: 40 },
      { job: 'publish:flaky', failed: 2, err: 'store busy 1', level: 40 },
    ]);
  });

  it('gives a job up after maxAttempts failed runs, logged as an error and kept as failed', async () => {
    let runs = 0;
    await due('publish:broken');
    start({
      maxAttempts: 2,
      retryDelayMs: () => 20,
      handlers: {
        publish: async () => {
          runs++;
          throw new Error('broken');
        },
      },
    });
    await eventually(async () => (await list.get('publish:broken'))?.failedAt !== undefined, 5000);
    await sleep(200);
    expect(runs).toBe(2);
    expect((await list.stats(new Date())).failed).toBe(1);
    expect(logs.entries().find((entry) => entry.msg === 'job failed too often; given up')).toMatchObject({
      level: 50,
      job: 'publish:broken',
      attempts: 2,
    });
  });

  it('puts a job of a kind it has no handler for back for an hour, logged as an error, and runs the others', async () => {
    const seen: string[] = [];
    await due('mystery:a', 'mystery');
    await due('publish:c');
    const before = Date.now();
    start({ handlers: { publish: async (job) => void seen.push(job.id) } });
    await eventually(async () => seen.length === 1 && (await list.get('mystery:a'))?.attempts === 1, 5000);
    const left = (await list.get('mystery:a'))!;
    expect(left.runAt.getTime()).toBeGreaterThanOrEqual(before + 60 * 60_000);
    expect(logs.entries().find((entry) => entry.job === 'mystery:a')).toMatchObject({
      level: 50,
      err: 'no handler for jobs of kind mystery',
    });
  });

  it('runs a job claimed by a runner that crashed once its lease runs out, counting the interrupted run', async () => {
    const leaseMs = 400;
    await due('publish:orphan');
    const crashed = (await list.claim(new Date(), leaseMs))!;
    const claimedAt = Date.now();
    const seen: { attempts: number; at: number }[] = [];
    start({
      leaseMs,
      handlers: { publish: async (job) => void seen.push({ attempts: job.attempts, at: Date.now() }) },
    });
    await eventually(gone('publish:orphan'), 5000);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.attempts).toBe(1);
    expect(seen[0]!.at).toBeGreaterThanOrEqual(claimedAt + leaseMs - 5);
    expect(await list.complete('publish:orphan', crashed.lease)).toBe(false);
  });

  it('runs by the clock it is given', async () => {
    const seen: string[] = [];
    const tomorrow = new Date(Date.now() + 86_400_000);
    await due('publish:tomorrow', 'publish', tomorrow);
    start({ now: () => tomorrow, handlers: { publish: async (job) => void seen.push(job.id) } });
    await eventually(async () => seen.length === 1, 3000);
  });

  it('stop() lets the job under way finish and complete, and runs nothing after', async () => {
    const seen: string[] = [];
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    await due('publish:slow');
    const runner = start({
      handlers: {
        publish: async (job) => {
          seen.push(job.id);
          if (job.id === 'publish:slow') await gate;
        },
      },
    });
    await eventually(async () => seen.length === 1, 5000);
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await sleep(100);
    expect(stopped).toBe(false);
    await due('publish:after');
    runner.wake();
    finish();
    await stopping;
    expect(await list.get('publish:slow')).toBeUndefined();
    await sleep(300);
    expect(seen).toEqual(['publish:slow']);
    expect(await list.get('publish:after')).toMatchObject({ attempts: 0 });
    expect(messages()).not.toContain('job failed; it runs again later');
  });
});
