import * as z from 'zod/mini';
import { statsDate } from './analytics.ts';

export const topPathsLimits = { defaultLimit: 100, maxLimit: 500 } as const;

/**
 * `GET /api/admin/analytics/paths?from&to&limit`: the most viewed page paths of a range (inclusive days in the
 * stats time zone, by default the last 30 days up to today), every path the visitors asked for, the site's or not.
 * The not-found list (#19) is these, classified by the content service.
 */
export const topPathsQuery = z.strictObject({
  from: z.optional(statsDate),
  to: z.optional(statsDate),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(topPathsLimits.maxLimit)),
    topPathsLimits.defaultLimit,
  ),
});
export type TopPathsQuery = z.output<typeof topPathsQuery>;

/** Most viewed first, then by path. */
export const topPathsResponse = z.object({
  range: z.object({ from: statsDate, to: statsDate, timeZone: z.string() }),
  paths: z.array(z.object({ path: z.string(), count: z.number().check(z.int(), z.minimum(0)) })),
});
export type TopPathsResponse = z.output<typeof topPathsResponse>;
