import { readdir, statfs } from 'node:fs/promises';
import type { HealthReport } from '@portfolio/contracts';

/** Below a tenth of the disk free, the dashboard warns. */
const lowDiskPercent = 10;

/** The disk holding the data folder: free and total bytes (for an unprivileged process), null when unreadable. */
export async function dataDisk(dataDir: string): Promise<HealthReport['disk']> {
  try {
    const disk = await statfs(dataDir);
    const freeBytes = disk.bavail * disk.bsize;
    const totalBytes = disk.blocks * disk.bsize;
    const freePercent = totalBytes > 0 ? Math.round((freeBytes / totalBytes) * 1000) / 10 : 0;
    return { freeBytes, totalBytes, freePercent, low: freePercent < lowDiskPercent };
  } catch {
    return null;
  }
}

/**
 * `portfolio-backup-<ISO time, colons as dashes>.tar.gz` (`make backup`, the scheduled backup) and
 * `portfolio-compose-backup-<same>.tar.gz` (`make backup MODE=compose`): the date is the name's, which a copy
 * or a restore of the folder keeps, unlike the file's modification time. A `.partial` being written is not one.
 */
const archiveName = /^portfolio-(?:compose-)?backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})(\.\d{1,3})?Z\.tar\.gz$/;

/** The newest archive in the backup folder by the date in its name; null when there is none (or no folder). */
export async function lastBackup(backupDir: string): Promise<HealthReport['lastBackup']> {
  let names: string[];
  try {
    names = await readdir(backupDir);
  } catch {
    return null;
  }
  let newest: { at: Date; file: string } | undefined;
  for (const file of names) {
    const match = archiveName.exec(file);
    if (!match) continue;
    const [, day, hours, minutes, seconds, fraction = ''] = match;
    const at = new Date(`${day}T${hours}:${minutes}:${seconds}${fraction}Z`);
    if (Number.isNaN(at.getTime())) continue;
    if (!newest || at > newest.at) newest = { at, file };
  }
  return newest ? { at: newest.at.toISOString(), file: newest.file } : null;
}
