import { z } from 'zod';
import { limits } from './limits.ts';
import { safeRecord } from './safe-keys.ts';

const count = z.number().int().min(0).max(1_000_000);
const millis = z.number().min(0).max(3_600_000);
const shortText = (max: number) => z.string().max(max);
const size = z.strictObject({
  width: z.number().int().min(0).max(100_000),
  height: z.number().int().min(0).max(100_000),
});

export const browserNames = ['Firefox', 'Edge', 'Chrome', 'Safari', 'Opera', 'Unknown'] as const;

/** Spec §3 "Browser info", as the browser reports it. Fingerprint-grade parts are accepted but never stored. */
export const browserInfo = z.strictObject({
  browser: z.enum(browserNames),
  platform: shortText(128),
  language: shortText(35),
  screenResolution: shortText(32),
  viewport: size,
  outerSize: size,
  colorDepth: z.number().int().min(0).max(128),
  pixelDepth: z.number().int().min(0).max(128),
  hardwareConcurrency: z.number().int().min(0).max(1024).nullable().optional(),
  deviceMemory: z.number().min(0).max(1024).nullable().optional(),
  connection: z
    .strictObject({
      effectiveType: shortText(16).nullable().optional(),
      downlink: z.number().min(0).max(100_000).nullable().optional(),
      rtt: z.number().min(0).max(600_000).nullable().optional(),
      saveData: z.boolean().nullable().optional(),
    })
    .nullable()
    .optional(),
  battery: z
    .strictObject({ charging: z.boolean().nullable(), level: z.number().min(0).max(1).nullable() })
    .nullable()
    .optional(),
});
export type BrowserInfo = z.infer<typeof browserInfo>;

/** Spec §3 "Performance": navigation timing in milliseconds. */
export const performanceTiming = z.strictObject({
  navigationType: shortText(32),
  timeToFirstByte: millis.nullable(),
  domContentLoaded: millis.nullable(),
  loadEvent: millis.nullable(),
});
export type PerformanceTiming = z.infer<typeof performanceTiming>;

export const sessionId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 URL-safe characters');
const pagePath = z.string().min(1).max(limits.pathLength).startsWith('/');
const referrer = z.string().max(limits.referrerLength);

export const utm = safeRecord(limits.utmKeyLength, z.string().max(limits.utmValueLength), limits.utmKeys);

export const analyticsSessionStart = z.strictObject({
  sessionId,
  landingPage: pagePath,
  referrer,
  browserInfo,
});
export type AnalyticsSessionStart = z.infer<typeof analyticsSessionStart>;

/** Spec §3 "Page view payload"; pageviewId (client generated) makes retries and the performance update idempotent. */
export const pageview = z.strictObject({
  pageviewId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
  path: pagePath,
  referrer,
  landingPage: pagePath,
  sessionId,
  browserInfo,
  performance: performanceTiming.nullable(),
  utm,
});
export type Pageview = z.infer<typeof pageview>;

export const accepted = z.object({ accepted: z.literal(true) });

const named = z.object({ name: z.string(), count });
const daily = z.object({ date: z.string(), count });

/** Spec §3 "Stats response fields read"; visitor-level parts are empty unless the administrator asks. */
export const statsResponse = z.object({
  totalPageviews: count,
  dailyPageviews: z.array(daily),
  topPages: z.array(z.object({ path: z.string(), count })),
  byPlatform: z.array(named),
  byBrowser: z.array(named),
  byCountry: z.array(named),
  totalSessions: count,
  dailySessions: z.array(daily),
  performanceAverages: z.object({
    avgLoadEvent: z.number().nullable(),
    avgTimeToFirstByte: z.number().nullable(),
    avgDomContentLoaded: z.number().nullable(),
  }),
  activeSessions: z.array(
    z.object({
      sessionId: z.string(),
      landingPage: z.string(),
      lastSeen: z.string(),
      // The spec's client reads either form.
      pageViews: z.union([z.array(z.string()), z.string()]),
    }),
  ),
  recentVisitors: z.array(
    z.object({
      sessionId: z.string(),
      browser: z.string(),
      platform: z.string(),
      country: z.string(),
      firstSeen: z.string(),
    }),
  ),
  recentPageviews: z.array(z.object({ path: z.string(), sessionId: z.string(), timestamp: z.string() })),
  topReferrers: z.array(named),
});
export type StatsResponse = z.infer<typeof statsResponse>;
