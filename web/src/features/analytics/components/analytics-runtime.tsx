import { usePageTracking } from '../hooks/use-page-tracking';

/**
 * The analytics client as a component of its own, so that the layout can load it when the browser is idle
 * (its first step waits for idleness anyway) instead of with the first download.
 */
export default function AnalyticsRuntime({ landing }: { landing: { pathname: string; search: string } }) {
  usePageTracking(landing);
  return null;
}
