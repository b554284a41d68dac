import type { AnalyticsSessionStart, BrowserInfo, Pageview, PerformanceTiming } from '@portfolio/contracts';
import { queryParameters } from './page-context';

/** Spec §8: the analytics warnings are logged in French. */
export const analyticsWarnings = {
  session: "Impossible de démarrer la session d'analyse :",
  initialView: "Impossible d'enregistrer la page vue initiale :",
  view: "Impossible d'enregistrer la page vue :",
  performance: 'Impossible de mettre à jour les performances :',
} as const;

export interface TrackerDeps {
  startSession: (payload: AnalyticsSessionStart) => Promise<unknown>;
  recordPageview: (payload: Pageview) => Promise<unknown>;
  /** The first stats fetch; from then on stats refresh on their own every 30 s. */
  enableStats: () => void;
  /** Refetch stats now (after a route change). */
  refreshStats: () => void;
  browserInfo: () => Promise<BrowserInfo>;
  performance: () => PerformanceTiming | null;
  /** Resolves when the page's load event has fired. */
  loaded: () => Promise<void>;
  /** Resolves when the browser is idle (at most 2 s), or after 100 ms without idle callbacks. */
  idle: () => Promise<void>;
  location: () => { pathname: string; search: string };
  referrer: () => string;
  session: (path: string) => { sessionId: string; landingPage: string };
  newPageviewId: () => string;
  warn: (message: string, error: unknown) => void;
}

const maxPath = 2000;

/**
 * Visitor analytics (spec §4 "Analytics on load"): a session start, then the initial page view, the first stats
 * fetch and the performance update (the initial view again, same `pageviewId`), each step when the browser is
 * idle. Afterwards, one page view per route change, never for the path already recorded, and a stats refresh.
 * Every failure is swallowed after a warning.
 */
export function createTracker(deps: TrackerDeps) {
  let started = false;
  let statsEnabled = false;
  let lastPath: string | undefined;
  let context: { sessionId: string; landingPage: string; referrer: string; browserInfo: BrowserInfo } | undefined;
  let markReady: () => void = () => undefined;
  // Route changes wait for the initial view, so that views reach the service in the order they happened.
  const initialViewSent = new Promise<void>((resolve) => (markReady = resolve));

  const attempt = async (warning: string, run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      deps.warn(warning, error);
    }
  };

  /** `landing`: where the visit began, when the tracker starts after the visitor may have moved on. */
  async function start(landing = deps.location()) {
    if (started) return;
    started = true;
    const { pathname, search } = landing;
    const path = pathname.slice(0, maxPath);
    lastPath = path;
    const { sessionId, landingPage } = deps.session(path);

    await deps.idle();
    const browserInfo = await deps.browserInfo();
    const referrer = deps.referrer().slice(0, maxPath);
    context = { sessionId, landingPage: landingPage.slice(0, maxPath), referrer, browserInfo };
    await attempt(analyticsWarnings.session, () =>
      deps.startSession({ sessionId, landingPage: context!.landingPage, referrer, browserInfo }),
    );

    await deps.idle();
    const initialView: Pageview = {
      pageviewId: deps.newPageviewId(),
      path,
      referrer,
      landingPage: context.landingPage,
      sessionId,
      browserInfo,
      performance: deps.performance(),
      utm: queryParameters(search),
    };
    await attempt(analyticsWarnings.initialView, () => deps.recordPageview(initialView));
    markReady();

    await deps.idle();
    statsEnabled = true;
    deps.enableStats();

    await deps.loaded();
    await deps.idle();
    const performance = deps.performance();
    if (performance) {
      await attempt(analyticsWarnings.performance, () => deps.recordPageview({ ...initialView, performance }));
    }
  }

  async function routeChanged() {
    const { pathname, search } = deps.location();
    const path = pathname.slice(0, maxPath);
    if (!started || path === lastPath) return;
    lastPath = path;
    if (statsEnabled) deps.refreshStats();
    await initialViewSent;
    const { sessionId, landingPage, referrer, browserInfo } = context!;
    await attempt(analyticsWarnings.view, () =>
      deps.recordPageview({
        pageviewId: deps.newPageviewId(),
        path,
        referrer,
        landingPage,
        sessionId,
        browserInfo,
        // Navigation timing describes the page load, which this view did not have.
        performance: null,
        utm: queryParameters(search),
      }),
    );
  }

  return { start, routeChanged };
}

export type Tracker = ReturnType<typeof createTracker>;
