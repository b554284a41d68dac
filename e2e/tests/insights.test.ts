import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { IssueList, StatsResponse } from '@portfolio/contracts';
import { callApi, signIn } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { recordApiCalls } from '../support/requests.ts';

describe('what visitors do, as the administrator sees it', () => {
  const browser = useBrowser();
  const admin = inject('admin');

  /** Signs in, then reads `path` as the administrator each time it is called (for polling: stores sit behind a spool). */
  async function readAsAdministrator<Body, T>(path: string, read: (body: Body) => T): Promise<() => Promise<T>> {
    const administrator = await browser.page();
    await administrator.goto('/');
    expect((await signIn(administrator, admin)).status).toBe(200);
    return async () => read((await callApi(administrator, path)).body as Body);
  }
  const polled = { timeout: 15_000 };

  it('records a visitor’s page views and shows them to the administrator only', async () => {
    const visitor = await browser.page();
    const api = recordApiCalls(visitor);
    await visitor.goto('/games');
    await expect.poll(() => api.to('POST', '/api/analytics/pageview').length, { timeout: 15_000 }).toBeGreaterThan(0);
    const { sessionId } = api.to('POST', '/api/analytics/pageview')[0]!.body as { sessionId: string };

    // The public answer has aggregates only.
    const publicStats = (await callApi(visitor, '/api/analytics/stats')).body as StatsResponse;
    expect(publicStats.recentPageviews).toEqual([]);

    const paths = (stats: StatsResponse) =>
      stats.recentPageviews.filter((v) => v.sessionId === sessionId).map((v) => v.path);
    await expect.poll(await readAsAdministrator('/api/analytics/stats', paths), polled).toContain('/games');
  });

  it('records an error a visitor’s browser reports and lists it for the administrator', async () => {
    const marker = `e2e marker ${randomUUID()}`;
    const visitor = await browser.page();
    const api = recordApiCalls(visitor);
    await visitor.goto('/');
    await visitor.getByRole('heading', { name: 'About me' }).waitFor();
    // In the page: the web app reports console errors to /api/logs.
    // eslint-disable-next-line no-console
    await visitor.evaluate((message) => console.error(message), marker);
    await expect.poll(() => api.to('POST', '/api/logs').length, { timeout: 15_000 }).toBeGreaterThan(0);

    const titles = (list: IssueList) => list.issues.map((issue) => issue.title);
    const readTitles = await readAsAdministrator('/api/admin/logs', titles);
    await expect.poll(readTitles, polled).toContainEqual(expect.stringContaining(marker));
  });
});
