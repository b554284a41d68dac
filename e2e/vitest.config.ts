import { defineProject } from 'vitest/config';

/** The web app in Debian's Chromium against the real single-machine process (see support/global-setup.ts). */
export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
