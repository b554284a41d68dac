import { describe, expect, it } from 'vitest';
import { withTimeout } from '../src/index.ts';

/** Live timers that keep the event loop busy: a timer withTimeout forgot to clear would show here. */
const liveTimers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

describe('withTimeout', () => {
  it('rejects after the given time when the promise hangs, naming what timed out', async () => {
    const before = liveTimers();
    const started = performance.now();
    await expect(withTimeout(new Promise(() => {}), 50, 'redis ping')).rejects.toThrow(
      'redis ping timed out after 50 ms',
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(liveTimers()).toBe(before);
  });

  it('resolves with the value and clears its timer when the promise settles first', async () => {
    const before = liveTimers();
    await expect(withTimeout(Promise.resolve('pong'), 60_000, 'redis ping')).resolves.toBe('pong');
    expect(liveTimers()).toBe(before);
  });

  it('passes a rejection through and clears its timer', async () => {
    const before = liveTimers();
    await expect(withTimeout(Promise.reject(new Error('refused')), 60_000, 'redis ping')).rejects.toThrow('refused');
    expect(liveTimers()).toBe(before);
  });
});
