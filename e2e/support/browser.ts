import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

/** Debian's Chromium; CI installs it (infra/toolchain/ensure-packages.sh). Never a downloaded browser. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * One Chromium per test file and a fresh context per test (its own storage, cookies and tabs). Reduced motion
 * is on unless a test asks otherwise, so nothing waits on an animation.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    if (!existsSync(executablePath))
      throw new Error(`Chromium not found at ${executablePath}: apt-get install chromium`);
    browser = await chromium.launch({
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl,
    url: (path: string) => new URL(path, baseUrl).href,
    async context(options: BrowserContextOptions = {}): Promise<BrowserContext> {
      const context = await browser!.newContext({
        baseURL: baseUrl,
        locale: 'en-US',
        reducedMotion: 'reduce',
        ...options,
      });
      contexts.push(context);
      return context;
    },
    async page(options?: BrowserContextOptions): Promise<Page> {
      return (await this.context(options)).newPage();
    },
  };
}

/** Uncaught exceptions in the page: a test that expects none checks this list at its end. */
export function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}
