// zod mini, as every schema the admin area reads (see logs.ts).
import * as z from 'zod/mini';
import { serviceNames } from './services.ts';

const isoTime = z.iso.datetime({ offset: true });
const count = z.number().check(z.int(), z.minimum(0));
const checkName = z.string().check(z.minLength(1), z.maxLength(100));

/**
 * Why a service is degraded or down, as the dashboard explains it: a readiness check failing (a store away, free
 * disk below the service's floor), a store away while the service spools what it accepts, a spool backlog, a
 * shutdown under way; or no answer at all (down).
 */
export const healthReason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('check-failing'), check: checkName }),
  z.object({ kind: z.literal('store-unreachable'), check: checkName }),
  z.object({ kind: z.literal('spool-backlog'), pendingBytes: count }),
  z.object({ kind: z.literal('shutting-down') }),
  z.object({ kind: z.literal('no-answer') }),
]);
export type HealthReason = z.infer<typeof healthReason>;

export const serviceStates = ['ready', 'degraded', 'down'] as const;
export type ServiceState = (typeof serviceStates)[number];

/** Records accepted but not yet in the store (a spool holds them on disk), summed over the service's spools. */
export const spoolBacklog = z.object({ pendingBytes: count, pendingSegments: count, droppedRecords: count });

/** The service's background job lists together: due jobs waiting, the earliest one's wait, jobs given up. */
export const jobBacklog = z.object({ depth: count, oldestAgeSeconds: count, failed: count });

export const serviceHealth = z.object({
  service: z.enum(serviceNames),
  state: z.enum(serviceStates),
  /** Empty when ready. */
  reasons: z.array(healthReason),
  /** Null when the service keeps no spool (or did not answer). */
  spool: z.nullable(spoolBacklog),
  /** Null when the service runs no background jobs (or did not answer, or its store did not tell in time). */
  jobs: z.nullable(jobBacklog),
});
export type ServiceHealth = z.infer<typeof serviceHealth>;

/** `GET /api/admin/health`: every service of the service table, the data disk, the newest backup. */
export const healthReport = z.object({
  checkedAt: isoTime,
  services: z.array(serviceHealth),
  /** The disk holding the data folder; null when it could not be read. */
  disk: z.nullable(
    z.object({
      freeBytes: count,
      totalBytes: count,
      freePercent: z.number().check(z.minimum(0), z.maximum(100)),
      /** Below the floor the dashboard warns about (a tenth of the disk). */
      low: z.boolean(),
    }),
  ),
  /** The newest archive in the backup folder, by the date in its name; null when there is none yet. */
  lastBackup: z.nullable(z.object({ at: isoTime, file: z.string() })),
});
export type HealthReport = z.infer<typeof healthReport>;
