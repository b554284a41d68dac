import { openDatabase, startWriterThread, type Logger } from '@portfolio/kit';
import type { Calendar } from '../../stats/calendar.ts';
import type { AnalyticsStore } from '../ports.ts';
import { sqliteGameStats } from './sqlite-games.ts';
import { sqliteStats, sqliteTopPaths } from './sqlite-stats.ts';

export interface SqliteStoreOptions {
  calendar: Calendar;
  logger: Logger;
}

/**
 * The embedded adapter: one SQLite file in WAL mode. Batches of events are written by a thread of their own, one
 * transaction each; stats and the salts are read (and the salts written: one row a day) on this thread, beside
 * it, which WAL allows.
 */
export async function openSqliteStore(
  file: string,
  { calendar: cal, logger }: SqliteStoreOptions,
): Promise<AnalyticsStore> {
  const writer = await startWriterThread<
    { op: 'write'; events: unknown[] } | { op: 'purge'; before: number },
    { rebuiltFrom?: string }
  >({
    script: new URL('./sqlite-writer.ts', import.meta.url),
    workerData: { file, timeZone: cal.timeZone },
    name: 'analytics store',
    logger,
    onReady: ({ rebuiltFrom }) => {
      if (rebuiltFrom)
        logger.info({ from: rebuiltFrom, to: cal.timeZone }, 'time zone changed; daily roll-ups rebuilt');
    },
  });
  const db = openDatabase(file);
  const stats = sqliteStats(db);
  const topPaths = sqliteTopPaths(db);
  const gameStats = sqliteGameStats(db);
  const insertSalt = db.prepare('INSERT INTO salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING');
  const readSalt = db.prepare('SELECT salt FROM salts WHERE day = ?');
  const deleteSalts = db.prepare('DELETE FROM salts WHERE day < ?');

  return {
    kind: 'sqlite',
    write: (events) => writer.request({ op: 'write', events: events as unknown[] }),
    async stats(request) {
      return stats(request);
    },
    async topPaths(request) {
      return topPaths(request);
    },
    async gameStats(range) {
      return gameStats(range);
    },
    salts: {
      async ensure(day, candidate) {
        insertSalt.run(day, candidate);
        return (readSalt.get(day) as { salt: string }).salt;
      },
      async get(day) {
        return (readSalt.get(day) as { salt: string } | undefined)?.salt;
      },
      async prune(day) {
        deleteSalts.run(day);
      },
    },
    purge: (before) => writer.request({ op: 'purge', before }),
    async ping() {
      return writer.alive() && db.prepare('SELECT 1 AS ok').get() !== undefined;
    },
    async close() {
      await writer.close();
      if (db.isOpen) db.close();
    },
  };
}
