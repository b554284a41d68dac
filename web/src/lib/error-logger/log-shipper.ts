import type { LogBatch, LogEntry } from '@portfolio/contracts';
import { errorShipping } from '@/config/constants';

export interface ShipperDeps {
  endpoint: string;
  /** `navigator.sendBeacon`, bound; absent where the browser has none. */
  sendBeacon?: (url: string, data: string) => boolean;
  fetch: typeof fetch;
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  limits?: Partial<Record<keyof typeof errorShipping, number>>;
}

/** Entries of one batch; the contract accepts up to 50. */
const maxEntriesPerBatch = 50;

/**
 * Sends client errors to `POST /api/logs` (spec §7) without ever becoming a problem itself:
 * - a bounded queue (extra entries are counted, not kept), and an error already queued or sent within the
 *   de-duplication window is counted on the queued copy or dropped;
 * - at most one batch every `minBatchIntervalMs`, by beacon first, else `fetch` with keep-alive;
 * - `Retry-After` on 429 or 503 is obeyed (the batch waits for it); any other failure drops the batch and
 *   backs off, doubling up to `maxBackoffMs`;
 * - it never logs anything, so a failing endpoint cannot feed errors back into the queue.
 */
export function createLogShipper(deps: ShipperDeps) {
  const limits: Record<keyof typeof errorShipping, number> = { ...errorShipping, ...deps.limits };
  const queue: { key: string; entry: LogEntry; repeats: number }[] = [];
  const sentAt = new Map<string, number>();
  let dropped = 0;
  let nextAllowedAt = 0;
  let backoffMs = limits.minBatchIntervalMs;
  let timer: unknown;

  const keyOf = (entry: LogEntry) => `${entry.level}|${entry.message}|${entry.stack?.split('\n', 2).join('|') ?? ''}`;

  function enqueue(entry: LogEntry) {
    const key = keyOf(entry);
    const now = deps.now();
    const lastSent = sentAt.get(key);
    if (lastSent !== undefined && now - lastSent < limits.dedupWindowMs) return;
    const queued = queue.find((q) => q.key === key);
    if (queued) queued.repeats += 1;
    else if (queue.length >= limits.maxQueuedEntries) dropped += 1;
    else queue.push({ key, entry, repeats: 0 });
    schedule();
  }

  function schedule() {
    if (timer !== undefined || queue.length === 0) return;
    timer = deps.setTimer(
      () => {
        timer = undefined;
        void flush();
      },
      Math.max(0, nextAllowedAt - deps.now()),
    );
  }

  function takeBatch() {
    const taken: typeof queue = [];
    let bytes = 40;
    while (queue.length > 0 && taken.length < maxEntriesPerBatch) {
      const next = withCounts(queue[0]!);
      const size = new TextEncoder().encode(JSON.stringify(next)).length + 1;
      if (taken.length > 0 && bytes + size > limits.maxBatchBytes) break;
      bytes += size;
      taken.push(queue.shift()!);
    }
    return taken;
  }

  function withCounts({ entry, repeats }: (typeof queue)[number]): LogEntry {
    return repeats > 0 ? { ...entry, context: { ...entry.context, repeats } } : entry;
  }

  async function flush() {
    const now = deps.now();
    if (now < nextAllowedAt) return schedule();
    const batch = takeBatch();
    if (batch.length === 0) return;
    const entries = batch.map(withCounts);
    if (dropped > 0) {
      entries[0] = { ...entries[0]!, context: { ...entries[0]!.context, droppedBefore: dropped } };
      dropped = 0;
    }
    for (const { key } of batch) sentAt.set(key, now);
    for (const [key, at] of sentAt) if (now - at >= limits.dedupWindowMs) sentAt.delete(key);
    nextAllowedAt = now + limits.minBatchIntervalMs;

    const body = JSON.stringify({ entries, source: 'client' } satisfies LogBatch);
    const outcome = await send(body);
    if (outcome.ok) backoffMs = limits.minBatchIntervalMs;
    else if (outcome.retryAfterMs !== undefined) {
      nextAllowedAt = deps.now() + outcome.retryAfterMs;
      queue.unshift(...batch.slice(0, Math.max(0, limits.maxQueuedEntries - queue.length)));
      for (const { key } of batch) sentAt.delete(key);
    } else {
      nextAllowedAt = deps.now() + backoffMs;
      backoffMs = Math.min(backoffMs * 2, limits.maxBackoffMs);
    }
    schedule();
  }

  async function send(body: string): Promise<{ ok: boolean; retryAfterMs?: number }> {
    try {
      // A beacon survives the page closing; it answers only "queued or not", so there is nothing to read back.
      if (deps.sendBeacon?.(deps.endpoint, body)) return { ok: true };
    } catch {
      // Some browsers throw instead of returning false (size, policy): fall through to fetch.
    }
    try {
      const response = await deps.fetch(deps.endpoint, {
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      if (response.ok) return { ok: true };
      const retryAfterMs =
        response.status === 429 || response.status === 503
          ? parseRetryAfter(response.headers.get('Retry-After'), deps.now())
          : undefined;
      return { ok: false, retryAfterMs };
    } catch {
      return { ok: false };
    }
  }

  return { enqueue, flush, pending: () => queue.length };
}

export type LogShipper = ReturnType<typeof createLogShipper>;

/** `Retry-After` is seconds or an HTTP date; anything unreadable means "not said". */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
