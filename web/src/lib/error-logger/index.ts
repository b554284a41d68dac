import type { LogEntry } from '@portfolio/contracts';
import { isRouteErrorResponse } from 'react-router-dom';
import { errorShipping } from '@/config/constants';
import { apiPaths } from '@/config/paths';
import { apiUrl } from '@/lib/api-client';
import { installErrorCapture } from './capture';
import { buildEntry, describe } from './log-entry';
import type { LogShipper } from './log-shipper';

let installed = false;
let shipper: LogShipper | undefined;
let loading: Promise<void> | undefined;
const waiting: LogEntry[] = [];

/**
 * Most visits never fail, so the code that batches and sends (the shipper) is fetched with the first error;
 * entries wait in a bounded list meanwhile. If that fetch fails (offline), the next error tries again.
 */
function ship(entry: LogEntry) {
  if (shipper) return shipper.enqueue(entry);
  if (waiting.length < errorShipping.maxQueuedEntries) waiting.push(entry);
  loading ??= import('./log-shipper').then(
    ({ createLogShipper }) => {
      shipper = createLogShipper({
        endpoint: apiUrl(apiPaths.logs),
        sendBeacon: typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : undefined,
        fetch: window.fetch.bind(window),
        now: () => Date.now(),
        setTimer: (run, ms) => window.setTimeout(run, ms),
      });
      for (const queued of waiting.splice(0)) shipper.enqueue(queued);
    },
    () => {
      loading = undefined;
    },
  );
}

/** Starts capturing client errors (spec §7); installed first thing, before the app renders. */
export function startErrorLogging() {
  if (installed) return;
  installed = true;
  installErrorCapture((level, message, details) => ship(buildEntry(level, message, details)));
}

/** An error the router caught: a page whose code failed to load, or a response thrown by a route. */
export function reportRouteError(error: unknown) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : describe(error);
  ship(buildEntry('error', message, { kind: 'route-error', stack: error instanceof Error ? error.stack : undefined }));
}

/** An error thrown while rendering, with the component stack React gives. */
export function reportRenderError(error: unknown, componentStack?: string | null) {
  ship(
    buildEntry('error', describe(error), {
      kind: 'render-error',
      stack: error instanceof Error ? error.stack : undefined,
      context: componentStack ? { componentStack: componentStack.slice(0, 4000) } : undefined,
    }),
  );
}
