import { randomBytes } from 'node:crypto';
import type { AiFailure, AiJob, AiJobRequest } from '@portfolio/contracts';
import { HttpError, type Logger } from '@portfolio/kit';
import type { AiStore } from '../stores/ai-port.ts';
import { failureOf } from './providers.ts';
import { ProviderError } from './providers/provider-client.ts';

type Kind = AiJobRequest['kind'];
type RequestOf<K extends Kind> = Extract<AiJobRequest, { kind: K }>;

/** What a running job may do: see a cancel, and keep its progress, result and failures as they grow. */
export interface JobStep {
  signal: AbortSignal;
  update(change: Partial<Pick<AiJob, 'progress' | 'result' | 'failures'>>): Promise<void>;
  current(): AiJob;
}

export interface JobHandler<K extends Kind> {
  /** Checks the request against what exists (a 400 or 404 naming it) and says how many steps it plans. */
  prepare(request: RequestOf<K>): Promise<number>;
  /** Runs the job: `failed` when nothing came of it (the failures say why), else `done`. */
  run(request: RequestOf<K>, step: JobStep): Promise<'done' | 'failed'>;
}

export type JobHandlers = { [K in Kind]: JobHandler<K> };

export interface AiJobsDeps {
  store: AiStore;
  handlers: JobHandlers;
  now: () => Date;
  logger: Logger;
  fromStore: <T>(work: () => Promise<T>) => Promise<T>;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Why a job ended without a result: the provider's reason, or what became of its article or image meanwhile. */
export function jobFailureOf(error: unknown): AiFailure {
  if (!(error instanceof HttpError)) return failureOf(error);
  return { reason: error.status === 404 ? 'not_found' : 'cancelled', detail: error.message };
}
const notFound = () => new HttpError(404, 'not_found', 'There is no such job.');

/**
 * The author's background jobs: kept in the store with their progress, run in this process one at a time per kind
 * (a translation does not wait for an alt text), cancelled at once. Nothing survives a restart: a job running when
 * the service stops ends failed, reason `cancelled` (what it wrote stays); one still queued, or left running by a
 * process that died, is settled so at the next start (`settleLeftovers`).
 */
export function aiJobs({ store, handlers, now, logger, fromStore }: AiJobsDeps) {
  const queues: Record<Kind, string[]> = { translate: [], suggest: [], altText: [] };
  const busy: Record<Kind, Promise<void> | undefined> = {
    translate: undefined,
    suggest: undefined,
    altText: undefined,
  };
  const running = new Map<string, { controller: AbortController; settled: Promise<void> }>();
  let stopped = false;

  async function runOne(id: string, controller: AbortController) {
    const stored = await store.job(id);
    if (!stored) return;
    let job: AiJob = { ...stored, status: 'running', updatedAt: now().toISOString() };
    if (!(await store.updateJob(job))) return; // cancelled while queued
    const handler = handlers[job.request.kind] as JobHandler<Kind>;
    const step: JobStep = {
      signal: controller.signal,
      current: () => job,
      async update(change) {
        job = { ...job, ...change, updatedAt: now().toISOString() };
        await store.updateJob(job);
      },
    };
    let status: AiJob['status'];
    let failures: AiJob['failures'];
    try {
      status = await handler.run(job.request, step);
      failures = job.failures;
    } catch (error) {
      status = 'failed';
      failures = controller.signal.aborted ? job.failures : [...job.failures, { failure: jobFailureOf(error) }];
      if (!(error instanceof ProviderError || error instanceof HttpError)) {
        logger.error({ err: error, job: id }, 'ai job failed');
      }
    }
    // A service stopping ends its jobs as a restart would have: failed, reason `cancelled`; the author's cancel as such.
    if (controller.signal.aborted && stopped) {
      status = 'failed';
      failures = [...failures, { failure: { reason: 'cancelled', detail: 'the service stopped' } }];
    } else if (controller.signal.aborted) status = 'cancelled';
    job = { ...job, status, failures, updatedAt: now().toISOString() };
    await store.updateJob(job);
  }

  function track(id: string, work: (controller: AbortController) => Promise<void>) {
    const controller = new AbortController();
    const settled = work(controller).finally(() => running.delete(id));
    running.set(id, { controller, settled });
    return settled;
  }

  async function drain(kind: Kind) {
    while (!stopped && queues[kind].length > 0) {
      const id = queues[kind].shift()!;
      await track(id, (controller) => runOne(id, controller)).catch((err: unknown) =>
        logger.error({ err, job: id }, 'ai job lost'),
      );
    }
    busy[kind] = undefined;
  }

  return {
    async start(request: AiJobRequest): Promise<AiJob> {
      const total = await (handlers[request.kind] as JobHandler<Kind>).prepare(request);
      const at = now().toISOString();
      const job: AiJob = {
        id: randomBytes(12).toString('base64url'),
        request,
        status: 'queued',
        progress: { done: 0, total },
        failures: [],
        createdAt: at,
        updatedAt: at,
      };
      await fromStore(() => store.addJob(job));
      queues[request.kind].push(job.id);
      busy[request.kind] ??= drain(request.kind);
      return job;
    },
    async get(id: string): Promise<AiJob> {
      const job = await fromStore(() => store.job(id));
      if (!job) throw notFound();
      return job;
    },
    async list(filter: { articleId?: string | undefined; mediaId?: string | undefined }) {
      const since = new Date(now().getTime() - dayMs);
      const jobs = await fromStore(() =>
        store.jobs({
          since,
          ...(filter.articleId ? { articleId: filter.articleId } : {}),
          ...(filter.mediaId ? { mediaId: filter.mediaId } : {}),
        }),
      );
      return { jobs };
    },
    /** Stops the job: a running one at once (its request aborted, what it wrote stays); a settled one as it is. */
    async cancel(id: string): Promise<AiJob> {
      const job = await this.get(id);
      const live = running.get(id);
      if (live) {
        live.controller.abort();
        await live.settled;
      } else if (job.status === 'queued' || job.status === 'running') {
        await fromStore(() => store.updateJob({ ...job, status: 'cancelled', updatedAt: now().toISOString() }));
      }
      return this.get(id);
    },
    /** At the start: what a stopped process left queued or running will never finish. */
    async settleLeftovers(): Promise<number> {
      const failure: AiFailure = { reason: 'cancelled', detail: 'the service restarted' };
      return store.settleUnfinished((job) => ({
        ...job,
        status: 'failed',
        failures: [...job.failures, { failure }],
        updatedAt: now().toISOString(),
      }));
    },
    async stop(): Promise<void> {
      stopped = true;
      for (const live of running.values()) live.controller.abort();
      await Promise.all([...running.values()].map((live) => live.settled));
    },
  };
}

export type AiJobs = ReturnType<typeof aiJobs>;
