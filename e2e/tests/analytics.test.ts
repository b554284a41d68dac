import { describe, expect, it } from 'vitest';
import { pageErrors, useBrowser } from '../support/browser.ts';
import { recordApiCalls } from '../support/requests.ts';

interface View {
  pageviewId: string;
  path: string;
  sessionId: string;
  landingPage: string;
  performance: { loadEvent: number | null } | null;
  utm: Record<string, string>;
}

describe('analytics from the browser', () => {
  const browser = useBrowser();

  it('records a page view per route change, never duplicated, with one session and one performance update', async () => {
    const page = await browser.page();
    const errors = pageErrors(page);
    const api = recordApiCalls(page);
    const views = () => api.to('POST', '/api/analytics/pageview').map((s) => s.body as View);

    await page.goto('/?utm_source=e2e');
    // Session start, initial view, then the performance update once the page has loaded.
    await expect.poll(() => views().length, { timeout: 15_000 }).toBe(2);
    const [initial, update] = views();
    expect(initial).toMatchObject({ path: '/', landingPage: '/', utm: { utm_source: 'e2e' } });
    expect(update!.pageviewId).toBe(initial!.pageviewId);
    expect(update!.performance?.loadEvent).toBeGreaterThan(0);
    const [session] = api.to('POST', '/api/analytics/session');
    expect(session!.body).toMatchObject({ sessionId: initial!.sessionId, landingPage: '/' });

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Games' }).click();
    await page.getByRole('heading', { name: 'Games', level: 1 }).waitFor();
    await expect.poll(() => views().length).toBe(3);

    // Moving within the page (a section anchor) is not a new page view.
    await page.getByRole('link', { name: 'Camille Laurent' }).first().click();
    await page.getByRole('heading', { name: 'About me' }).waitFor();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Skills' }).click();
    await expect.poll(() => views().length).toBe(4);
    await page.waitForTimeout(500);

    const all = views();
    expect(all.map((v) => v.path)).toEqual(['/', '/', '/games', '/']);
    const ids = [...new Set(all.map((v) => v.pageviewId))];
    expect(ids).toHaveLength(3);
    // Time first (base-36 milliseconds), so that they sort in the order the views were made.
    for (const id of ids) expect(id).toMatch(/^[0-9a-z]{8}-/);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(all.map((v) => v.sessionId))).toEqual(new Set([initial!.sessionId]));
    expect(all.slice(2).every((v) => v.performance === null && v.landingPage === '/')).toBe(true);
    expect(api.to('POST', '/api/analytics/session')).toHaveLength(1);
    // Whatever the analytics service answered, nothing broke in the page.
    expect(errors).toEqual([]);
  });

  it('fetches the public stats after the first page view, and again after a route change', async () => {
    const page = await browser.page();
    const api = recordApiCalls(page);
    await page.goto('/');
    await expect.poll(() => api.to('GET', '/api/analytics/stats').length, { timeout: 15_000 }).toBeGreaterThan(0);
    const firstStats = api.sent.findIndex((s) => s.path === '/api/analytics/stats');
    const firstView = api.sent.findIndex((s) => s.path === '/api/analytics/pageview');
    expect(firstView).toBeLessThan(firstStats);

    await page.getByRole('heading', { name: 'Site statistics' }).waitFor();
    const before = api.to('GET', '/api/analytics/stats').length;
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Games' }).click();
    await expect.poll(() => api.to('GET', '/api/analytics/stats').length).toBeGreaterThan(before);
  });

  it('keeps the session for the whole visit, across reloads of the tab', async () => {
    const page = await browser.page();
    const api = recordApiCalls(page);
    await page.goto('/games');
    await expect.poll(() => api.to('POST', '/api/analytics/pageview').length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => api.to('POST', '/api/analytics/session').length, { timeout: 15_000 }).toBe(2);
    const sessions = api.to('POST', '/api/analytics/session').map((s) => s.body as View);
    expect(sessions[1]!.sessionId).toBe(sessions[0]!.sessionId);
    expect(sessions[1]!.landingPage).toBe('/games');
  });
});
