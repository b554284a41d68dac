import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** Every file under a folder (databases with their -wal and -shm files, spool segments, secrets), recursively. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The files under `dir` whose bytes contain `needle` (as UTF-8, which is how SQLite and the spool store text). */
export const filesContaining = (dir: string, needle: string) =>
  filesUnder(dir).filter((file) => readFileSync(file).includes(Buffer.from(needle, 'utf8')));

/** Rows of the service's SQLite file, read with a second, read-only connection. */
export function readRows<T>(dataDir: string, sql: string, ...params: (string | number)[]): T[] {
  const db = new DatabaseSync(join(dataDir, 'analytics.sqlite'), { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
