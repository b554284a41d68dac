import type { DatabaseSync } from '@portfolio/kit';
import type { GamePlayEvent, PageviewEvent, StoredEvent } from '../../events.ts';
import type { Calendar } from '../../stats/calendar.ts';
import { rollups } from './rollups.ts';
import { schema } from './schema.ts';

type Timing = NonNullable<PageviewEvent['timing']>;

/**
 * Everything that writes to the embedded store, on one connection: batches of events (one transaction each),
 * retention, and the roll-up rebuild. It runs in the writer thread (see `sqlite-writer.ts`).
 */
export function sqliteWrites(db: DatabaseSync, cal: Calendar) {
  // Every page view touches a handful of index pages; 32 MiB of page cache keeps the hot ones in memory.
  db.exec('PRAGMA cache_size = -32768;');
  db.exec(schema);
  const counts = rollups(db, cal);

  const sessionExists = db.prepare('SELECT 1 FROM sessions WHERE id = ?');
  const visitorSeen = db.prepare('SELECT 1 FROM sessions WHERE visitor = ? LIMIT 1');
  const insertSession = db.prepare(
    `INSERT OR IGNORE INTO sessions (id, started_at, day, visitor, seen_before, browser, os, device,
       country, language, landing_page, referrer, referrer_host) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertPageview = db.prepare(
    'INSERT OR IGNORE INTO pageviews (id, session_id, at, path, ttfb, dcl, load) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const readTiming = db.prepare('SELECT at, ttfb, dcl, load FROM pageviews WHERE id = ? AND session_id = ?');
  const writeTiming = db.prepare('UPDATE pageviews SET ttfb = ?, dcl = ?, load = ? WHERE id = ?');
  const insertGameEvent = db.prepare(
    `INSERT OR IGNORE INTO game_events (id, at, day, game, kind, score, duration_ms, completed)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const readMeta = db.prepare('SELECT value FROM meta WHERE key = ?');
  const writeMeta = db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );

  function transaction(work: () => void) {
    db.exec('BEGIN IMMEDIATE');
    try {
      work();
      counts.flush();
      db.exec('COMMIT');
    } catch (err) {
      counts.discard();
      db.exec('ROLLBACK');
      throw err;
    }
  }

  const writeGameEvent = (e: GamePlayEvent) =>
    insertGameEvent.run(e.id, e.at, cal.day(e.at), e.game, e.event, e.score, e.durationMs, e.completed ? 1 : 0);

  function ensureSession(e: Exclude<StoredEvent, GamePlayEvent>) {
    if (sessionExists.get(e.sessionId)) return;
    const seenBefore = e.priorVisitor !== null && visitorSeen.get(e.priorVisitor) !== undefined;
    insertSession.run(
      e.sessionId,
      e.at,
      cal.day(e.at),
      e.visitor,
      seenBefore ? 1 : 0,
      e.browser,
      e.os,
      e.device,
      e.country,
      e.language,
      e.landingPage,
      e.referrer,
      e.referrerHost,
    );
  }

  /** A copy of a page view already stored: only its timings may change (the performance update). */
  function updateTiming(e: PageviewEvent, timing: Timing) {
    const row = readTiming.get(e.id, e.sessionId) as ({ at: number } & Timing) | undefined;
    if (!row) return;
    const next = { ttfb: timing.ttfb ?? row.ttfb, dcl: timing.dcl ?? row.dcl, load: timing.load ?? row.load };
    writeTiming.run(next.ttfb, next.dcl, next.load, e.id);
    counts.timing(row.at, row, timing);
  }

  function writePageview(e: PageviewEvent) {
    const { ttfb = null, dcl = null, load = null } = e.timing ?? {};
    const inserted = insertPageview.run(e.id, e.sessionId, e.at, e.path, ttfb, dcl, load).changes === 1;
    if (inserted) counts.pageview(e, e);
    else if (e.timing) updateTiming(e, e.timing);
  }

  return {
    /** One transaction for the batch: all of it is counted, or none of it. */
    write(events: readonly StoredEvent[]) {
      transaction(() => {
        for (const e of events) {
          if (e.kind === 'game') {
            writeGameEvent(e);
            continue;
          }
          ensureSession(e);
          if (e.kind === 'pageview') writePageview(e);
        }
      });
    },

    purge(before: number) {
      const day = cal.day(before);
      transaction(() => {
        db.prepare('DELETE FROM pageviews WHERE at < ?').run(before);
        db.prepare('DELETE FROM sessions WHERE started_at < ?').run(before);
        db.prepare('DELETE FROM game_events WHERE at < ?').run(before);
        db.prepare('DELETE FROM daily WHERE day < ?').run(day);
        db.prepare('DELETE FROM daily_breakdown WHERE day < ?').run(day);
      });
    },

    /**
     * Roll-ups are per local day: when the configured time zone changes, they are rebuilt from the raw rows by
     * counting every page view again, in arrival order, through the same code that counted it the first time.
     * Returns the time zone they were in, when they were rebuilt.
     */
    rebuildForTimeZone(): string | undefined {
      const recorded = (readMeta.get('time_zone') as { value: string } | undefined)?.value;
      if (recorded === cal.timeZone) return undefined;
      db.function('local_day', { deterministic: true }, (at) => cal.day(Number(at)));
      transaction(() => {
        db.exec(`DELETE FROM daily; DELETE FROM daily_breakdown;
          UPDATE sessions SET day = local_day(started_at), pageviews = 0, visited = 0, last_pv_at = NULL, duration_ms = 0,
            exit_page = NULL; UPDATE game_events SET day = local_day(at);`);
        const rows = db.prepare('SELECT session_id, at, path, ttfb, dcl, load FROM pageviews ORDER BY rowid').iterate();
        for (const row of rows as Iterable<{ session_id: string; at: number; path: string } & Timing>) {
          const { session_id: sessionId, at, path, ...timing } = row;
          counts.pageview({ sessionId, at, path, timing }, undefined);
        }
        writeMeta.run('time_zone', cal.timeZone);
      });
      return recorded;
    },
  };
}
