import { setTimeout as sleep } from 'node:timers/promises';

const minuteMs = 60_000;

/**
 * The requests-per-minute limit, in this process: the starts of the last minute's calls; a call over the limit
 * waits until the oldest leaves the window (a background job may wait; a cancel ends the wait at once).
 */
export function minuteWindow(clock: () => number = Date.now) {
  const starts: number[] = [];
  return {
    async take(perMinute: number, signal?: AbortSignal): Promise<void> {
      for (;;) {
        signal?.throwIfAborted();
        const now = clock();
        while (starts.length > 0 && starts[0]! <= now - minuteMs) starts.shift();
        if (starts.length < perMinute) {
          starts.push(now);
          return;
        }
        await sleep(starts[0]! + minuteMs - now, undefined, signal ? { signal } : {});
      }
    },
  };
}
export type MinuteWindow = ReturnType<typeof minuteWindow>;
