import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Stores, hooks and client logic in a simulated DOM (happy-dom); the real browser runs in the e2e suite. */
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      unstubGlobals: true,
      // Beside the other projects' files, two at a time: a project in its own file does not inherit the root's
      // maxWorkers, and one with another count runs after everything else.
      maxWorkers: 2,
    },
  }),
);
