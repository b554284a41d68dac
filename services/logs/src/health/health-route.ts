import { logsEndpoints, serviceNames, type HealthReport } from '@portfolio/contracts';
import { route } from '@portfolio/kit';
import { assess } from './assess.ts';
import { dataDisk, lastBackup } from './host-facts.ts';
import { readinessOf, type ReadinessSources } from './readiness-sources.ts';

export interface HealthDeps extends ReadinessSources {
  dataDir: string;
  backupDir: string;
  now?: () => Date;
}

/** Every service of the service table asked at once, with the data disk and the backup folder: one report. */
export async function healthReport(deps: HealthDeps): Promise<HealthReport> {
  const [services, disk, backup] = await Promise.all([
    Promise.all(serviceNames.map(async (name) => assess(name, await readinessOf(name, deps)))),
    dataDisk(deps.dataDir),
    lastBackup(deps.backupDir),
  ]);
  return { checkedAt: (deps.now?.() ?? new Date()).toISOString(), services, disk, lastBackup: backup };
}

/** `GET /api/admin/health`: the administrator's view of how the product is doing (the dashboard's health card). */
export const healthRoute = (deps: HealthDeps) => route(logsEndpoints.health, () => healthReport(deps));
