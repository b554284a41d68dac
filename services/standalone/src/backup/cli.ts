import { createInterface } from 'node:readline/promises';
import { parseConfig } from '@portfolio/kit';
import { standaloneConfigSchema } from '../config.ts';
import type { Manifest } from './manifest.ts';
import { restoreBackup, RestoreRefused } from './restore-backup.ts';
import { backupNow } from './schedule.ts';

/**
 * `make backup` → `backup.ts backup`; `make restore FILE=… [ARGS=--yes]` → `backup.ts restore FILE [--yes]`.
 * Exit codes: 0 done, 1 refused or failed (nothing changed), 2 usage or configuration error.
 */
const [command, ...rest] = process.argv.slice(2);
const config = parseConfig(standaloneConfigSchema);

async function confirmTyped(manifest: Manifest): Promise<boolean> {
  process.stdout.write(
    `The archive of ${manifest.createdAt} (${manifest.files.length} files) is intact and signed.\n` +
      `Restoring replaces everything in ${config.DATA_DIR}.\n`,
  );
  if (!process.stdin.isTTY) {
    process.stderr.write('No terminal to confirm on: run again with --yes to restore without asking.\n');
    return false;
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question('Type "restore" to continue: ');
  prompt.close();
  return answer.trim() === 'restore';
}

async function main(): Promise<number> {
  if (command === 'backup' && rest.length === 0) {
    const { archive, removed } = await backupNow(config);
    process.stdout.write(`Backup written to ${archive}\n`);
    for (const name of removed)
      process.stdout.write(`  removed old backup ${name} (BACKUP_KEEP=${config.BACKUP_KEEP})\n`);
    return 0;
  }
  const file = rest.find((arg) => arg !== '--yes');
  if (command !== 'restore' || !file || rest.length > 2) {
    process.stderr.write('usage: backup | restore <archive.tar.gz> [--yes]\n');
    return 2;
  }
  const yes = rest.includes('--yes');
  try {
    const manifest = await restoreBackup(file, {
      dataDir: config.DATA_DIR,
      backupDir: config.BACKUP_DIR,
      key: config.BACKUP_KEY,
      confirm: yes ? async () => true : confirmTyped,
    });
    process.stdout.write(`Restored ${manifest.files.length} files from the backup of ${manifest.createdAt}.\n`);
    return 0;
  } catch (err) {
    if (!(err instanceof RestoreRefused)) throw err;
    process.stderr.write(`Restore refused, nothing changed: ${err.message}\n`);
    return 1;
  }
}

process.exitCode = await main();
