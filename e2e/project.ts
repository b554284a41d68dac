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
  // Publishes the French home page's content and replaces its résumé.
  'tests/admin-content.test.ts',
  // Changes the French home page's head (SEO settings) and uploads an image.
  'tests/admin-seo.test.ts',
  // Adds a redirect and saves robots.txt (put back as it was at its end).
  'tests/admin-seo-management.test.ts',
  // Hides, reorders and sets up the games, turns a leaderboard on (put back as they were at its end).
  'tests/admin-games.test.ts',
  // Adds an AI provider and routes tasks to it (put back at its end), translates an article it creates.
  'tests/admin-ai.test.ts',
];

/**
 * The suites that change how the administrator signs in (two-factor sign-in on, a password reset that ends every
 * session): against a server of their own, since every other suite signs in as that administrator meanwhile.
 */
export const accountSuites = ['tests/admin-account.test.ts'];

/**
 * The browser suite as a Vitest project against one topology: every file in tests/ (or, for the authoring
 * project, the authoring suites) runs against each topology the global setup can start, with the same
 * `inject('baseUrl')` and `inject('admin')`. Each project's global setup starts its own server.
 */
export const e2eProject = (name: string, globalSetup: string, files: 'reading' | 'authoring' | 'account' = 'reading') =>
  defineProject({
    test: {
      name,
      root: import.meta.dirname,
      include: { reading: ['tests/**/*.test.ts'], authoring: authoringSuites, account: accountSuites }[files],
      exclude: files === 'reading' ? [...authoringSuites, ...accountSuites] : [],
      globalSetup: [globalSetup],
      // Two files at a time, as the root configuration asks: a project defined in its own file does not inherit the
      // root's maxWorkers, and Vitest's default (cores − 1) ran every browser file one after another on two cores.
      maxWorkers: 2,
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  });
