import { defineProject } from 'vitest/config';

/** The gateway: its configuration checked against the route table and real nginx, the compose file, compose. */
export default defineProject({
  test: {
    name: 'gateway',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
