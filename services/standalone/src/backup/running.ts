import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The single-machine process writes its pid under DATA_DIR while it runs. Restore refuses while that process is
 * alive: replacing databases under open connections would mix the restored state with what the services still
 * hold in memory and write back.
 */
export const PID_FILE = 'standalone.pid';

export function markRunning(dataDir: string): () => void {
  const file = join(dataDir, PID_FILE);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/** The pid of a live single-machine process using dataDir, if any (a pid file left by a crash does not count). */
export function runningProcess(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, PID_FILE), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
