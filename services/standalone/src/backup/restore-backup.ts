import { createHash } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import {
  backupKey,
  DATA_PREFIX,
  FORMAT_VERSION,
  MANIFEST_PATH,
  manifestSchema,
  safeRelativePath,
  SIGNATURE_PATH,
  signatureMatches,
  type Manifest,
} from './manifest.ts';
import { runningProcess } from './running.ts';
import { ArchiveFormatError, readTar } from './tar.ts';

/** A restore refused before anything under DATA_DIR changed; the message says why, for the operator. */
export class RestoreRefused extends Error {}

export interface RestoreOptions {
  dataDir: string;
  /** Left untouched when it sits inside DATA_DIR. */
  backupDir: string;
  /** BACKUP_KEY from the configuration, when set. */
  key: string | undefined;
  /** Asked once the archive is verified, before anything is replaced. */
  confirm: (manifest: Manifest) => Promise<boolean>;
}

const sha256 = () => createHash('sha256');

/**
 * Unpacks and checks the whole archive in a staging folder beside DATA_DIR (same file system, so the final moves
 * are renames): a gzip stream cut short, a damaged tar entry, another format version, a manifest whose signature
 * does not match or a file whose size or SHA-256 differs from it is refused, and DATA_DIR was never touched.
 */
export async function restoreBackup(file: string, options: RestoreOptions): Promise<Manifest> {
  const dataDir = resolve(options.dataDir);
  const pid = runningProcess(dataDir);
  if (pid) throw new RestoreRefused(`the product is running on ${dataDir} (pid ${pid}): stop it first`);
  const key = backupKey(dataDir, options.key, { create: false });
  if (!key) {
    throw new RestoreRefused(
      `no backup key: set BACKUP_KEY or put the original ${join('secrets', 'backup-key')} under ${dataDir} first`,
    );
  }
  mkdirSync(dirname(dataDir), { recursive: true });
  const staging = mkdtempSync(join(dirname(dataDir), '.restore-'));
  try {
    const manifest = await unpackAndVerify(file, staging, key);
    if (!(await options.confirm(manifest))) throw new RestoreRefused('restore not confirmed');
    replaceContents(dataDir, join(staging, 'data'), options.backupDir);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

async function unpackAndVerify(file: string, staging: string, key: string): Promise<Manifest> {
  const tar = join(staging, 'archive.tar');
  try {
    await pipeline(createReadStream(file), createGunzip(), createWriteStream(tar));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new RestoreRefused(`no archive at ${file}`);
    throw new RestoreRefused(`the archive is truncated or not a backup (${(err as Error).message})`);
  }
  const found = new Map<string, { size: number; sha256: string }>();
  let manifestBytes: Buffer | undefined;
  let signature: string | undefined;
  try {
    readTar(tar, (path, size, chunks) => {
      if (path === MANIFEST_PATH || path === SIGNATURE_PATH) {
        const bytes = Buffer.concat([...chunks]);
        if (path === MANIFEST_PATH) manifestBytes = bytes;
        else signature = bytes.toString('utf8');
        return;
      }
      const relative = path.startsWith(DATA_PREFIX) ? path.slice(DATA_PREFIX.length) : '';
      if (!safeRelativePath(relative) || found.has(relative)) throw new RestoreRefused(`unexpected entry ${path}`);
      const target = join(staging, 'data', relative);
      mkdirSync(dirname(target), { recursive: true });
      const hash = sha256();
      writeFileSync(target, '', { mode: 0o600 });
      for (const chunk of chunks) {
        hash.update(chunk);
        writeFileSync(target, chunk, { flag: 'a' });
      }
      found.set(relative, { size, sha256: hash.digest('hex') });
    });
  } catch (err) {
    if (err instanceof RestoreRefused) throw err;
    // A damaged entry, or paths that cannot coexist (a file and a folder of one name): not an archive we made.
    const reason = err instanceof ArchiveFormatError ? err.message : (err as Error).message;
    throw new RestoreRefused(`the archive is damaged: ${reason}`);
  }
  if (!manifestBytes || signature === undefined) throw new RestoreRefused('the archive has no signed manifest');
  return verify(manifestBytes, signature, key, found);
}

function verify(bytes: Buffer, signature: string, key: string, found: Map<string, { size: number; sha256: string }>) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new RestoreRefused('the manifest is not readable');
  }
  const version = (parsed as { version?: unknown } | null)?.version;
  if (version !== FORMAT_VERSION) {
    throw new RestoreRefused(
      `the archive is format version ${String(version)}; this tool restores version ${FORMAT_VERSION}`,
    );
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) throw new RestoreRefused('the manifest is not a backup manifest');
  if (!signatureMatches(bytes, signature, key)) {
    throw new RestoreRefused(
      "the manifest signature does not match this deployment's backup key (tampered, or another key)",
    );
  }
  const manifest = result.data;
  const listed = new Set(manifest.files.map((entry) => entry.path));
  for (const entry of manifest.files) {
    const got = found.get(entry.path);
    if (!got) throw new RestoreRefused(`${entry.path} is missing from the archive`);
    if (got.size !== entry.size || got.sha256 !== entry.sha256) throw new RestoreRefused(`${entry.path} was altered`);
  }
  for (const path of found.keys()) {
    if (!listed.has(path)) throw new RestoreRefused(`${path} is not in the signed manifest`);
  }
  return manifest;
}

/** DATA_DIR's contents give way to the verified ones; a backup folder kept inside DATA_DIR stays. */
function replaceContents(dataDir: string, verified: string, backupDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const keep = resolve(backupDir);
  for (const name of readdirSync(dataDir)) {
    const full = join(dataDir, name);
    if (full !== keep) rmSync(full, { recursive: true, force: true });
  }
  mkdirSync(verified, { recursive: true });
  for (const name of readdirSync(verified)) renameSync(join(verified, name), join(dataDir, name));
}
