import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * Opens an embedded database file (created with its folder when missing). WAL lets readers run beside the
 * writer; the busy timeout covers a second process (a CLI) touching the same file.
 */
export function openDatabase(file: string): DatabaseSync {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 2000; PRAGMA foreign_keys = ON;',
  );
  return db;
}

/**
 * `work` in one immediate transaction (the write lock taken at once, so two writers wait on the busy timeout instead
 * of failing midway): its writes are applied whole, or, when it throws, not at all.
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  }
}
export type { DatabaseSync };
