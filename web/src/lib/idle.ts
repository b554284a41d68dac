import { analyticsTiming } from '@/config/constants';

/**
 * Runs `task` when the browser is idle, at most `idleTimeoutMs` later (spec §4: 2 s), or after
 * `idleFallbackDelayMs` (100 ms) where `requestIdleCallback` does not exist (Safari).
 */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => task(), { timeout: analyticsTiming.idleTimeoutMs });
  } else {
    window.setTimeout(task, analyticsTiming.idleFallbackDelayMs);
  }
}

/** `whenIdle` as a promise, for steps that must run one after the other. */
export const idle = () => new Promise<void>((resolve) => whenIdle(resolve));
