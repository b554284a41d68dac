import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { onTestFinished } from 'vitest';
import { assembleService, createLifecycle, createLogger, parseConfig, trustedProxies } from '@portfolio/kit';
import { listen, testGatewaySecret } from '@portfolio/testing';
import { buildAnalytics, type BuiltAnalytics } from '../src/build.ts';
import { analyticsConfigSchema } from '../src/config.ts';

export const chromeUserAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const iphoneUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const googlebotUserAgent = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
export const headlessUserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36';

/** Spec §3 browser info, as a browser reports it (fingerprint-grade parts included: they must be dropped). */
export const browserInfo = {
  browser: 'Chrome',
  platform: 'Win32',
  language: 'fr-FR',
  screenResolution: '1920x1080',
  viewport: { width: 1280, height: 720 },
  outerSize: { width: 1280, height: 800 },
  colorDepth: 24,
  pixelDepth: 24,
  hardwareConcurrency: 8,
  deviceMemory: 8,
  connection: { effectiveType: '4g', downlink: 10, rtt: 50, saveData: false },
  battery: { charging: true, level: 0.5 },
};

export const sessionStart = (overrides: Record<string, unknown> = {}) => ({
  sessionId: '1741608000000-session01',
  landingPage: '/',
  referrer: '',
  browserInfo,
  ...overrides,
});

export const pageview = (overrides: Record<string, unknown> = {}) => ({
  path: '/',
  referrer: '',
  landingPage: '/',
  sessionId: '1741608000000-session01',
  browserInfo,
  performance: null,
  utm: {},
  ...overrides,
});

/** A clock the tests move by hand: arrival times, default ranges, the cache window. */
export function testClock(start = Date.parse('2026-03-10T12:00:00Z')) {
  const clock = {
    at: start,
    now: () => clock.at,
    advance(ms: number) {
      clock.at += ms;
    },
    set(iso: string) {
      clock.at = Date.parse(iso);
    },
  };
  return clock;
}
export type TestClock = ReturnType<typeof testClock>;

export interface RunningAnalytics {
  url: string;
  dataDir: string;
  built: BuiltAnalytics;
  clock: TestClock;
  /** Everything logged, one JSON line each. */
  logs: string[];
  /** Waits until every accepted event is in the store. */
  flush(): Promise<void>;
  /** Stops the server and the service (the data folder stays until the test ends). */
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  dataDir?: string;
  clock?: TestClock;
}

/**
 * The real service (buildAnalytics: config, store, spool, pump, salts, assembled by kit as the service is) on a
 * free loopback port, on a temporary data folder, stopped and removed when the test finishes. 127.0.0.1 is a trusted front proxy, so tests speak for
 * a client with X-Forwarded-For; the test gateway secret is set, so they speak for the gateway with its token and
 * X-Auth-Role; the stats cache is off unless asked for.
 */
export async function startAnalytics({ env = {}, dataDir, clock = testClock() }: StartOptions = {}) {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'analytics-test-'));
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const config = parseConfig(analyticsConfigSchema, {
    DATA_DIR: dir,
    TRUSTED_PROXIES: '127.0.0.1',
    GATEWAY_SECRET: testGatewaySecret,
    STATS_CACHE_SECONDS: '0',
    ...env,
  });
  const logger = createLogger('analytics', 'debug', sink);
  const trust = trustedProxies(config.TRUSTED_PROXIES, config.GATEWAY_SECRET);
  const lifecycle = createLifecycle();
  const built = await buildAnalytics({ config, logger, trust, lifecycle }, { now: clock.now });
  const served = await listen(assembleService('analytics', built.parts, { logger, trust, lifecycle }).handle);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await served.close();
    await built.close();
  };
  onTestFinished(async () => {
    await stop();
    if (!dataDir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    url: served.url,
    dataDir: dir,
    built,
    clock,
    logs,
    // A drain already under way may have started before the last append: the second one starts after it.
    async flush() {
      await built.pump.flush();
      await built.pump.flush();
    },
    stop,
  } satisfies RunningAnalytics;
}
