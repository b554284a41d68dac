import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Suites start real servers (Redis, SQLite files, Chromium); two cores, so keep parallelism modest.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'services',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'services/*/test/**/*.test.ts',
          ],
        },
      },
      {
        // The repository's own checks: lint rules, workspace manifests, import cycles.
        extends: true,
        test: { name: 'toolchain', include: ['infra/**/*.test.ts'] },
      },
      'web/vitest.config.ts',
      'gateway/vitest.config.ts',
      'gateway/vitest.timing.config.ts',
      'e2e/vitest.config.ts',
      'e2e/vitest.gateway.config.ts',
      'e2e/vitest.authoring.config.ts',
      'e2e/vitest.gateway-authoring.config.ts',
      'e2e/vitest.account.config.ts',
      'e2e/vitest.gateway-account.config.ts',
      'e2e/vitest.compose.config.ts',
    ],
  },
});
