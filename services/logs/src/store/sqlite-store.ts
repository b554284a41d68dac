import type { SQLInputValue } from 'node:sqlite';
import type { IssueSummary } from '@portfolio/contracts';
import type { DatabaseSync } from '@portfolio/kit';
import { recentOccurrences, type IssueQuery, type LogStore, type OccurrenceRecord } from './ports.ts';
import { dayTotals, foldRuns, issueTotals, sessionsSeen, trendOf, trendStart, utcDay } from './shared.ts';
import { type EventRow, iso, issueColumns, type IssueRow, occurrenceOf, phrase } from './sqlite-rows.ts';
import { sqliteSchema } from './sqlite-schema.ts';

const sweepEveryMs = 3_600_000;

export interface SqliteStoreOptions {
  /** Occurrences and issues older than this are swept (hourly and at start). */
  retentionMs: number;
  /** How long applied record ids are remembered: at least as long as a record can wait in the spool. */
  dedupeMs: number;
  /**
   * Occurrences kept per issue (LOGS_MAX_OCCURRENCES_PER_ISSUE): past it the oldest are removed as new ones
   * arrive, while the issue's count, daily trend and sessions keep counting every entry (as error trackers keep
   * samples, not all).
   */
  maxOccurrencesPerIssue: number;
}

/** The embedded adapter (`node:sqlite`): every write of a batch in one transaction, so a replay is exact. */
export function createSqliteStore(db: DatabaseSync, options: SqliteStoreOptions): LogStore {
  db.exec(sqliteSchema);
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
  const readIssue = db.prepare(`SELECT ${issueColumns} FROM issues WHERE id = ?`);
  const readEvents = db.prepare('SELECT * FROM events WHERE issue_id = ? ORDER BY received_at DESC, seq DESC LIMIT ?');
  // Keeps an issue's newest `max` rows: the (issue_id, received_at) index is walked past those `max` rows (each
  // trim reads them all, not just the rows just added), and every older row of the issue is deleted.
  const trimEvents = db.prepare(
    `DELETE FROM events WHERE seq IN (
       SELECT seq FROM events WHERE issue_id = ? ORDER BY received_at DESC, seq DESC LIMIT -1 OFFSET ?)`,
  );
  const maxOccurrences = options.maxOccurrencesPerIssue;
  const writeStatus = db.prepare(
    `UPDATE issues SET status = ?, regressed = 0, resolved_at = CASE WHEN ? = 'resolved' THEN ? ELSE NULL END
     WHERE id = ?`,
  );

  const transaction = <T>(work: () => T): T => {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (err) {
      db.exec('ROLLBACK');
      throw err;
    }
  };

  /** A batch: records never applied before, folded in memory first, then one write per run, issue, day, session. */
  function applyBatch(records: OccurrenceRecord[]) {
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

  function trends(ids: string[], now: number): Map<string, Map<string, number>> {
    const byIssue = new Map<string, Map<string, number>>(ids.map((id) => [id, new Map()]));
    if (ids.length === 0) return byIssue;
    const rows = db
      .prepare(
        `SELECT issue_id, day, count FROM issue_days WHERE day >= ? AND issue_id IN (${ids.map(() => '?').join(',')})`,
      )
      .all(trendStart(now), ...ids) as { issue_id: string; day: string; count: number }[];
    for (const row of rows) byIssue.get(row.issue_id)!.set(row.day, row.count);
    return byIssue;
  }

  const summaryOf = (row: IssueRow, days: ReadonlyMap<string, number>, now: number): IssueSummary => ({
    id: row.id,
    source: row.source,
    level: row.level,
    status: row.status,
    regressed: row.regressed === 1,
    title: row.title,
    culprit: row.culprit,
    count: row.count,
    sessions: row.sessions,
    firstSeen: iso(row.first_seen),
    lastSeen: iso(row.last_seen),
    trend: trendOf(days, now),
  });

  function purge(before: number) {
    return transaction(() => {
      // last_at is never before received_at, so the received_at index narrows the search (folds move last_at).
      const occurrences = Number(
        db.prepare('DELETE FROM events WHERE received_at < ? AND last_at < ?').run(before, before).changes,
      );
      const issues = Number(db.prepare('DELETE FROM issues WHERE last_seen < ?').run(before).changes);
      db.prepare('DELETE FROM issue_days WHERE day < ? OR issue_id NOT IN (SELECT id FROM issues)').run(utcDay(before));
      db.prepare('DELETE FROM issue_sessions WHERE last_at < ?').run(before);
      return { issues, occurrences };
    });
  }

  const sweep = () => {
    const now = Date.now();
    purge(now - options.retentionMs);
    db.prepare('DELETE FROM applied WHERE at < ?').run(now - options.dedupeMs);
  };
  sweep();
  const sweeper = setInterval(sweep, sweepEveryMs);
  sweeper.unref();

  return {
    async record(records) {
      transaction(() => applyBatch(records));
    },

    async listIssues(query: IssueQuery, now) {
      const where: string[] = [];
      const params: SQLInputValue[] = [];
      for (const column of ['level', 'status', 'source'] as const) {
        const value = query[column];
        if (value) {
          where.push(`i.${column} = ?`);
          params.push(value);
        }
      }
      const onEvents: string[] = [];
      if (query.q) {
        // The trigram index needs three characters; a shorter term is looked for by a scan.
        if ([...query.q].length >= 3) {
          onEvents.push('e.seq IN (SELECT rowid FROM events_fts WHERE events_fts MATCH ?)');
          params.push(phrase(query.q));
        } else {
          onEvents.push('instr(lower(e.message), lower(?)) > 0');
          params.push(query.q);
        }
      }
      if (query.path) {
        onEvents.push('e.path >= ? AND e.path < ?');
        params.push(query.path, `${query.path}\u{10FFFF}`);
      }
      if (query.from) {
        onEvents.push('e.last_at >= ?');
        params.push(Date.parse(query.from));
      }
      if (query.to) {
        onEvents.push('e.received_at <= ?');
        params.push(Date.parse(query.to));
      }
      if (onEvents.length > 0) where.push(`i.id IN (SELECT e.issue_id FROM events e WHERE ${onEvents.join(' AND ')})`);
      if (query.after) {
        where.push('(i.last_seen < ? OR (i.last_seen = ? AND i.id < ?))');
        params.push(query.after.lastSeen, query.after.lastSeen, query.after.id);
      }
      const rows = db
        .prepare(
          `SELECT ${issueColumns} FROM issues i ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
           ORDER BY i.last_seen DESC, i.id DESC LIMIT ?`,
        )
        .all(...params, query.limit + 1) as unknown as IssueRow[];
      const page = rows.slice(0, query.limit);
      const days = trends(
        page.map((r) => r.id),
        now,
      );
      const last = page.at(-1);
      return {
        issues: page.map((row) => summaryOf(row, days.get(row.id)!, now)),
        next: rows.length > query.limit && last ? { lastSeen: last.last_seen, id: last.id } : null,
      };
    },

    async getIssue(id, now) {
      const row = readIssue.get(id) as IssueRow | undefined;
      if (!row) return undefined;
      const events = readEvents.all(id, recentOccurrences) as unknown as EventRow[];
      return { ...summaryOf(row, trends([id], now).get(id)!, now), occurrences: events.map(occurrenceOf) };
    },

    async setStatus(id, status, now) {
      if (writeStatus.run(status, status, now, id).changes === 0) return undefined;
      const row = readIssue.get(id) as unknown as IssueRow;
      return summaryOf(row, trends([id], now).get(id)!, now);
    },

    async deleteIssue(id) {
      return transaction(() => {
        db.prepare('DELETE FROM events WHERE issue_id = ?').run(id);
        db.prepare('DELETE FROM issue_days WHERE issue_id = ?').run(id);
        db.prepare('DELETE FROM issue_sessions WHERE issue_id = ?').run(id);
        return db.prepare('DELETE FROM issues WHERE id = ?').run(id).changes > 0;
      });
    },

    async purge(before) {
      return purge(before);
    },

    async ping() {
      return db.prepare('SELECT 1 AS ok').get() !== undefined;
    },

    async close() {
      clearInterval(sweeper);
      if (db.isOpen) db.close();
    },
  };
}
