import type { HealthReason, ServiceHealth, ServiceName } from '@portfolio/contracts';

/** A service's readiness answer: its status and each check's details (kit's evaluateReadiness, `/readyz`). */
export interface ReadinessAnswer {
  status: string;
  checks: Record<string, unknown>;
}

/**
 * Records waiting in a spool past this are a backlog worth telling: the pump empties a spool every few seconds
 * while the store answers, so a megabyte means the store has not taken them for a while.
 */
export const spoolBacklogBytes = 1024 * 1024;

type Details = Record<string, unknown>;
type Spool = NonNullable<ServiceHealth['spool']>;
type Jobs = NonNullable<ServiceHealth['jobs']>;

const isRecord = (value: unknown): value is Details =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const whole = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;

/** A check's spool figures (kit's SpoolStats spread into its details), if it reports a spool. */
const spoolOf = (details: Details): Spool | undefined =>
  typeof details.pendingBytes === 'number'
    ? {
        pendingBytes: whole(details.pendingBytes),
        pendingSegments: whole(details.pendingSegments),
        droppedRecords: whole(details.droppedRecords),
      }
    : undefined;

/** A check's job list figures (kit's jobListReadiness), if it reports a job list that answered. */
const jobsOf = (details: Details): Jobs | undefined =>
  isRecord(details.jobs)
    ? {
        depth: whole(details.jobs.depth),
        oldestAgeSeconds: whole(details.jobs.oldestAgeSeconds),
        failed: whole(details.jobs.failed),
      }
    : undefined;

/** The service's spools together: what waits in all of them. */
const totalSpool = (spools: Spool[]): Spool | null =>
  spools.length === 0
    ? null
    : {
        pendingBytes: spools.reduce((total, s) => total + s.pendingBytes, 0),
        pendingSegments: spools.reduce((total, s) => total + s.pendingSegments, 0),
        droppedRecords: spools.reduce((total, s) => total + s.droppedRecords, 0),
      };

/** The service's job lists together: every due job, the longest wait, every job given up. */
const totalJobs = (lists: Jobs[]): Jobs | null =>
  lists.length === 0
    ? null
    : {
        depth: lists.reduce((total, l) => total + l.depth, 0),
        oldestAgeSeconds: Math.max(...lists.map((l) => l.oldestAgeSeconds)),
        failed: lists.reduce((total, l) => total + l.failed, 0),
      };

/**
 * One service's line of the health report from its readiness answer (none: it did not answer, so it is down).
 * Degraded, with the reasons: a check failing, a store away while its records wait in a spool, a spool backlog,
 * a shutdown under way. Backlogs are added up over the service's spools and job lists.
 */
export function assess(service: ServiceName, answer: ReadinessAnswer | undefined): ServiceHealth {
  if (!answer) return { service, state: 'down', reasons: [{ kind: 'no-answer' }], spool: null, jobs: null };
  const reasons: HealthReason[] = answer.status === 'shutting-down' ? [{ kind: 'shutting-down' }] : [];
  const spools: Spool[] = [];
  const jobLists: Jobs[] = [];
  for (const [check, value] of Object.entries(answer.checks)) {
    const details = isRecord(value) ? value : {};
    if (details.ok === false) reasons.push({ kind: 'check-failing', check });
    else if (details.storeReachable === false) reasons.push({ kind: 'store-unreachable', check });
    const spool = spoolOf(details);
    if (spool) spools.push(spool);
    const jobs = jobsOf(details);
    if (jobs) jobLists.push(jobs);
  }
  // A service that says it is not ready without a failing check to show for it is degraded all the same.
  if (answer.status !== 'ready' && reasons.length === 0) reasons.push({ kind: 'check-failing', check: answer.status });
  const spool = totalSpool(spools);
  if (spool && spool.pendingBytes >= spoolBacklogBytes)
    reasons.push({ kind: 'spool-backlog', pendingBytes: spool.pendingBytes });
  const jobs = totalJobs(jobLists);
  return { service, state: reasons.length > 0 ? 'degraded' : 'ready', reasons, spool, jobs };
}
