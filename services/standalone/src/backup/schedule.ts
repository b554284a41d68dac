import type { Logger } from '@portfolio/kit';
import type { StandaloneConfig } from '../config.ts';
import { applyRetention, createBackup } from './create-backup.ts';
import { backupKey } from './manifest.ts';

/** One backup followed by the retention pass: what `make backup` and the schedule both do. */
export async function backupNow(config: StandaloneConfig) {
  const key = backupKey(config.DATA_DIR, config.BACKUP_KEY, { create: true })!;
  const archive = await createBackup(config.DATA_DIR, config.BACKUP_DIR, key);
  const removed = applyRetention(config.BACKUP_DIR, config.BACKUP_KEEP);
  return { archive, removed };
}

/**
 * The scheduled backup of a running single-machine process, every BACKUP_INTERVAL_HOURS. A failed run is logged
 * and the next one tried at its time; the timer never keeps the process alive on shutdown.
 */
export function scheduleBackups(config: StandaloneConfig, logger: Logger): () => void {
  if (config.BACKUP_INTERVAL_HOURS === 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    backupNow(config)
      .then(({ archive, removed }) => logger.info({ archive, removed }, 'scheduled backup written'))
      .catch((err: unknown) => logger.error({ err }, 'scheduled backup failed'))
      .finally(() => {
        running = false;
      });
  }, config.BACKUP_INTERVAL_HOURS * 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
