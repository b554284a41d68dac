import { createHash } from 'node:crypto';
import {
  closeSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { createGzip } from 'node:zlib';
import {
  DATA_PREFIX,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_PATH,
  SIGNATURE_PATH,
  signManifest,
  type Manifest,
} from './manifest.ts';
import { PID_FILE } from './running.ts';
import { tarEnd, tarHeader, tarPadding } from './tar.ts';

export const ARCHIVE_PREFIX = 'portfolio-backup-';
export const ARCHIVE_SUFFIX = '.tar.gz';

/** SQLite's side files are folded into the database by the online backup; a half-written temporary file is not data. */
const SKIPPED = /(-wal|-shm|-journal|\.tmp)$/;

/** Every file under DATA_DIR, as paths relative to it, leaving out the backup folder when it sits inside. */
export function dataFiles(dataDir: string, exclude: string[] = []): string[] {
  const root = resolve(dataDir);
  const excluded = new Set(exclude.map((dir) => resolve(dir)));
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (excluded.has(full)) continue;
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && !SKIPPED.test(entry.name) && full !== join(root, PID_FILE)) {
        found.push(relative(root, full).split('\\').join('/'));
      }
    }
  };
  walk(root);
  return found.sort();
}

function isSqlite(file: string): boolean {
  const head = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    return readSync(fd, head, 0, 16, 0) === 16 && head.toString('latin1') === 'SQLite format 3\0';
  } finally {
    closeSync(fd);
  }
}

/**
 * A database is copied through SQLite's online backup, which reads a consistent state while the services keep
 * writing (WAL mode: readers never block them); any other file is read as it is, media and documents being
 * written under a temporary name and renamed whole.
 */
async function snapshot(file: string, scratch: string): Promise<Buffer> {
  if (!isSqlite(file)) return readFileSync(file);
  const copy = join(scratch, 'db.sqlite');
  const source = new DatabaseSync(file);
  try {
    source.exec('PRAGMA busy_timeout = 2000');
    await backup(source, copy);
  } finally {
    source.close();
  }
  const bytes = readFileSync(copy);
  rmSync(copy, { force: true });
  return bytes;
}

export const archiveName = (date: Date) => `${ARCHIVE_PREFIX}${date.toISOString().replace(/:/g, '-')}${ARCHIVE_SUFFIX}`;

/** Writes one dated, signed archive of DATA_DIR into backupDir and returns its path. */
export async function createBackup(dataDir: string, backupDir: string, key: string, now = new Date()): Promise<string> {
  mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  const final = join(backupDir, archiveName(now));
  // Written under a name no reader takes for an archive, renamed once complete: a crash leaves no half archive.
  const partial = `${final}.partial`;
  const scratch = mkdtempSync(join(tmpdir(), 'portfolio-backup-'));
  const gzip = createGzip();
  const out = createWriteStream(partial, { mode: 0o600 });
  gzip.pipe(out);
  const write = async (bytes: Buffer) => {
    if (!gzip.write(bytes)) await once(gzip, 'drain');
  };
  const mtime = Math.floor(now.getTime() / 1000);
  const add = async (path: string, bytes: Buffer) => {
    await write(tarHeader(path, bytes.length, mtime));
    await write(bytes);
    await write(tarPadding(bytes.length));
  };
  try {
    const manifest: Manifest = { format: FORMAT, version: FORMAT_VERSION, createdAt: now.toISOString(), files: [] };
    for (const path of dataFiles(dataDir, [backupDir])) {
      let bytes: Buffer;
      try {
        bytes = await snapshot(join(dataDir, path), scratch);
      } catch (err) {
        // A file removed since the listing (a media item deleted meanwhile) is no longer part of the data.
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw err;
      }
      manifest.files.push({ path, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
      await add(DATA_PREFIX + path, bytes);
    }
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await add(MANIFEST_PATH, manifestBytes);
    await add(SIGNATURE_PATH, Buffer.from(signManifest(manifestBytes, key)));
    await write(tarEnd());
    gzip.end();
    await once(out, 'close');
    renameSync(partial, final);
    return final;
  } catch (err) {
    gzip.destroy();
    out.destroy();
    rmSync(partial, { force: true });
    throw err;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Keeps the `keep` newest archives of backupDir (their names sort by date) and removes the others. */
export function applyRetention(backupDir: string, keep: number): string[] {
  const archives = readdirSync(backupDir)
    .filter((name) => name.startsWith(ARCHIVE_PREFIX) && name.endsWith(ARCHIVE_SUFFIX))
    .sort();
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of removed) rmSync(join(backupDir, name), { force: true });
  return removed;
}
