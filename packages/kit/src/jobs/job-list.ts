/**
 * A durable list of background work (scheduled publishing now; newsletter sending and retries later), kept in the
 * owning service's own store: no external queue. A job is claimed under a lease, so that one interrupted by a
 * restart runs again once its lease runs out, and one finished is removed and never runs twice. A job's id is its
 * key: putting a job under an id that exists replaces it (a publication rescheduled), which also voids the old
 * lease, so that a runner still busy with the old one cannot complete the new one.
 */
export interface JobSpec {
  /** Unique per job: `publish:<articleId>`. */
  id: string;
  /** Which handler runs it. */
  kind: string;
  /** Not before this time. */
  runAt: Date;
  /** The handler's input, kept as JSON. */
  payload: unknown;
}

export interface Job extends JobSpec {
  /** Runs that failed or were interrupted before this one. */
  attempts: number;
  /** When the runner gave it up after too many failed runs: kept, never claimed again, until put anew or cancelled. */
  failedAt?: Date;
}

/** The list's figures for operators (the admin health card, metrics). */
export interface JobStats {
  /** Jobs due (runAt ≤ now) and not given up: waiting for a runner, or under way. */
  depth: number;
  /** How long the earliest of those has been due, in seconds; 0 when none is. */
  oldestAgeSeconds: number;
  /** Jobs given up after too many failed runs. */
  failed: number;
}

export interface ClaimedJob extends Job {
  /** Proof of the claim: complete and fail act only while it still holds. */
  lease: string;
}

export interface JobList {
  /** Adds the job, or replaces the one with its id (attempts back to 0, any lease voided). */
  put(job: JobSpec): Promise<void>;
  /** Removes the job with this id, leased or not; nothing when there is none. */
  cancel(id: string): Promise<void>;
  /** The job with this id, as it is now. */
  get(id: string): Promise<Job | undefined>;
  /**
   * The due job (runAt ≤ now) with the earliest runAt that no live lease holds, leased until now + leaseMs, its
   * attempts counted; undefined when none is due. Two runners never claim the same job while a lease holds.
   */
  claim(now: Date, leaseMs: number): Promise<ClaimedJob | undefined>;
  /** Removes the job if `lease` still holds it; false when it was replaced, cancelled or re-claimed meanwhile. */
  complete(id: string, lease: string): Promise<boolean>;
  /** Releases the job to run again at `retryAt`, if `lease` still holds it. */
  fail(id: string, lease: string, retryAt: Date): Promise<boolean>;
  /**
   * Keeps the job as failed at `at` if `lease` still holds it: no longer claimed nor counted as waiting, but still
   * there (get, stats) for an operator to see, until put anew or cancelled.
   */
  giveUp(id: string, lease: string, at: Date): Promise<boolean>;
  /** The earliest runAt of any job not given up (leased or not), for the runner's next wake-up; undefined when none. */
  nextRunAt(): Promise<Date | undefined>;
  /** The backlog as of `now`, and the jobs given up. */
  stats(now: Date): Promise<JobStats>;
}
