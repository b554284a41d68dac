import {
  analyticsSessionStart,
  pageview,
  type BrowserInfo,
  type Pageview,
  type PerformanceTiming,
} from '@portfolio/contracts';
import { describe, expect, it, vi } from 'vitest';
import { analyticsWarnings, createTracker, type TrackerDeps } from './tracker';

const browserInfo: BrowserInfo = {
  browser: 'Firefox',
  platform: 'Linux x86_64',
  language: 'fr-FR',
  screenResolution: '1920x1080',
  viewport: { width: 1280, height: 800 },
  outerSize: { width: 1280, height: 900 },
  colorDepth: 24,
  pixelDepth: 24,
  hardwareConcurrency: 8,
  deviceMemory: null,
  connection: null,
  battery: null,
};
const early: PerformanceTiming = {
  navigationType: 'navigate',
  timeToFirstByte: 40,
  domContentLoaded: 300,
  loadEvent: null,
};
const complete = { ...early, loadEvent: 420 };

/** Let every pending promise callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The tracker with its browser around it simulated: idleness and the load event happen when the test says. */
function harness(overrides: Partial<TrackerDeps> = {}) {
  const idleWaiters: (() => void)[] = [];
  let fireLoad!: () => void;
  const load = new Promise<void>((resolve) => (fireLoad = resolve));
  const location = { pathname: '/', search: '?utm_source=newsletter&ref=home' };
  const events: string[] = [];
  const views: Pageview[] = [];
  let timing: PerformanceTiming = early;
  let ids = 0;
  const deps: TrackerDeps = {
    startSession: vi.fn(async (payload) => {
      analyticsSessionStart.parse(payload);
      events.push('session');
    }),
    recordPageview: vi.fn(async (payload) => {
      views.push(pageview.parse(payload));
      events.push(`view ${payload.path}${payload.performance?.loadEvent ? ' +performance' : ''}`);
    }),
    enableStats: () => events.push('stats'),
    refreshStats: () => events.push('stats refresh'),
    browserInfo: async () => browserInfo,
    performance: () => timing,
    loaded: () => load,
    idle: () => new Promise((resolve) => idleWaiters.push(resolve)),
    location: () => location,
    referrer: () => 'https://search.example/?q=portfolio',
    session: () => ({ sessionId: 'lx2k9-Abcdefghijklmnop', landingPage: '/' }),
    newPageviewId: () => `view-id-${++ids}`,
    warn: vi.fn(),
    ...overrides,
  };
  return {
    tracker: createTracker(deps),
    deps,
    events,
    views,
    location,
    async idle() {
      expect(idleWaiters.length, 'the tracker is waiting for idleness').toBeGreaterThan(0);
      idleWaiters.shift()!();
      await settle();
    },
    async load() {
      timing = complete;
      fireLoad();
      await settle();
    },
    pendingIdle: () => idleWaiters.length,
  };
}

describe('analytics on load', () => {
  it('runs session start, initial view, stats and performance update, each when the browser is idle', async () => {
    const h = harness();
    void h.tracker.start();
    await settle();
    expect(h.events).toEqual([]);

    await h.idle();
    expect(h.events).toEqual(['session']);
    await h.idle();
    expect(h.events).toEqual(['session', 'view /']);
    await h.idle();
    expect(h.events).toEqual(['session', 'view /', 'stats']);

    // The performance update waits for the load event, then for idleness again.
    expect(h.pendingIdle()).toBe(0);
    await h.load();
    await h.idle();
    expect(h.events).toEqual(['session', 'view /', 'stats', 'view / +performance']);
  });

  it('sends the performance update as the same page view (same pageviewId), so it is never counted twice', async () => {
    const h = harness();
    void h.tracker.start();
    for (let i = 0; i < 3; i++) await h.idle();
    await h.load();
    await h.idle();
    const [initial, update] = h.views;
    expect(update!.pageviewId).toBe(initial!.pageviewId);
    expect(initial!.performance).toEqual(early);
    expect(update).toEqual({ ...initial, performance: complete });
  });

  it('sends the spec payloads: landing page, referrer, browser info and every query parameter', async () => {
    const h = harness();
    void h.tracker.start();
    await h.idle();
    await h.idle();
    expect(h.deps.startSession).toHaveBeenCalledWith({
      sessionId: 'lx2k9-Abcdefghijklmnop',
      landingPage: '/',
      referrer: 'https://search.example/?q=portfolio',
      browserInfo,
    });
    expect(h.views[0]).toMatchObject({
      path: '/',
      landingPage: '/',
      utm: { utm_source: 'newsletter', ref: 'home' },
    });
  });

  it('starts once however often it is asked to', async () => {
    const h = harness();
    void h.tracker.start();
    void h.tracker.start();
    await h.idle();
    await h.idle();
    expect(h.deps.startSession).toHaveBeenCalledOnce();
    expect(h.deps.recordPageview).toHaveBeenCalledOnce();
  });
});

describe('page views on route changes', () => {
  async function started() {
    const h = harness();
    void h.tracker.start();
    for (let i = 0; i < 3; i++) await h.idle();
    return h;
  }

  it('records one view per new path and refreshes stats, never repeating the initial view', async () => {
    const h = await started();
    await h.tracker.routeChanged();
    expect(h.events).toEqual(['session', 'view /', 'stats']);

    h.location.pathname = '/games';
    h.location.search = '';
    await h.tracker.routeChanged();
    await h.tracker.routeChanged();
    expect(h.events.slice(3)).toEqual(['stats refresh', 'view /games']);

    h.location.pathname = '/';
    await h.tracker.routeChanged();
    expect(h.events.slice(5)).toEqual(['stats refresh', 'view /']);
    const ids = h.views.map((v) => v.pageviewId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(h.views[1]!.performance).toBeNull();
  });

  it('holds a view made before the initial one was sent, then sends both in order', async () => {
    const h = harness();
    void h.tracker.start();
    await h.idle();
    h.location.pathname = '/games';
    const routeView = h.tracker.routeChanged();
    await settle();
    expect(h.events).toEqual(['session']);
    await h.idle();
    await routeView;
    expect(h.events).toEqual(['session', 'view /', 'view /games']);
  });

  it('starts from where the visit landed, even when the visitor moved on before the tracker loaded', async () => {
    const h = harness();
    h.location.pathname = '/games';
    void h.tracker.start({ pathname: '/', search: '' });
    await h.idle();
    await h.idle();
    await h.tracker.routeChanged();
    expect(h.events).toEqual(['session', 'view /', 'view /games']);
  });
});

describe('failures', () => {
  it('are swallowed with the French warnings, and the sequence goes on', async () => {
    const refused = new Error('503 Service Unavailable');
    const h = harness({
      startSession: vi.fn().mockRejectedValue(refused),
      recordPageview: vi.fn().mockRejectedValue(refused),
    });
    const done = h.tracker.start();
    await h.idle();
    await h.idle();
    await h.idle();
    await h.load();
    await h.idle();
    await expect(done).resolves.toBeUndefined();
    h.location.pathname = '/games';
    await expect(h.tracker.routeChanged()).resolves.toBeUndefined();
    expect(vi.mocked(h.deps.warn).mock.calls).toEqual([
      [analyticsWarnings.session, refused],
      [analyticsWarnings.initialView, refused],
      [analyticsWarnings.performance, refused],
      [analyticsWarnings.view, refused],
    ]);
    expect(h.events).toEqual(['stats', 'stats refresh']);
  });
});
