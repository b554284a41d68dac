import type { PerformanceTiming } from '@portfolio/contracts';

/** The contract's caps for the query-string map (packages/contracts limits). */
const utmCaps = { keys: 20, keyLength: 64, valueLength: 256 } as const;
const reserved = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Spec §3 "utm": every query-string parameter as a map. Keys the analytics contract would refuse (operators,
 * dotted paths, prototype names) are left out rather than losing the whole page view.
 */
export function queryParameters(search: string): Record<string, string> {
  const result: Record<string, string> = {};
  let count = 0;
  for (const [key, value] of new URLSearchParams(search)) {
    if (count >= utmCaps.keys) break;
    if (!key || key.length > utmCaps.keyLength || key.startsWith('$') || key.includes('.') || reserved.has(key)) {
      continue;
    }
    if (Object.hasOwn(result, key)) continue;
    result[key] = value.slice(0, utmCaps.valueLength);
    count += 1;
  }
  return result;
}

const millis = (value: number) => (value > 0 ? Math.min(Math.round(value), 3_600_000) : null);

/** Spec §3 "Performance", from the navigation timing entry; `null` where the browser has none. */
export function collectPerformance(perf: Performance = performance): PerformanceTiming | null {
  const [navigation] = perf.getEntriesByType?.('navigation') ?? [];
  if (!navigation) return null;
  const timing = navigation as PerformanceNavigationTiming;
  return {
    navigationType: String(timing.type ?? 'navigate').slice(0, 32),
    timeToFirstByte: millis(timing.responseStart),
    domContentLoaded: millis(timing.domContentLoadedEventEnd),
    loadEvent: millis(timing.loadEventEnd),
  };
}

/** Resolves once the page's load event has fired (at once when it already has). */
export function pageLoaded(win: Window = window): Promise<void> {
  if (win.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
}
