import type { DatabaseSync } from 'node:sqlite';
import type { ClaimedJob, Job, JobList, JobSpec } from './job-list.ts';
import { ageSeconds, attemptsOf, newLease, validTime } from './stored-job.ts';

interface JobRow {
  id: string;
  kind: string;
  run_at: number;
  payload: string;
  claims: number;
  lease: string | null;
  failed_at: number | null;
}

/** A table name is spliced into SQL, so only a plain identifier is taken. */
const plainIdentifier = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A row as a job: its `claims` counted since it was put. */
const jobOf = (row: JobRow): Job => ({
  id: row.id,
  kind: row.kind,
  runAt: new Date(row.run_at),
  payload: JSON.parse(row.payload) as unknown,
  attempts: attemptsOf(row.claims, row.lease !== null),
  ...(row.failed_at === null ? {} : { failedAt: new Date(row.failed_at) }),
});

/** Adds the given-up mark to a table made before it existed (SQLite has no ADD COLUMN IF NOT EXISTS). */
function addFailedAt(db: DatabaseSync, table: string) {
  const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
  if (!columns.some((column) => column.name === 'failed_at'))
    db.exec(`ALTER TABLE ${table} ADD COLUMN failed_at INTEGER`);
}

/**
 * The job list in a service's own SQLite file, in its own table. A claim is one UPDATE choosing its row in a
 * subquery: SQLite runs a write statement under the database's write lock from its start, so two runners (even in
 * two processes) never both take the same job.
 */
export function createSqliteJobList(db: DatabaseSync, table = 'jobs'): JobList {
  if (!plainIdentifier.test(table)) throw new TypeError(`not a plain table name: ${table}`);
  // The due index is the claim's whole order: jobs put in one burst share a run_at, and sorting the ties would cost
  // each claim the whole burst (an import's thousands of confirmation mails). It replaces the run_at-only index.
  db.exec(`CREATE TABLE IF NOT EXISTS ${table} (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    run_at INTEGER NOT NULL,
    payload TEXT NOT NULL,
    claims INTEGER NOT NULL DEFAULT 0,
    lease TEXT,
    lease_until INTEGER,
    failed_at INTEGER
  ) STRICT;
  CREATE INDEX IF NOT EXISTS ${table}_due ON ${table} (run_at, id);
  DROP INDEX IF EXISTS ${table}_run_at;`);
  addFailedAt(db, table);
  const columns = 'id, kind, run_at, payload, claims, lease, failed_at';
  const put = db.prepare(
    `INSERT INTO ${table} (id, kind, run_at, payload, claims, lease, lease_until, failed_at)
     VALUES (?, ?, ?, ?, 0, NULL, NULL, NULL)
     ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, run_at = excluded.run_at, payload = excluded.payload,
       claims = 0, lease = NULL, lease_until = NULL, failed_at = NULL`,
  );
  const cancel = db.prepare(`DELETE FROM ${table} WHERE id = ?`);
  const get = db.prepare(`SELECT ${columns} FROM ${table} WHERE id = ?`);
  const claim = db.prepare(
    `UPDATE ${table} SET lease = ?, lease_until = ?, claims = claims + 1
     WHERE id = (SELECT id FROM ${table} WHERE run_at <= ? AND (lease IS NULL OR lease_until <= ?)
                   AND failed_at IS NULL
                 ORDER BY run_at, id LIMIT 1)
     RETURNING ${columns}`,
  );
  const complete = db.prepare(`DELETE FROM ${table} WHERE id = ? AND lease = ?`);
  const fail = db.prepare(
    `UPDATE ${table} SET run_at = ?, lease = NULL, lease_until = NULL WHERE id = ? AND lease = ?`,
  );
  const giveUp = db.prepare(
    `UPDATE ${table} SET failed_at = ?, lease = NULL, lease_until = NULL WHERE id = ? AND lease = ?`,
  );
  const next = db.prepare(`SELECT min(run_at) AS run_at FROM ${table} WHERE failed_at IS NULL`);
  const stats = db.prepare(
    `SELECT count(*) FILTER (WHERE failed_at IS NULL AND run_at <= ?) AS depth,
            min(run_at) FILTER (WHERE failed_at IS NULL AND run_at <= ?) AS oldest,
            count(failed_at) AS failed
     FROM ${table}`,
  );

  return {
    async put(job: JobSpec) {
      put.run(job.id, job.kind, validTime(job.runAt, 'runAt').getTime(), JSON.stringify(job.payload ?? null));
    },
    async cancel(id) {
      cancel.run(id);
    },
    async get(id) {
      const row = get.get(id) as JobRow | undefined;
      return row && jobOf(row);
    },
    async claim(now, leaseMs): Promise<ClaimedJob | undefined> {
      const at = validTime(now, 'claim time').getTime();
      const lease = newLease();
      const row = claim.get(lease, at + leaseMs, at, at) as JobRow | undefined;
      return row && { ...jobOf(row), lease };
    },
    async complete(id, lease) {
      return Number(complete.run(id, lease).changes) === 1;
    },
    async fail(id, lease, retryAt) {
      return Number(fail.run(validTime(retryAt, 'retryAt').getTime(), id, lease).changes) === 1;
    },
    async giveUp(id, lease, at) {
      return Number(giveUp.run(validTime(at, 'give-up time').getTime(), id, lease).changes) === 1;
    },
    async nextRunAt() {
      const { run_at } = next.get() as { run_at: number | null };
      return run_at === null ? undefined : new Date(run_at);
    },
    async stats(now) {
      const at = validTime(now, 'stats time').getTime();
      const row = stats.get(at, at) as { depth: number; oldest: number | null; failed: number };
      return { depth: row.depth, oldestAgeSeconds: ageSeconds(at, row.oldest), failed: row.failed };
    },
  };
}
