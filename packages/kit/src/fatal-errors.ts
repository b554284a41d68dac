import type { Logger } from 'pino';
import { reportFatalError } from './server-errors.ts';

/** What the last-resort handler needs from a process once its main has built it. */
export interface FatalErrorHandling {
  /** The process's logger: the service it names is the report's source. */
  logger?: Logger;
  /**
   * Whether to hand the error to the server-error reporters (default true). The single-machine process says no:
   * its failure belongs to no one service, and the log line is its record.
   */
  report?: boolean;
  /** Finishes what can be finished before the exit: queued reports sent, stores closed, child processes stopped. */
  cleanup?: () => Promise<unknown>;
}

/** The exit code of a process ended by an error nothing handled (sysexits' EX_SOFTWARE): a supervisor restarts it. */
export const fatalExitCode = 70;

/** Logging, reporting and cleaning up together get this long; then the process exits whatever is left. */
const budgetMs = 5_000;

let handling: FatalErrorHandling = {};
let installed = false;
let exiting = false;

/** Tells the last-resort handler which logger to use and what to finish before exiting; the last call wins. */
export function onFatalError(options: FatalErrorHandling) {
  handling = options;
}

const within = (work: Promise<unknown>, ms: number) =>
  Promise.race([work.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))]);

async function fatal(err: unknown, origin: string) {
  const { logger, cleanup, report = true } = handling;
  if (exiting) {
    // A second failure while cleaning up: recorded, but the exit under way is not started again.
    if (logger) logger.error({ err, origin }, 'another unexpected error while exiting');
    return;
  }
  exiting = true;
  // Should the process run out of work before the exit below (a cleanup left waiting on nothing), it still fails.
  process.exitCode = fatalExitCode;
  const deadline = Date.now() + budgetMs;
  if (logger) logger.fatal({ err, origin }, 'unexpected error; exiting');
  else process.stderr.write(`Unexpected error (${origin}); exiting:\n${(err as Error)?.stack ?? String(err)}\n`);
  if (logger && report) await within(reportFatalError(logger, err, origin), deadline - Date.now());
  if (cleanup) await within(Promise.resolve().then(cleanup), deadline - Date.now());
  process.exit(fatalExitCode);
}

/**
 * The last resort of every process (`runMain` installs it): an exception or a rejection nothing handled leaves
 * the process in a state nobody reasoned about, so it is logged, reported where reports go (the logs store, or
 * the forwarder to the logs service), what can be closed is closed, and the process exits non-zero for its
 * supervisor (make start-gateway, Docker's restart policy) to start a clean one. Without it Node prints the
 * stack and exits at once, and an unhandled rejection's report is lost.
 */
export function installFatalErrorHandlers() {
  if (installed) return;
  installed = true;
  process.on('uncaughtException', (err, origin) => void fatal(err, origin));
  process.on('unhandledRejection', (reason) => void fatal(reason, 'unhandledRejection'));
}
