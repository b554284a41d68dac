import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { limits, type LogEntry } from '@portfolio/contracts';

/** A service's own unexpected failure (an answered 500), as a log entry for the logs service. */
export interface ServerErrorReport {
  /** The failing service, as named by its logger (`createLogger(service)`). */
  source: string;
  entry: LogEntry;
}

export type ServerErrorReporter = (report: ServerErrorReport) => void;

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

function toEntry(err: unknown, request: FailedRequest): LogEntry {
  const error = err instanceof Error ? err : new Error(String(err));
  const entry: LogEntry = {
    id: randomUUID(),
    level: 'error',
    message: truncateUtf8(`${error.name}: ${error.message}`, limits.logMessageBytes),
    timestamp: new Date().toISOString(),
    path: request.path.slice(0, limits.pathLength),
    context: { method: request.method, requestId: request.requestId },
  };
  if (error.stack) entry.stack = truncateUtf8(error.stack, limits.logStackBytes);
  if (request.userAgent) entry.userAgent = request.userAgent.slice(0, 512);
  return entry;
}

/** Hands an unexpected failure to every subscriber; a failing subscriber never changes the answer. */
export function reportServerError(logger: Logger, err: unknown, request: FailedRequest) {
  if (reporters.size === 0) return;
  const source = String((logger.bindings() as { service?: unknown }).service ?? 'unknown');
  const report = { source, entry: toEntry(err, request) };
  for (const reporter of reporters) {
    try {
      reporter(report);
    } catch (failure) {
      logger.warn({ err: failure }, 'server error reporter failed');
    }
  }
}
