import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { recordApiCalls } from '../support/requests.ts';

interface Batch {
  source: string;
  entries: { level: string; message: string; context?: { kind?: string } }[];
}

describe('errors and missing pages', () => {
  const browser = useBrowser();

  it.each(['/nowhere', '/blogs', '/blog/covers', '/test-hybrid-reader/more', '/admin/nowhere'])(
    'shows the not-found page for %s',
    async (path) => {
      const page = await browser.page();
      await page.goto(path);
      await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
      expect(await page.title()).toBe('Page not found · Camille Laurent');
      await page.getByRole('link', { name: 'Back to the home page' }).click();
      await page.getByRole('heading', { name: 'Camille Laurent', level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    },
  );

  it('says "Chargement en cours…" while the next page’s code arrives', async () => {
    const page = await browser.page();
    await page.goto('/');
    await page.getByRole('heading', { name: 'About me' }).waitFor();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/games-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Games' }).click();
    await page.getByRole('status').filter({ hasText: 'Chargement en cours…' }).waitFor();
    release();
    // The game itself is one more chunk, with the same words while it loads.
    await page.getByRole('application', { name: 'Snake board' }).waitFor();
    expect(await page.getByText('Chargement en cours…').count()).toBe(0);
  });

  it('shows the global error screen for a render error, and sends it to /api/logs', async () => {
    const context = await browser.context();
    // A browser whose number formatting is broken: the home page throws while rendering.
    await context.addInitScript(() => {
      Intl.NumberFormat = function () {
        throw new Error('Intl.NumberFormat is unavailable');
      } as unknown as typeof Intl.NumberFormat;
    });
    const page = await context.newPage();
    const api = recordApiCalls(page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Une erreur est survenue' }).waitFor();
    await page.getByText('Intl.NumberFormat is unavailable').waitFor();
    expect(await page.getByRole('button', { name: 'Revenir en arrière' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Recharger la page' }).isVisible()).toBe(true);
    // The layout survived: the menu still leads elsewhere.
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);

    await expect
      .poll(() =>
        api
          .to('POST', '/api/logs')
          .flatMap((s) => (s.body as Batch).entries)
          .some((e) => e.context?.kind === 'render-error' && e.message === 'Intl.NumberFormat is unavailable'),
      )
      .toBe(true);
    expect(api.to('POST', '/api/logs').every((s) => (s.body as Batch).source === 'client')).toBe(true);

    // "Revenir en arrière" retries (the browser is still broken, so the screen stays); another page works.
    await page.getByRole('button', { name: 'Revenir en arrière' }).click();
    await page.getByRole('heading', { name: 'Une erreur est survenue' }).waitFor();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Games' }).click();
    await page.getByRole('heading', { name: 'Games', level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Une erreur est survenue' }).count()).toBe(0);
  });

  it('shows "Oups !" when a page fails to load, with a way back, and reports it', async () => {
    const page = await browser.page();
    const api = recordApiCalls(page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'About me' }).waitFor();
    // The games page's code cannot be fetched (a deploy replaced it, the network dropped).
    await page.route(/\/assets\/games-[\w-]+\.js$/, (route) => route.abort());
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Games' }).click();
    await page.getByRole('heading', { name: 'Oups !' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/dynamically imported module|Importing a module/);
    await expect
      .poll(() =>
        api
          .to('POST', '/api/logs')
          .flatMap((s) => (s.body as Batch).entries)
          .some((e) => e.context?.kind === 'route-error'),
      )
      .toBe(true);
    await page.getByRole('link', { name: 'Home page' }).click();
    await page.getByRole('heading', { name: 'About me' }).waitFor();
  });
});
