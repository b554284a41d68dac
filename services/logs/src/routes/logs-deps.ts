import type { Logger, TrustedProxies } from '@portfolio/kit';
import type { HealthDeps } from '../health/health-route.ts';
import type { Ingestion } from '../ingest/ingestion.ts';
import type { LogStore } from '../store/ports.ts';

/** What every logs route shares. */
export interface LogsRouteDeps {
  logger: Logger;
  trust: TrustedProxies;
  store: LogStore;
  ingestion: Ingestion;
  /** Ingestion requests allowed per client address within a window. */
  rateLimit: { limit: number; windowMs: number };
  /** An admin call whose store work takes longer answers 503. */
  storeTimeoutMs: number;
  /** Where the health report finds the services, the data disk and the backups. */
  health: HealthDeps;
}
