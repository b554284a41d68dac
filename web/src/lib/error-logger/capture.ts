import type { LogEntry } from '@portfolio/contracts';

type LogLevel = LogEntry['level'];
import { describe } from './describe';
import type { EntryDetails } from './log-entry';

export type Report = (level: LogLevel, message: string, details: EntryDetails) => void;

/**
 * Hooks window errors, unhandled rejections and console errors and warnings (spec §7) into `report`. While a
 * report is being made, console calls are not captured again: whatever the logger itself might print can
 * never loop back into it. Returns the function that removes the hooks.
 */
export function installErrorCapture(
  report: Report,
  win: Window = window,
  console: Console = globalThis.console,
): () => void {
  let reporting = false;
  const guarded: Report = (level, message, details) => {
    if (reporting) return;
    reporting = true;
    try {
      report(level, message, details);
    } catch {
      // Reporting must never break the page or produce output of its own.
    } finally {
      reporting = false;
    }
  };

  const onError = (event: Event) => {
    // Failed <img> or <script> loads arrive here as plain Events; only script errors are ErrorEvents.
    if (!(event instanceof ErrorEvent)) return;
    const error: unknown = event.error;
    guarded('error', event.message || describe(error), {
      kind: 'window-error',
      stack: error instanceof Error ? error.stack : undefined,
      context: { source: event.filename, line: event.lineno, column: event.colno },
    });
  };

  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    guarded('error', describe(reason), {
      kind: 'unhandled-rejection',
      stack: reason instanceof Error ? reason.stack : undefined,
    });
  };

  const original = { error: console.error, warn: console.warn };
  const wrap =
    (level: 'error' | 'warn') =>
    (...args: unknown[]) => {
      original[level].apply(console, args);
      const error = args.find((a): a is Error => a instanceof Error);
      guarded(level, args.map(describe).join(' '), { kind: 'console', stack: error?.stack });
    };
  console.error = wrap('error');
  console.warn = wrap('warn');
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);

  return () => {
    console.error = original.error;
    console.warn = original.warn;
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
