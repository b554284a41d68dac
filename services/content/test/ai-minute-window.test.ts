import { describe, expect, it } from 'vitest';
import { minuteWindow } from '../src/ai/minute-window.ts';

/** The requests-per-minute limit of the calls' gate, on a clock moved by hand. */
describe('the minute window', () => {
  it('lets the limit through at once, holds the next until a minute after the oldest, and lets a cancel end the wait', async () => {
    let now = 1_000_000;
    const window = minuteWindow(() => now);
    await window.take(2);
    now += 30_000;
    await window.take(2);

    const waiting = new AbortController();
    let settled = false;
    const held = window.take(2, waiting.signal).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    waiting.abort();
    await expect(held).rejects.toThrow(/abort/i);

    // A minute after the first call, its place is free again: no wait at all.
    now += 30_000;
    await window.take(2);
  });
});
