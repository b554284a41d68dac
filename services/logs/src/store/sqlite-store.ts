import type { SQLInputValue } from 'node:sqlite';
import type { IssueSummary } from '@portfolio/contracts';
import { inTransaction, type DatabaseSync } from '@portfolio/kit';
import { recentOccurrences, type IssueQuery, type LogStore } from './ports.ts';
import { trendOf, trendStart, utcDay } from './shared.ts';
import { type EventRow, iso, issueColumns, type IssueRow, occurrenceOf, phrase } from './sqlite-rows.ts';
import { sqliteSchema } from './sqlite-schema.ts';
import { sqliteRecorder } from './sqlite-writes.ts';

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
  const recordBatch = sqliteRecorder(db, options.maxOccurrencesPerIssue);
  const readIssue = db.prepare(`SELECT ${issueColumns} FROM issues WHERE id = ?`);
  const readEvents = db.prepare('SELECT * FROM events WHERE issue_id = ? ORDER BY received_at DESC, seq DESC LIMIT ?');
  const writeStatus = db.prepare(
    `UPDATE issues SET status = ?, regressed = 0, resolved_at = CASE WHEN ? = 'resolved' THEN ? ELSE NULL END
     WHERE id = ?`,
  );

  const transaction = <T>(work: () => T): T => inTransaction(db, work);

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
      recordBatch(records);
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
