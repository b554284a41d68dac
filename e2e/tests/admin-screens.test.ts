import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { desktopBrowserInfo } from '@portfolio/testing';
import { axeIt, axeViolations, describeViolations } from '../support/axe.ts';
import { pageErrors, useBrowser } from '../support/browser.ts';

const admin = inject('admin');
/** A visitor's browser as the analytics service sees it (headless Chromium counts as a bot and is not kept). */
const visitorAgent = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const browserInfo = { ...desktopBrowserInfo, browser: 'Firefox' };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

async function signIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}

/** The value of a figure, found by its label. */
const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

describe('admin screens', () => {
  const browser = useBrowser();

  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(browser.url(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
  }

  it('shows the page views a visitor made on the dashboard and in the analytics', async () => {
    const pagePath = `/e2e-dashboard-${unique()}`;
    const sessionId = `e2e-${unique()}`;
    const views = 3;
    const visitor = { 'User-Agent': visitorAgent };
    await post('/api/analytics/session', { sessionId, landingPage: pagePath, referrer: '', browserInfo }, visitor);
    for (let i = 0; i < views; i++) {
      await post(
        '/api/analytics/pageview',
        {
          pageviewId: `${sessionId}-${i}`,
          path: pagePath,
          referrer: '',
          landingPage: pagePath,
          sessionId,
          browserInfo,
          performance: null,
          utm: {},
        },
        visitor,
      );
    }

    const page = await browser.page();
    const errors = pageErrors(page);
    await signIn(page);
    // Stats answers are cached for up to 30 s per key (role and range): reload until the dashboard has caught up.
    // The figures shown are compared with the very answer the dashboard read on that reload, since other files add
    // page views in parallel and an answer under another key (or read later) may count more or fewer.
    await expect
      .poll(
        async () => {
          const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/analytics/stats');
          await page.reload();
          const stats = await (await answer).json();
          const shownViews = await figure(page, 'Page views today').textContent({ timeout: 10_000 });
          const shownVisits = await figure(page, 'Visits today').textContent({ timeout: 10_000 });
          const today = stats.dailyPageviews.at(-1).count as number;
          return {
            pageViews: Number(shownViews?.replace(/\D/g, '')) === today,
            visits: Number(shownVisits?.replace(/\D/g, '')) === stats.dailySessions.at(-1).count,
            enough: today >= views,
          };
        },
        { timeout: 50_000, interval: 2_000 },
      )
      .toEqual({ pageViews: true, visits: true, enough: true });

    await page.getByRole('link', { name: 'Open the analytics' }).click();
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    const row = page.getByRole('region', { name: 'Top pages' }).locator('li', { hasText: pagePath });
    await row.waitFor();
    expect((await row.innerText()).replace(pagePath, '').trim()).toBe(String(views));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^analytics-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')).toContain(`"topPages","${pagePath}",${views}`);
    expect(errors).toEqual([]);
  });

  it('shows a logged <img onerror> payload as text on /admin/logs, and never runs it', async () => {
    const marker = `xss${unique()}`;
    const payload = `<img src=x onerror="window.__xss=(window.__xss||0)+1">`;
    await post('/api/logs', {
      source: 'client',
      entries: [
        {
          id: marker,
          level: 'error',
          message: `Checkout ${marker} failed ${payload}`,
          timestamp: new Date().toISOString(),
          url: 'https://example.com/checkout',
          path: '/checkout',
          stack: `Error: ${payload}\n    at pay (https://example.com/assets/index.js:1:2)`,
          userAgent: visitorAgent,
          context: { note: payload },
        },
      ],
    });

    const page = await browser.page();
    const errors = pageErrors(page);
    await signIn(page);
    const link = page.getByRole('link', { name: `Checkout ${marker} failed ${payload}` });
    await expect
      .poll(
        async () => {
          await page.goto('/admin/logs');
          await page.getByLabel('Search in messages').fill(marker);
          await page.getByRole('button', { name: 'Apply' }).click();
          await page.waitForURL(`**/admin/logs?q=${marker}`);
          await page.getByRole('table').or(page.getByText('No issue matches these filters.')).waitFor();
          return link.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await link.click();
    await page.getByRole('heading', { name: 'Latest occurrences' }).waitFor();
    expect(await page.getByText(`Checkout ${marker} failed ${payload}`).count()).toBeGreaterThan(0);
    expect(await page.getByText(visitorAgent).count()).toBe(1);
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

    await page.getByRole('button', { name: 'Resolve' }).click();
    await page.getByRole('button', { name: 'Reopen' }).waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No issue matches these filters.').waitFor();

    // Nothing is ten years old: the purge says it removed nothing.
    await page.getByLabel('Older than (days)').fill('3650');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Purge' }).click();
    await page.locator('li', { hasText: 'Removed 0 issues and 0 occurrences.' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('shows each service ready on the dashboard’s health card, linking to its issues in the logs', async () => {
    const page = await browser.page();
    const errors = pageErrors(page);
    await signIn(page);
    const card = page.getByRole('region', { name: 'Service health' });
    for (const service of ['auth', 'analytics', 'logs', 'content', 'mail']) {
      const row = card.getByRole('row').filter({ has: page.getByRole('rowheader', { name: service, exact: true }) });
      await row.getByText('Ready', { exact: true }).waitFor();
    }
    await card.getByText(/free \(/).waitFor();
    await card.getByRole('link', { name: 'content logs' }).click();
    await page.getByRole('heading', { name: 'Logs', level: 1 }).waitFor();
    expect(new URL(page.url()).search).toBe('?source=content');
    expect(await page.getByLabel('Source').inputValue()).toBe('content');
    expect(errors).toEqual([]);
  });

  describe.each(['en', 'ar'])('in %s', (language) => {
    axeIt.each(['/admin', '/admin/dashboard', '/admin/analytics', '/admin/logs'])(
      'axe finds nothing on %s',
      async (screen) => {
        const page = await browser.page();
        if (screen !== '/admin') await signIn(page);
        await page.goto(`${screen}?lang=${language}`);
        await page.locator('main h1').waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
        const violations = await axeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
      },
    );
  });
});
