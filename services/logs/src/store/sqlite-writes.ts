import { inTransaction, type DatabaseSync } from '@portfolio/kit';
import type { OccurrenceRecord } from './ports.ts';
import { dayTotals, foldRuns, issueTotals, sessionsSeen } from './shared.ts';

/**
 * The embedded store's record write, on whichever connection (and thread) it is given: records never applied
 * before, folded in memory first, then one write per run, issue, day and session, in one transaction. Keeps an
 * issue's newest `maxOccurrences` rows.
 */
export function sqliteRecorder(db: DatabaseSync, maxOccurrences: number) {
  const markApplied = db.prepare('INSERT OR IGNORE INTO applied (id, at) VALUES (?, ?)');
  const findFold = db.prepare(
    'SELECT seq FROM events WHERE fold_key = ? AND fold_until >= ? AND received_at <= ? ORDER BY received_at DESC LIMIT 1',
  );
  const foldInto = db.prepare('UPDATE events SET count = count + ?, last_at = max(last_at, ?) WHERE seq = ?');
  const insertEvent = db.prepare(
    `INSERT INTO events (record_id, issue_id, fold_key, fold_until, count, level, client_id, message, timestamp, url,
       path, stack, user_agent, context, received_at, last_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Column references in DO UPDATE read the row as it was, so both CASEs see the status before this record.
  const upsertIssue = db.prepare(
    `INSERT INTO issues (id, source, level, title, culprit, count, first_seen, last_seen) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET
       count = count + excluded.count,
       first_seen = min(first_seen, excluded.first_seen),
       last_seen = max(last_seen, excluded.last_seen),
       status = CASE WHEN status = 'resolved' AND excluded.last_seen >= resolved_at THEN 'open' ELSE status END,
       regressed = CASE WHEN status = 'resolved' AND excluded.last_seen >= resolved_at THEN 1 ELSE regressed END`,
  );
  const countDay = db.prepare(
    `INSERT INTO issue_days (issue_id, day, count) VALUES (?, ?, ?)
     ON CONFLICT (issue_id, day) DO UPDATE SET count = count + excluded.count`,
  );
  const insertSession = db.prepare(
    'INSERT OR IGNORE INTO issue_sessions (issue_id, session, last_at) VALUES (?, ?, ?)',
  );
  const touchSession = db.prepare(
    'UPDATE issue_sessions SET last_at = max(last_at, ?) WHERE issue_id = ? AND session = ?',
  );
  const countSession = db.prepare('UPDATE issues SET sessions = sessions + 1 WHERE id = ?');
  // Keeps an issue's newest `max` rows: the (issue_id, received_at) index is walked past those `max` rows (each
  // trim reads them all, not just the rows just added), and every older row of the issue is deleted.
  const trimEvents = db.prepare(
    `DELETE FROM events WHERE seq IN (
       SELECT seq FROM events WHERE issue_id = ? ORDER BY received_at DESC, seq DESC LIMIT -1 OFFSET ?)`,
  );

  function applyBatch(records: readonly OccurrenceRecord[]) {
    const fresh = records.filter((r) => markApplied.run(r.recordId, Date.now()).changes > 0);
    const grown = new Set<string>();
    for (const { first: r, count, lastAt } of foldRuns(fresh)) {
      const fold = findFold.get(r.foldKey, r.receivedAt, r.receivedAt) as { seq: number } | undefined;
      if (fold) foldInto.run(count, lastAt, fold.seq);
      else {
        grown.add(r.issueId);
        insertEvent.run(
          r.recordId,
          r.issueId,
          r.foldKey,
          r.foldUntil,
          count,
          r.level,
          r.id,
          r.message,
          r.timestamp,
          r.url ?? null,
          r.path ?? null,
          r.stack ?? null,
          r.userAgent ?? null,
          r.context ?? null,
          r.receivedAt,
          lastAt,
        );
      }
    }
    for (const issueId of grown) trimEvents.run(issueId, maxOccurrences);
    for (const [id, { first, count, firstAt, lastAt }] of issueTotals(fresh))
      upsertIssue.run(id, first.source, first.level, first.title, first.culprit, count, firstAt, lastAt);
    for (const { issueId, day, count } of dayTotals(fresh)) countDay.run(issueId, day, count);
    for (const { issueId, session, lastAt } of sessionsSeen(fresh)) {
      if (insertSession.run(issueId, session, lastAt).changes > 0) countSession.run(issueId);
      else touchSession.run(lastAt, issueId, session);
    }
  }

  return (records: readonly OccurrenceRecord[]) => inTransaction(db, () => applyBatch(records));
}
