import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { keyListProblems } from './secret-values.ts';

const tempName = (file: string) => `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;

/**
 * Writes a file holding a secret so that nobody ever sees it half-written or readable by others: the content goes
 * to a temporary file created with mode 0600, which then takes the final name in one step. `exclusive` keeps a
 * file already there (a hard link fails when the name exists) and says whether ours was the one kept.
 */
export function writeSecretFile(file: string, content: string, { exclusive = false } = {}): boolean {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const tmp = tempName(file);
  try {
    writeFileSync(tmp, content, { flag: 'wx', mode: 0o600 });
    if (!exclusive) {
      renameSync(tmp, file);
      return true;
    }
    try {
      linkSync(tmp, file);
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw err;
    }
  } finally {
    rmSync(tmp, { force: true });
  }
}

/**
 * A secret kept under DATA_DIR, generated on first use (single-machine runs need no set-up). It appears complete
 * and with mode 0600 or not at all (see writeSecretFile), and two processes starting together end up with the
 * same one. A key an operator put there must be a real one of at least 32 bytes.
 */
export function loadOrCreateSecret(dataDir: string, name: string, bytes = 32): string {
  const file = join(dataDir, 'secrets', name);
  const read = () => {
    try {
      return readFileSync(file, 'utf8').trim();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  };
  let secret = read();
  if (secret === undefined) {
    writeSecretFile(file, randomBytes(bytes).toString('base64url'), { exclusive: true });
    secret = read()!;
  }
  const problems = keyListProblems(secret);
  if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`);
  return secret;
}
