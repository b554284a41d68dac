import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A secret kept under DATA_DIR, generated on first use (single-machine runs need no set-up). The file is
 * created exclusively with mode 0600, so two processes starting together cannot end up with different secrets.
 */
export function loadOrCreateSecret(dataDir: string, name: string, bytes = 32): string {
  const dir = join(dataDir, 'secrets');
  const file = join(dir, name);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, randomBytes(bytes).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFileSync(file, 'utf8').trim();
}
