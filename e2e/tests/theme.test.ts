import { describe, expect, it } from 'vitest';
import { pageErrors, useBrowser } from '../support/browser.ts';

const isDark = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('theme', () => {
  const browser = useBrowser();

  it('is dark by default, even when the system prefers light', async () => {
    const page = await browser.page({ colorScheme: 'light' });
    const errors = pageErrors(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    expect(errors).toEqual([]);
  });

  it('is right before the app runs: no flash of the wrong theme', async () => {
    const context = await browser.context({ colorScheme: 'dark' });
    await context.addInitScript(() => localStorage.setItem('theme', 'light'));
    const page = await context.newPage();
    // Without the app's code, only the page's HTML and the early script run: what the first paint shows, the
    // server's copy of the page.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    expect(await isDark(page)).toBe(false);
    expect(await page.locator('#prerendered h1').isVisible()).toBe(true);
  });

  it('is kept under "theme" and follows in every open tab', async () => {
    const context = await browser.context();
    const [first, second] = [await context.newPage(), await context.newPage()];
    await first.goto('/');
    await second.goto('/games');
    await second.getByRole('heading', { level: 1 }).waitFor();
    expect(await isDark(second)).toBe(true);

    await first.getByRole('button', { name: /^Theme/ }).click();
    await first.getByRole('menuitemradio', { name: 'Light' }).click();
    expect(await first.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    expect(await isDark(first)).toBe(false);
    await second.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    expect(await second.getByRole('button', { name: /^Theme/ }).getAttribute('aria-label')).toBe('Theme: Light');
  });

  it('follows the operating system live when set to system', async () => {
    const page = await browser.page({ colorScheme: 'light' });
    await page.goto('/');
    await page.getByRole('button', { name: /^Theme/ }).click();
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    expect(await isDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
  });
});
