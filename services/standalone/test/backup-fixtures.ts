import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { dataFiles } from '../src/backup/create-backup.ts';
import { MANIFEST_PATH, SIGNATURE_PATH, signManifest } from '../src/backup/manifest.ts';
import { readTar, tarEnd, tarHeader, tarPadding } from '../src/backup/tar.ts';

const cli = fileURLToPath(new URL('../src/backup/cli.ts', import.meta.url));

/** `make backup` / `make restore`'s command, run as the operator runs it. */
export async function runCli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [cli, ...args], {
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Every table's rows of one database, in a stable order, to compare two copies of a store. */
function tableRows(file: string): Record<string, unknown[]> {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as { name: string }[];
    const rows: Record<string, unknown[]> = {};
    for (const { name } of tables) {
      rows[name] = (db.prepare(`SELECT * FROM "${name}"`).all() as object[])
        .map((row) =>
          JSON.stringify(row, (_k, v: unknown) => (v instanceof Uint8Array ? Buffer.from(v).toString('hex') : v)),
        )
        .sort();
    }
    return rows;
  } finally {
    db.close();
  }
}

/** The content of a data folder: databases by their rows, every other file by its SHA-256. */
export function storeContents(dataDir: string): Record<string, unknown> {
  const contents: Record<string, unknown> = {};
  for (const path of dataFiles(dataDir)) {
    const full = join(dataDir, path);
    contents[path] = path.endsWith('.sqlite')
      ? tableRows(full)
      : createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return contents;
}

/** Every byte of a folder as it is on disk (side files included): "nothing changed" is compared on this. */
export function rawTree(dir: string): Record<string, string> {
  const tree: Record<string, string> = {};
  const files = dataFiles(dir);
  for (const path of files)
    tree[path] = createHash('sha256')
      .update(readFileSync(join(dir, path)))
      .digest('hex');
  return tree;
}

type Entry = { path: string; bytes: Buffer };

export function unpack(archive: string): Entry[] {
  const tar = `${archive}.tar`;
  writeFileSync(tar, gunzipSync(readFileSync(archive)));
  const entries: Entry[] = [];
  readTar(tar, (path, _size, chunks) => entries.push({ path, bytes: Buffer.concat([...chunks]) }));
  return entries;
}

export function pack(entries: Entry[], file: string) {
  const parts = entries.flatMap(({ path, bytes }) => [
    tarHeader(path, bytes.length, 0),
    bytes,
    tarPadding(bytes.length),
  ]);
  writeFileSync(file, gzipSync(Buffer.concat([...parts, tarEnd()])));
}

/** A copy of the archive whose manifest is changed by `edit` and signed again with `key` (when given). */
export function withManifest(
  archive: string,
  file: string,
  edit: (manifest: { version: number }) => void,
  key?: string,
) {
  const entries = unpack(archive);
  const manifest = entries.find((e) => e.path === MANIFEST_PATH)!;
  const parsed = JSON.parse(manifest.bytes.toString('utf8')) as { version: number };
  edit(parsed);
  manifest.bytes = Buffer.from(JSON.stringify(parsed));
  if (key) entries.find((e) => e.path === SIGNATURE_PATH)!.bytes = Buffer.from(signManifest(manifest.bytes, key));
  pack(entries, file);
}

/** A copy of the archive with one byte of a data file changed, its signed manifest left as it was. */
export function withAlteredFile(archive: string, file: string, path: string) {
  const entries = unpack(archive);
  const entry = entries.find((e) => e.path === `data/${path}`)!;
  entry.bytes = Buffer.from(entry.bytes);
  entry.bytes.writeUInt8(entry.bytes.readUInt8(entry.bytes.length - 1) ^ 1, entry.bytes.length - 1);
  pack(entries, file);
}
