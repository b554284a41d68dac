import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { loadOrCreateSecret } from '@portfolio/kit';

/** The archive's layout: its files under data/, then the manifest and the manifest's signature, last. */
export const FORMAT = 'portfolio-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_PATH = 'manifest.json';
export const SIGNATURE_PATH = 'manifest.sig';
export const DATA_PREFIX = 'data/';
export const KEY_NAME = 'backup-key';

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  files: z.array(z.object({ path: z.string(), size: z.number().int().nonnegative(), sha256: z.string() })),
});
export type Manifest = z.output<typeof manifestSchema>;

export const signManifest = (manifest: Buffer, key: string) => createHmac('sha256', key).update(manifest).digest('hex');

export function signatureMatches(manifest: Buffer, signature: string, key: string): boolean {
  const expected = Buffer.from(signManifest(manifest, key), 'hex');
  const given = Buffer.from(signature.trim(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The signing key: BACKUP_KEY when the deployment sets it, else a secret generated under DATA_DIR like the
 * others. Backing up creates it when missing; restoring only reads it, so a refused restore leaves DATA_DIR as it was.
 */
export function backupKey(
  dataDir: string,
  configured: string | undefined,
  { create }: { create: boolean },
): string | undefined {
  if (configured) return configured;
  if (create) return loadOrCreateSecret(dataDir, KEY_NAME);
  try {
    return readFileSync(join(dataDir, 'secrets', KEY_NAME), 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** A path from the archive that stays inside the folder it is restored into. */
export function safeRelativePath(path: string): boolean {
  if (path === '' || path.startsWith('/') || path.includes('\\') || path.includes('\0')) return false;
  return path.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}
