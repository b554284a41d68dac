import type { BrowserContextOptions } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { signIn } from './api.ts';
import type { useBrowser } from './browser.ts';

/**
 * One sign-in for the whole file, so that the suite stays far from the sign-in rate limit: it signs in before the
 * file's tests, and the returned function gives the context options (the session's storage) of a signed-in page.
 */
export function useAdminSession(
  browser: ReturnType<typeof useBrowser>,
  admin: { email: string; password: string },
): () => BrowserContextOptions {
  let signedIn: BrowserContextOptions;
  beforeAll(async () => {
    const context = await browser.context();
    const page = await context.newPage();
    await page.goto('/admin');
    expect((await signIn(page, admin)).status).toBe(200);
    signedIn = { storageState: await context.storageState() };
  });
  return () => signedIn;
}

/** A new page of the signed-in session, on /admin, so that its calls to the admin API carry the session. */
export async function signedInPage(browser: ReturnType<typeof useBrowser>, session: BrowserContextOptions) {
  const page = await (await browser.context(session)).newPage();
  await page.goto('/admin');
  return page;
}
