import { randomBytes } from 'node:crypto';
import { inTransaction, type DatabaseSync } from '@portfolio/kit';
import {
  emptyCounts,
  type DeliveryStatus,
  type IssueRecord,
  type NewsletterStore,
  type ScheduleRecord,
} from '../newsletter-port.ts';
import {
  dateOr,
  deliveryColumns,
  deliveryOf,
  issueColumns,
  issueOf,
  issueValues,
  msOr,
  newsletterSchema,
  type DeliveryRow,
  type IssueRow,
} from './newsletter-rows.ts';

/** The embedded newsletter store, on the service's shared SQLite handle (the database closes it). */
export function createSqliteNewsletterStore(db: DatabaseSync): NewsletterStore {
  db.exec(newsletterSchema);
  const q = {
    schedule: db.prepare('SELECT enabled, weekday, hour, time_zone, started_at FROM newsletter_schedule WHERE id = 1'),
    saveSchedule: db.prepare(
      `INSERT INTO newsletter_schedule (id, enabled, weekday, hour, time_zone, started_at) VALUES (1, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET enabled = excluded.enabled, weekday = excluded.weekday, hour = excluded.hour,
         time_zone = excluded.time_zone, started_at = excluded.started_at`,
    ),
    insertIssue: db.prepare(`INSERT INTO newsletter_issues (${issueColumns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    issue: db.prepare(`SELECT ${issueColumns} FROM newsletter_issues WHERE id = ?`),
    byStatus: db.prepare(`SELECT ${issueColumns} FROM newsletter_issues WHERE status = ? ORDER BY scheduled_for`),
    past: db.prepare(
      `SELECT ${issueColumns} FROM newsletter_issues WHERE status <> 'draft' ORDER BY scheduled_for DESC, id DESC`,
    ),
    lastStarted: db.prepare(
      `SELECT ${issueColumns} FROM newsletter_issues WHERE started_at IS NOT NULL
       ORDER BY started_at DESC, id DESC LIMIT 1`,
    ),
    startedCount: db.prepare('SELECT COUNT(*) AS n FROM newsletter_issues WHERE started_at IS NOT NULL'),
    updateIssue: db.prepare(
      `UPDATE newsletter_issues SET number = ?, status = ?, skip_reason = ?, scheduled_for = ?, since = ?, intro = ?,
         articles = ?, started_at = ?, finished_at = ?, enqueued = ? WHERE id = ?`,
    ),
    enqueue: db.prepare(
      `INSERT INTO newsletter_deliveries (${deliveryColumns}) VALUES (?, ?, 'queued', 0, ?, NULL, NULL)
       ON CONFLICT (issue_id, subscriber_id) DO NOTHING`,
    ),
    // One statement choosing its row in subqueries: SQLite holds its write lock from the start of a write
    // statement, so two senders (even in two processes) never claim the same row. A due queued row first, else an
    // orphaned claim; each read in index order, so a claim costs the same at the first recipient as at the last.
    claim: db.prepare(
      `UPDATE newsletter_deliveries SET status = 'sending', lease = :lease, next_at = :until
       WHERE rowid = coalesce(
         (SELECT rowid FROM newsletter_deliveries WHERE issue_id = :issue AND status = 'queued' AND next_at <= :now
          ORDER BY next_at, subscriber_id LIMIT 1),
         (SELECT rowid FROM newsletter_deliveries WHERE issue_id = :issue AND status = 'sending' AND next_at <= :now
          ORDER BY next_at, subscriber_id LIMIT 1))
       RETURNING ${deliveryColumns}`,
    ),
    settle: db.prepare(
      `UPDATE newsletter_deliveries SET status = ?, attempts = attempts + ?, next_at = ?, lease = NULL, detail = ?
       WHERE issue_id = ? AND subscriber_id = ? AND status = 'sending' AND lease = ?`,
    ),
    nextAt: db.prepare(
      `SELECT min(next_at) AS at FROM newsletter_deliveries WHERE issue_id = ? AND status IN ('queued', 'sending')`,
    ),
    counts: db.prepare('SELECT status, COUNT(*) AS n FROM newsletter_deliveries WHERE issue_id = ? GROUP BY status'),
    delivery: db.prepare(
      `SELECT ${deliveryColumns} FROM newsletter_deliveries WHERE issue_id = ? AND subscriber_id = ?`,
    ),
    sentOne: db.prepare(
      `SELECT 1 AS one FROM newsletter_deliveries WHERE issue_id = ? AND subscriber_id = ? AND status = 'sent'`,
    ),
    forget: db.prepare('DELETE FROM newsletter_deliveries WHERE subscriber_id = ?'),
  };

  return {
    async schedule() {
      const row = q.schedule.get() as
        { enabled: number; weekday: number; hour: number; time_zone: string; started_at: number | null } | undefined;
      if (!row) return undefined;
      return {
        enabled: row.enabled === 1,
        weekday: row.weekday,
        hour: row.hour,
        timeZone: row.time_zone,
        startedAt: dateOr(row.started_at),
      } satisfies ScheduleRecord;
    },
    async saveSchedule(s) {
      q.saveSchedule.run(s.enabled ? 1 : 0, s.weekday, s.hour, s.timeZone, msOr(s.startedAt));
    },
    async insertIssue(record) {
      if (record.status === 'draft' && q.byStatus.get('draft')) return false;
      q.insertIssue.run(record.id, ...issueValues(record));
      return true;
    },
    async issue(id) {
      const row = q.issue.get(id) as IssueRow | undefined;
      return row && issueOf(row);
    },
    async draft() {
      const row = q.byStatus.get('draft') as IssueRow | undefined;
      return row && issueOf(row);
    },
    async pastIssues() {
      return (q.past.all() as unknown as IssueRow[]).map(issueOf);
    },
    async sendingIssues() {
      return (q.byStatus.all('sending') as unknown as IssueRow[]).map(issueOf);
    },
    async lastStarted() {
      const row = q.lastStarted.get() as IssueRow | undefined;
      return row && issueOf(row);
    },
    async startedCount() {
      return (q.startedCount.get() as { n: number }).n;
    },
    async updateIssue(id, from, patch) {
      return inTransaction(db, () => {
        const row = q.issue.get(id) as IssueRow | undefined;
        if (!row || row.status !== from) return undefined;
        const given = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
        const updated: IssueRecord = { ...issueOf(row), ...given };
        q.updateIssue.run(...issueValues(updated), id);
        return updated;
      });
    },
    async enqueue(issueId, subscriberIds, at) {
      inTransaction(db, () => {
        for (const id of subscriberIds) q.enqueue.run(issueId, id, at.getTime());
      });
    },
    async claimDelivery(issueId, now, leaseMs) {
      const lease = randomBytes(12).toString('base64url');
      const row = q.claim.get({
        lease,
        until: now.getTime() + leaseMs,
        issue: issueId,
        now: now.getTime(),
      }) as DeliveryRow | undefined;
      return row && deliveryOf(row);
    },
    async settleDelivery(issueId, subscriberId, lease, outcome) {
      const queued = outcome.status === 'queued';
      const changes = q.settle.run(
        outcome.status,
        queued && outcome.countAttempt ? 1 : 0,
        queued ? outcome.nextAt.getTime() : 0,
        outcome.detail ?? null,
        issueId,
        subscriberId,
        lease,
      ).changes;
      return Number(changes) === 1;
    },
    async nextDeliveryAt(issueId) {
      const { at } = q.nextAt.get(issueId) as { at: number | null };
      return at === null ? undefined : new Date(at);
    },
    async deliveryCounts(issueId) {
      const counts = emptyCounts();
      for (const { status, n } of q.counts.all(issueId) as unknown as { status: DeliveryStatus; n: number }[]) {
        counts[status] = n;
      }
      return counts;
    },
    async delivery(issueId, subscriberId) {
      const row = q.delivery.get(issueId, subscriberId) as DeliveryRow | undefined;
      return row && deliveryOf(row);
    },
    async sentAmong(issueId, subscriberIds) {
      let n = 0;
      for (const id of subscriberIds) if (q.sentOne.get(issueId, id)) n++;
      return n;
    },
    async forgetSubscriber(subscriberId) {
      q.forget.run(subscriberId);
    },
  };
}
