import type { LogEntry } from '@portfolio/contracts';
import { randomChars } from '@/lib/random-id';
import { occasionNow, type Occasion } from './occasion';

/** The logs contract's caps (packages/contracts limits), in UTF-8 bytes: an entry over them is refused whole. */
const caps = { message: 8 * 1024, stack: 16 * 1024, context: 8 * 1024, url: 2000, userAgent: 512 } as const;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Cuts a string to at most `maxBytes` of UTF-8 without splitting a character. */
export function truncateBytes(text: string, maxBytes: number): string {
  const bytes = encoder.encode(text);
  if (bytes.length <= maxBytes) return text;
  // The decoder drops a partial trailing character as U+FFFD; removing it keeps the result within the cap.
  return decoder.decode(bytes.slice(0, maxBytes - 3)).replace(/\uFFFD$/, '') + '…';
}

export type ErrorKind = 'window-error' | 'unhandled-rejection' | 'console' | 'route-error' | 'render-error';

export { describe } from './describe';

export interface EntryDetails {
  kind: ErrorKind;
  stack?: string;
  context?: Record<string, unknown>;
}

/** Builds a spec §3 log entry that the logs service accepts: every field within its cap. */
export function buildEntry(
  level: LogEntry['level'],
  message: string,
  { kind, stack, context }: EntryDetails,
  { time, href, path }: Occasion = occasionNow(),
): LogEntry {
  const entry: LogEntry = {
    id: randomChars(20),
    level,
    message: truncateBytes(message || '(no message)', caps.message),
    timestamp: new Date(time).toISOString(),
    url: href.slice(0, caps.url),
    path: path.slice(0, caps.url),
    userAgent: navigator.userAgent.slice(0, caps.userAgent),
    context: boundedContext({ kind, ...context }),
  };
  if (stack) entry.stack = truncateBytes(stack, caps.stack);
  return entry;
}

function boundedContext(context: Record<string, unknown>): Record<string, unknown> {
  let serialised: string | undefined;
  try {
    serialised = JSON.stringify(context);
  } catch {
    serialised = undefined;
  }
  if (serialised !== undefined && encoder.encode(serialised).length <= caps.context) return context;
  return { kind: context.kind, truncated: true };
}
