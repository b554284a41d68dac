import type { LogBatch, LogEntry } from '@portfolio/contracts';
import { errorShipping } from '@/config/constants';
import { ApiError } from '@/lib/api-client';

export interface ShipperDeps {
  /** Queues a batch as a beacon, which survives the page closing; false when it could not. */
  beacon: (batch: LogBatch) => boolean;
  /** Posts a batch with keep-alive; rejects with an ApiError (its status and Retry-After) or another error. */
  post: (batch: LogBatch) => Promise<unknown>;
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  limits?: Partial<Record<keyof typeof errorShipping, number>>;
}

/** Entries of one batch; the contract accepts up to 50. */
const maxEntriesPerBatch = 50;

/**
 * Sends client errors to `logsEndpoints.ingest` (spec §7) without ever becoming a problem itself:
 * - a bounded queue (extra entries are counted, not kept), and an error already queued or sent within the
 *   de-duplication window is counted on the queued copy or dropped;
 * - at most one batch every `minBatchIntervalMs`, by beacon first, else a POST with keep-alive;
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

    const outcome = await send({ entries, source: 'client' });
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

  async function send(batch: LogBatch): Promise<{ ok: boolean; retryAfterMs?: number }> {
    // A beacon answers only "queued or not", so there is nothing to read back.
    if (deps.beacon(batch)) return { ok: true };
    try {
      await deps.post(batch);
      return { ok: true };
    } catch (error) {
      const throttled = error instanceof ApiError && (error.status === 429 || error.status === 503);
      const seconds = throttled ? error.retryAfterSeconds : undefined;
      return { ok: false, retryAfterMs: seconds === undefined ? undefined : seconds * 1000 };
    }
  }

  return { enqueue, flush, pending: () => queue.length };
}

export type LogShipper = ReturnType<typeof createLogShipper>;
