import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { limits, type LogEntry } from '@portfolio/contracts';

/** A service's own unexpected failure (an answered 500), as a log entry for the logs service. */
export interface ServerErrorReport {
  /** The failing service, as named by its logger (`createLogger(service)`). */
  source: string;
  entry: LogEntry;
}

/** May return a promise: the last-resort handler waits for it (bounded) before the process exits. */
export type ServerErrorReporter = (report: ServerErrorReport) => unknown;

/**
 * One hook for the whole process, the way an error-tracking SDK installs one client: every service mounted in
 * the single-machine process reports through it without being wired to the logs service, which subscribes.
 */
const reporters = new Set<ServerErrorReporter>();

/** Subscribes to every server-side error of this process; returns the unsubscribe function. */
export function onServerError(reporter: ServerErrorReporter): () => void {
  reporters.add(reporter);
  return () => reporters.delete(reporter);
}

/** Cuts a string to at most `max` UTF-8 bytes without splitting a character. */
export function truncateUtf8(text: string, max: number): string {
  if (Buffer.byteLength(text) <= max) return text;
  let cut = Buffer.from(text).subarray(0, max).toString('utf8');
  // A character split by the cut decodes as U+FFFD (3 bytes); drop it.
  while (Buffer.byteLength(cut) > max || cut.endsWith('\uFFFD')) cut = cut.slice(0, -1);
  return cut;
}

/** What is known of the request that failed; enough to find it in the access log, nothing the client hid. */
export interface FailedRequest {
  method: string;
  path: string;
  requestId: string;
  userAgent: string | undefined;
}

function toEntry(err: unknown, request: FailedRequest | undefined): LogEntry {
  const error = err instanceof Error ? err : new Error(String(err));
  const entry: LogEntry = {
    id: randomUUID(),
    level: 'error',
    message: truncateUtf8(`${error.name}: ${error.message}`, limits.logMessageBytes),
    timestamp: new Date().toISOString(),
  };
  if (request) {
    entry.path = request.path.slice(0, limits.pathLength);
    entry.context = { method: request.method, requestId: request.requestId };
    if (request.userAgent) entry.userAgent = request.userAgent.slice(0, 512);
  }
  if (error.stack) entry.stack = truncateUtf8(error.stack, limits.logStackBytes);
  return entry;
}

function report(logger: Logger, entry: LogEntry): Promise<unknown>[] {
  const source = String((logger.bindings() as { service?: unknown }).service ?? 'unknown');
  const pending: Promise<unknown>[] = [];
  for (const reporter of reporters) {
    try {
      const result = reporter({ source, entry });
      if (result instanceof Promise) pending.push(result);
    } catch (failure) {
      logger.warn({ err: failure }, 'server error reporter failed');
    }
  }
  return pending;
}

/** Hands an unexpected failure to every subscriber; a failing subscriber never changes the answer. */
export function reportServerError(logger: Logger, err: unknown, request: FailedRequest) {
  if (reporters.size === 0) return;
  report(logger, toEntry(err, request));
}

/**
 * Reports an error that is ending the process (no request to blame; `origin` says how it escaped) and resolves
 * once every subscriber that keeps it somewhere (the logs store's spool) has done so, or failed to.
 */
export async function reportFatalError(logger: Logger, err: unknown, origin: string): Promise<void> {
  if (reporters.size === 0) return;
  await Promise.allSettled(report(logger, { ...toEntry(err, undefined), context: { origin } }));
}
