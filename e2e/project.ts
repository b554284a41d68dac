import { defineProject } from 'vitest/config';

/**
 * The suites that write content (articles published, scheduled, trashed; images uploaded and used as covers; mail
 * settings, messages and subscribers).
 * They run against a server of their own, so that the public blog's suites (`/blog` newest first, its counts and
 * pages, the home page's latest articles, the page heads) read the seeded articles alone whatever runs beside them.
 */
export const authoringSuites = [
  'tests/admin-blog.test.ts',
  'tests/admin-editor.test.ts',
  'tests/admin-media.test.ts',
  'tests/media-covers.test.ts',
  // The mail screens save the SMTP settings the other mail suites send through, and add messages and subscribers.
  'tests/admin-smtp.test.ts',
  'tests/admin-inbox.test.ts',
  'tests/admin-newsletter.test.ts',
  // Publishes an article, so that the weekly issue whose unsubscribe link it follows has something in it.
  'tests/newsletter-issue.test.ts',
];

/**
 * The browser suite as a Vitest project against one topology: every file in tests/ (or, for the authoring
 * project, the authoring suites) runs against each topology the global setup can start, with the same
 * `inject('baseUrl')` and `inject('admin')`. Each project's global setup starts its own server.
 */
export const e2eProject = (name: string, globalSetup: string, files: 'reading' | 'authoring' = 'reading') =>
  defineProject({
    test: {
      name,
      root: import.meta.dirname,
      include: files === 'authoring' ? authoringSuites : ['tests/**/*.test.ts'],
      exclude: files === 'authoring' ? [] : authoringSuites,
      globalSetup: [globalSetup],
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  });
