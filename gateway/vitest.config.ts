import { defineProject } from 'vitest/config';
import { timingSuites } from './vitest.timing.config.ts';

/**
 * The gateway: its configuration checked against the route table and real nginx, the compose file, compose. Two
 * files at a time beside the other projects' (a project in its own file does not inherit the root's maxWorkers, and
 * one with another count runs after everything else, alone); the suites that measure timing run alone (see
 * vitest.timing.config.ts).
 */
export default defineProject({
  test: {
    name: 'gateway',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    exclude: timingSuites,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
