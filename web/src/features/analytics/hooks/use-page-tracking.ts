import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { analyticsTiming } from '@/config/constants';
import { idle } from '@/lib/idle';
import { timeRandomId } from '@/lib/random-id';
import { recordPageview } from '../api/record-pageview';
import { startSession } from '../api/start-session';
import { statsQuery } from '../api/stats';
import { currentSession } from '../analytics-session';
import { collectBrowserInfo } from '../browser-info';
import { collectPerformance, pageLoaded } from '../page-context';
import { statsGate } from '../stats-gate';
import { createTracker, type Tracker } from '../tracker';

let tracker: Tracker | undefined;

function pageTracker(queryClient: QueryClient): Tracker {
  tracker ??= createTracker({
    startSession,
    recordPageview,
    enableStats: statsGate.open,
    refreshStats: () => void queryClient.invalidateQueries({ queryKey: statsQuery().queryKey }),
    browserInfo: () => collectBrowserInfo(),
    performance: () => collectPerformance(),
    loaded: () => pageLoaded(),
    idle,
    location: () => window.location,
    referrer: () => document.referrer,
    session: currentSession,
    // Time first, like the session id: the service's page view index then grows at its end (see enrich.ts).
    newPageviewId: timeRandomId,
    // Spec §8: analytics failures are logged as warnings (which the error logger then reports).
    // eslint-disable-next-line no-console
    warn: (message, error) => console.warn(message, error),
  });
  return tracker;
}

/**
 * Mounted once, in the layout: starts the analytics sequence, records a page view per route change and keeps
 * the stats query fresh (every 30 s once the tracker allows the first fetch, react-query retrying by default).
 */
export function usePageTracking(landing: { pathname: string; search: string }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const statsAllowed = useSyncExternalStore(statsGate.subscribe, statsGate.isOpen);

  useEffect(() => {
    void pageTracker(queryClient).start(landing);
  }, [queryClient, landing]);

  useEffect(() => {
    void pageTracker(queryClient).routeChanged();
  }, [pathname, queryClient]);

  useQuery({ ...statsQuery(), enabled: statsAllowed, refetchInterval: statsAllowed && analyticsTiming.statsRefreshMs });
}
