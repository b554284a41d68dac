import { join } from 'node:path';
import { Spool, startPump, withTimeout, type Pump, type ServiceContext, type ServiceParts } from '@portfolio/kit';
import type { AnalyticsConfig } from './config.ts';
import { storedEvent, type StoredEvent } from './events.ts';
import { SaltKeeper } from './ingest/salts.ts';
import { analyticsContext } from './routes/analytics-context.ts';
import { analyticsParts } from './service-parts.ts';
import { calendar } from './stats/calendar.ts';
import { createMongoStore } from './stores/mongo/mongo-store.ts';
import type { AnalyticsStore } from './stores/ports.ts';
import { openSqliteStore } from './stores/sqlite/sqlite-store.ts';

/** The service's parts for kit to assemble, and the pieces its tests reach into. */
export interface BuiltAnalytics {
  parts: ServiceParts;
  store: AnalyticsStore;
  pump: Pump;
  salts: SaltKeeper;
  close(): Promise<void>;
}

/** What kit hands a service's build, less the start-up notice (analytics has nothing to announce). */
type BuildContext = Pick<ServiceContext<AnalyticsConfig>, 'config' | 'logger' | 'trust' | 'lifecycle'>;

export interface BuildOptions {
  /** The clock: arrival times, the default range, the cache window, active sessions, maintenance. */
  now?: () => number;
}

/** The mean Gregorian month: retention is configured in months, TTL indexes want seconds. */
const monthMs = 2_629_746_000;
/** Salts are agreed with the store and old data purged this often. */
const maintenanceMs = 10 * 60_000;

/**
 * Builds the analytics service from its configuration and kit's plumbing (the service definition's build, and its
 * tests with their own clock): stores, spool and pump, salts and maintenance, readiness, routes.
 */
export async function buildAnalytics(
  { config, logger, trust, lifecycle }: BuildContext,
  options: BuildOptions = {},
): Promise<BuiltAnalytics> {
  const now = options.now ?? Date.now;
  const cal = calendar(config.STATS_TIME_ZONE);
  const retentionMs = config.ANALYTICS_RETENTION_MONTHS * monthMs;

  // MongoDB when MONGO_URL is set, else the embedded SQLite file under DATA_DIR.
  const store = config.MONGO_URL
    ? createMongoStore({
        url: config.MONGO_URL,
        timeoutMs: config.MONGO_TIMEOUT_MS,
        retentionMs,
        calendar: cal,
        logger,
      })
    : await openSqliteStore(join(config.DATA_DIR, 'analytics.sqlite'), { calendar: cal, logger });

  // Records come back from disk as this service wrote them, after validating the request they came from; they
  // are taken as they are. Should the store refuse a batch (a file edited by hand, a format from another
  // version), the records that no longer validate are skipped and counted, so that they cannot block the replay.
  let invalidRecords = 0;
  const take = async (records: unknown[]) => {
    try {
      await store.write(records as StoredEvent[]);
    } catch (err) {
      const valid = records.flatMap((r) => {
        const parsed = storedEvent.safeParse(r);
        return parsed.success ? [parsed.data] : [];
      });
      if (valid.length === records.length) throw err;
      invalidRecords += records.length - valid.length;
      logger.warn({ skipped: records.length - valid.length }, 'spooled records that do not validate were skipped');
      await store.write(valid);
    }
  };
  const spool = new Spool<StoredEvent>({
    dir: join(config.DATA_DIR, 'spool', 'analytics'),
    maxBytes: config.ANALYTICS_SPOOL_MAX_BYTES,
    maxAgeMs: config.ANALYTICS_SPOOL_MAX_AGE_HOURS * 3_600_000,
    logger,
  });
  const pump = startPump(spool, take, {
    logger,
    writeTimeoutMs: config.MONGO_TIMEOUT_MS * 3,
  });

  const salts = new SaltKeeper(store.salts, cal, logger);
  const maintain = async () => {
    try {
      await withTimeout(salts.refresh(now()), config.MONGO_TIMEOUT_MS * 2, 'salt refresh');
      await store.purge(now() - retentionMs);
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'analytics maintenance failed; retrying later');
    }
  };
  await maintain();
  const timer = setInterval(() => void maintain(), maintenanceMs);
  timer.unref();

  const context = analyticsContext({
    logger,
    trust,
    spool,
    store,
    salts,
    calendar: cal,
    now,
    settings: {
      keepBots: config.ANALYTICS_KEEP_BOTS,
      statsCacheMs: config.STATS_CACHE_SECONDS * 1000,
      maxRangeDays: config.STATS_MAX_RANGE_DAYS,
      rateLimitPerMinute: config.ANALYTICS_RATE_LIMIT,
      statsRateLimitPerMinute: config.ANALYTICS_STATS_RATE_LIMIT,
    },
  });
  // MongoDB's indexes are built from start-up on, outside every request and write: no traffic until they exist.
  if (store.indexes) lifecycle.checks.push(store.indexes.readiness);
  // Ready while events can be accepted: with the store away they still are (into the spool), so the store's
  // state is reported rather than made a condition; the spool's counters say what is pending or was lost.
  lifecycle.checks.push({
    name: 'analytics',
    check: async () => ({
      store: store.kind,
      storeReachable: await withTimeout(store.ping(), 800, 'store ping').catch(() => false),
      lastWriteSucceeded: pump.storeReachable(),
      ...spool.stats(),
      invalidRecords,
      statsCache: context.cache.stats(),
    }),
  });

  const close = async () => {
    clearInterval(timer);
    await pump.stop();
    await store.close();
  };
  return { parts: analyticsParts(context, close), store, pump, salts, close };
}
