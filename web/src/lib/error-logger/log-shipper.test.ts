import { logBatch, logsEndpoints, type LogBatch, type LogEntry } from '@portfolio/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '@/lib/api-client';
import { fakeServer, json } from '@/test/fake-server';
import { buildEntry } from './log-entry';
import { createLogShipper, type ShipperDeps } from './log-shipper';

const entry = (message: string, level: LogEntry['level'] = 'error') =>
  buildEntry(level, message, { kind: 'console', stack: `Error: ${message}\n    at main.js:1:1` });

const accepted = () => json(202, { accepted: true, kept: 1, dropped: 0 });

/** The shipper on fake timers, with its beacons recorded and its posts answered by a fake logs service. */
function harness({ beacon = true, fetchResponse = accepted } = {}) {
  const beacons: LogBatch[] = [];
  const server = fakeServer({ 'POST /api/logs': () => fetchResponse() });
  const posts = () => server.called('POST', '/api/logs').map((call) => call.init!);
  const deps: ShipperDeps = {
    beacon: (batch) => beacon && beacons.push(batch) > 0,
    post: (batch) => callEndpoint(logsEndpoints.ingest, { body: batch }, { keepalive: true }),
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
  };
  const batches = () =>
    [...beacons, ...posts().map((p) => JSON.parse(String(p.body)) as unknown)].map((b) => logBatch.parse(b));
  return { shipper: createLogShipper(deps), beacons, posts, batches, deps, server };
}

describe('log shipper', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a contract-valid batch with source "client", by beacon first', async () => {
    const h = harness();
    h.shipper.enqueue(entry('first'));
    h.shipper.enqueue(entry('second', 'warn'));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.posts()).toEqual([]);
    const [batch] = h.batches();
    expect(batch!.source).toBe('client');
    expect(batch!.entries.map((e) => [e.level, e.message])).toEqual([
      ['error', 'first'],
      ['warn', 'second'],
    ]);
  });

  it('falls back to fetch with keep-alive when there is no beacon or it is refused', async () => {
    const h = harness({ beacon: false });
    h.shipper.enqueue(entry('no beacon here'));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.posts()[0]).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
    });

    const refused = harness();
    refused.deps.beacon = () => false;
    const shipper = createLogShipper(refused.deps);
    shipper.enqueue(entry('too big for a beacon'));
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.posts()).toHaveLength(1);
  });

  it('sends at most one batch every five seconds', async () => {
    const h = harness();
    h.shipper.enqueue(entry('a'));
    await vi.advanceTimersByTimeAsync(0);
    h.shipper.enqueue(entry('b'));
    h.shipper.enqueue(entry('c'));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(h.beacons).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.batches().map((b) => b.entries.map((e) => e.message))).toEqual([['a'], ['b', 'c']]);
  });

  it('counts repeats of a queued error instead of queueing copies, and drops repeats of a sent one', async () => {
    const h = harness();
    h.shipper.enqueue(entry('same'));
    h.shipper.enqueue(entry('same'));
    h.shipper.enqueue(entry('same'));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.batches()[0]!.entries).toEqual([
      expect.objectContaining({ message: 'same', context: expect.objectContaining({ repeats: 2 }) }),
    ]);
    h.shipper.enqueue(entry('same'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.beacons).toHaveLength(1);
    // After the de-duplication window, the same error is news again.
    await vi.advanceTimersByTimeAsync(60_000);
    h.shipper.enqueue(entry('same'));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.beacons).toHaveLength(2);
  });

  it('keeps a bounded queue, counting what it had to drop', async () => {
    const h = harness();
    h.shipper.enqueue(entry('first'));
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 130; i++) h.shipper.enqueue(entry(`burst ${i}`));
    expect(h.shipper.pending()).toBe(100);
    await vi.advanceTimersByTimeAsync(5_000);
    const second = h.batches()[1]!;
    expect(second.entries).toHaveLength(50);
    expect(second.entries[0]!.context).toMatchObject({ droppedBefore: 30 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.batches()[2]!.entries).toHaveLength(50);
    expect(h.shipper.pending()).toBe(0);
  });

  it('obeys Retry-After: the batch waits and goes again', async () => {
    let answer = json(429, { code: 'too_many_requests', message: 'Later.' }, { 'Retry-After': '30' });
    const h = harness({ beacon: false, fetchResponse: () => answer });
    h.shipper.enqueue(entry('rate limited'));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.posts()).toHaveLength(1);
    answer = accepted();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(h.posts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.posts()).toHaveLength(2);
    expect(JSON.parse(String(h.posts()[1]!.body)).entries[0].message).toBe('rate limited');
  });

  it('never loops when the endpoint is down: failed batches are dropped, sending backs off, nothing is logged', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const consoleWarn = vi.spyOn(console, 'warn');
    const h = harness({ beacon: false });
    h.server.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const shipper = createLogShipper(h.deps);
    shipper.enqueue(entry('one'));
    await vi.advanceTimersByTimeAsync(0);
    shipper.enqueue(entry('two'));
    await vi.advanceTimersByTimeAsync(5_000);
    shipper.enqueue(entry('three'));
    // The interval doubles after each failure: 5 s, then 10 s, then 20 s.
    await vi.advanceTimersByTimeAsync(9_999);
    expect(h.server.fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.server.fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(h.server.fetch).toHaveBeenCalledTimes(3);
    expect(shipper.pending()).toBe(0);
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
  });
});
