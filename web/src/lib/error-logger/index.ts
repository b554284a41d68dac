import type { LogEntry } from '@portfolio/contracts';
import { isRouteErrorResponse } from 'react-router-dom';
import { errorShipping } from '@/config/constants';
import { installErrorCapture } from './capture';
import { describe } from './describe';
import type { EntryDetails } from './log-entry';
import type { LogShipper } from './log-shipper';
import { occasionNow, type Occasion } from './occasion';

type Report = [level: LogEntry['level'], message: string, details: EntryDetails, occasion: Occasion];

let installed = false;
let send: ((report: Report) => void) | undefined;
let loading: Promise<void> | undefined;
const waiting: Report[] = [];

/**
 * Most visits never fail, so the code that builds entries, batches and sends them (the shipper) is fetched with
 * the first error; reports wait in a bounded list meanwhile, with the time and address they were made at. If that
 * fetch fails (offline), the next error tries again.
 */
function ship(level: LogEntry['level'], message: string, details: EntryDetails) {
  const report: Report = [level, message, details, occasionNow()];
  if (send) return send(report);
  if (waiting.length < errorShipping.maxQueuedEntries) waiting.push(report);
  loading ??= import('./browser-shipper').then(
    ({ createBrowserShipper, buildEntry }) => {
      const shipper: LogShipper = createBrowserShipper();
      send = (queued) => shipper.enqueue(buildEntry(...queued));
      for (const queued of waiting.splice(0)) send(queued);
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
  installErrorCapture(ship);
}

/** An error the router caught: a page whose code failed to load, or a response thrown by a route. */
export function reportRouteError(error: unknown) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : describe(error);
  ship('error', message, { kind: 'route-error', stack: error instanceof Error ? error.stack : undefined });
}

/** An error thrown while rendering, with the component stack React gives. */
export function reportRenderError(error: unknown, componentStack?: string | null) {
  ship('error', describe(error), {
    kind: 'render-error',
    stack: error instanceof Error ? error.stack : undefined,
    context: componentStack ? { componentStack: componentStack.slice(0, 4000) } : undefined,
  });
}
