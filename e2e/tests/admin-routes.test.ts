import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useAdminSession } from '../support/admin-session.ts';
import { callApi } from '../support/api.ts';
import { axeViolations, describeViolations } from '../support/axe.ts';
import { pageErrors, useBrowser } from '../support/browser.ts';

const admin = inject('admin');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const path = (page: Page) => {
  const { pathname, search } = new URL(page.url());
  return `${pathname}${search}`;
};
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin navigation' });
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

/** The admin area on react-router: parameters, nested layouts, an error boundary per screen, not-found. */
describe('admin routes', () => {
  const browser = useBrowser();
  const signedIn = useAdminSession(browser, admin);

  /** Logs one client error with a unique message and returns its issue's id, once the viewer lists it. */
  async function seedIssue(page: Page, marker: string): Promise<string> {
    const sent = await fetch(browser.url('/api/logs'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        source: 'client',
        entries: [
          {
            id: marker,
            level: 'error',
            message: `Route ${marker} failed`,
            timestamp: new Date().toISOString(),
            url: 'https://example.com/cart',
            path: '/cart',
          },
        ],
      }),
    });
    expect(sent.status).toBeLessThan(300);
    let id = '';
    await expect
      .poll(async () => {
        const { body } = await callApi(page, `/api/admin/logs?q=${marker}`);
        id = (body as { issues?: { id: string }[] }).issues?.[0]?.id ?? '';
        return id;
      })
      .toMatch(/^[0-9a-f]{32}$/);
    return id;
  }

  it('opens an issue at /admin/logs/{id}, from its address, after a reload, and with back and forward', async () => {
    const page = await browser.page(signedIn());
    const errors = pageErrors(page);
    await page.goto('/admin');
    const marker = `route${unique()}`;
    const id = await seedIssue(page, marker);
    const title = page.getByRole('heading', { name: `Route ${marker} failed`, level: 2 });

    await page.goto(`/admin/logs/${id}`);
    await title.waitFor();
    // Inside the logs screen's own layout, inside the admin layout.
    await page.getByRole('heading', { name: 'Logs', level: 1 }).waitFor();
    expect(await sidebar(page).getByRole('link', { name: 'Logs' }).getAttribute('aria-current')).toBe('page');
    await page.reload();
    await title.waitFor();
    expect(path(page)).toBe(`/admin/logs/${id}`);
    await page.getByRole('heading', { name: 'Latest occurrences' }).waitFor();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // From the filtered list: the issue's address carries the filters, and the way back returns to them.
    await page.goto(`/admin/logs?q=${marker}`);
    await page.getByRole('link', { name: `Route ${marker} failed` }).click();
    await title.waitFor();
    expect(path(page)).toBe(`/admin/logs/${id}?q=${marker}`);
    await page.goBack();
    await page.getByRole('link', { name: `Route ${marker} failed` }).waitFor();
    expect(path(page)).toBe(`/admin/logs?q=${marker}`);
    await page.goForward();
    await title.waitFor();
    await page.getByRole('link', { name: 'Back to the issues' }).click();
    await page.getByRole('search', { name: 'Filters' }).waitFor();
    expect(path(page)).toBe(`/admin/logs?q=${marker}`);

    // A link from before issues had their own address still leads to the issue.
    await page.goto(`/admin/logs?q=${marker}&issue=${id}`);
    await title.waitFor();
    expect(path(page)).toBe(`/admin/logs/${id}?q=${marker}`);
    expect(errors).toEqual([]);
  });

  it.each([
    ['an id no issue has', '0123456789abcdef0123456789abcdef'],
    ['an address that cannot be an id', 'not-an-issue'],
  ])('shows the issue’s not-found state for %s', async (_, id) => {
    const page = await browser.page(signedIn());
    await page.goto(`/admin/logs/${id}`);
    await page.getByRole('heading', { name: 'This issue does not exist' }).waitFor();
    expect(await sidebar(page).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to the issues' }).getAttribute('href')).toBe('/admin/logs');
  });

  it.each(['/admin/nope', '/admin/logs/a/b', '/admin/dashboard/x', '/Admin/dashboard'])(
    'shows the not-found page for %s, signed in or not',
    async (url) => {
      for (const options of [signedIn(), {}]) {
        const page = await browser.page(options);
        await page.goto(url);
        await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
        expect(await page.title()).toBe('Page not found · Camille Laurent');
      }
    },
  );

  it('shows a screen whose code cannot be fetched as an error inside the layout, with the sidebar still working', async () => {
    const page = await browser.page(signedIn());
    await page.route(/\/assets\/analytics-screen-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await sidebar(page).getByRole('link', { name: 'Analytics' }).click();
    const panel = page.getByRole('alert').filter({ hasText: 'This screen stopped working' });
    await panel.waitFor();
    expect(await panel.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
    expect(await sidebar(page).getByRole('link', { name: 'Analytics' }).getAttribute('aria-current')).toBe('page');
    await sidebar(page).getByRole('link', { name: 'Logs' }).click();
    await page.getByRole('heading', { name: 'Logs', level: 1 }).waitFor();
    expect(await panel.count()).toBe(0);
  });

  it('is walked through with the keyboard: the sidebar keeps the focus while the screen beside it changes', async () => {
    const page = await browser.page(signedIn());
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await sidebar(page).getByRole('link', { name: 'Dashboard' }).focus();
    const steps = [
      ['Analytics', '/admin/analytics'],
      ['SEO', '/admin/seo'],
    ] as const;
    for (const [name, url] of steps) {
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe(name);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      expect(path(page)).toBe(url);
      expect(await focused(page)).toBe(name);
      expect(await sidebar(page).getByRole('link', { name, exact: true }).getAttribute('aria-current')).toBe('page');
    }
    // Backwards along the menu with Shift+Tab.
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('Analytics');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(path(page)).toBe('/admin/dashboard');
  });
});
