import type { ReadinessCheck } from '../lifecycle.ts';
import { withTimeout } from '../with-timeout.ts';
import type { JobList, JobStats } from './job-list.ts';

/** A readiness detail that is a job list's figures: `{ jobs: JobStats }`, or `{ jobs: null }` when unknown. */
export interface JobReadinessDetail {
  jobs: JobStats | null;
}

/** Below the check's own one-second bound, so that a slow store shows as unknown figures, never as a failed check. */
const statsTimeoutMs = 800;

/**
 * A job list's backlog and failures among the service's readiness details, where the admin health card and the
 * operator's probe read them. It never fails readiness: jobs wait in their list while their store is away, and
 * whether the store answers is its own check's business.
 */
export function jobListReadiness(name: string, list: JobList, now: () => Date = () => new Date()): ReadinessCheck {
  return {
    name,
    async check(): Promise<Record<string, unknown>> {
      const jobs = await withTimeout(list.stats(now()), statsTimeoutMs, `${name} stats`).catch(() => null);
      return { jobs } satisfies JobReadinessDetail;
    },
  };
}
