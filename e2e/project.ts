import { defineProject } from 'vitest/config';

/**
 * The browser suite as a Vitest project against one topology: every file in tests/ runs against each topology
 * the global setup can start, with the same `inject('baseUrl')` and `inject('admin')`.
 */
export const e2eProject = (name: string, globalSetup: string) =>
  defineProject({
    test: {
      name,
      root: import.meta.dirname,
      include: ['tests/**/*.test.ts'],
      globalSetup: [globalSetup],
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  });
