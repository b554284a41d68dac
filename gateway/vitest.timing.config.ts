import { defineProject } from 'vitest/config';

/**
 * The gateway suites whose verdict depends on timing (requests held across a restart, slow clients cut at their
 * deadline, a stalled store, a crash and its supervised restart): one file at a time, after the other projects, so
 * that no browser suite beside them stretches their deadlines.
 */
export const timingSuites = [
  'test/restarts-under-load.test.ts',
  'test/slow-clients.test.ts',
  'test/supervision.test.ts',
  'test/session-store-stall.test.ts',
  'test/service-outages.test.ts',
  'test/fatal-errors.test.ts',
];

export default defineProject({
  test: {
    name: 'gateway-timing',
    root: import.meta.dirname,
    include: timingSuites,
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
