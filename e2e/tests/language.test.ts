import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const htmlLanguage = (page: import('playwright-core').Page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

/** Names of the dictionary chunks the page downloaded (Vite names them after their language). */
function localeChunks(page: import('playwright-core').Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/(en|fr|es|de|it|pt|ja|zh|ar|ru)-[\w-]+\.js$/.exec(request.url());
    if (match) seen.push(match[1]!);
  });
  return seen;
}

describe('languages', () => {
  const browser = useBrowser();

  it('switches to Arabic: right to left, kept under "uiLanguage", still Arabic after a reload', async () => {
    const page = await browser.page();
    await page.goto('/');
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await page.getByRole('heading', { name: 'نبذة عني' }).waitFor();
    expect(await htmlLanguage(page)).toEqual(['ar', 'rtl']);
    expect(await page.evaluate(() => localStorage.getItem('uiLanguage'))).toBe('ar');
    expect(await page.title()).toBe('Camille Laurent · مطوّرة متكاملة');

    await page.reload();
    await page.getByRole('heading', { name: 'نبذة عني' }).waitFor();
    expect(await htmlLanguage(page)).toEqual(['ar', 'rtl']);
  });

  it('starts in the browser language, downloading that language’s texts only, those of the layout and the page', async () => {
    const page = await browser.page({ locale: 'fr-FR' });
    const chunks = localeChunks(page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'À propos de moi' }).waitFor();
    expect(await htmlLanguage(page)).toEqual(['fr', 'ltr']);
    // The layout's, the home page's and its statistics section's namespaces, in French.
    expect(chunks).toEqual(['fr', 'fr', 'fr']);
    expect(await page.evaluate(() => localStorage.getItem('uiLanguage'))).toBeNull();
  });

  it('reads jp as Japanese and an unknown language as English', async () => {
    const japanese = await browser.page({ locale: 'jp' });
    await japanese.goto('/');
    await japanese.getByRole('heading', { name: '自己紹介' }).waitFor();
    expect(await htmlLanguage(japanese)).toEqual(['ja', 'ltr']);

    const unknown = await browser.page({ locale: 'tlh' });
    await unknown.goto('/');
    await unknown.getByRole('heading', { name: 'About me' }).waitFor();
    expect(await htmlLanguage(unknown)).toEqual(['en', 'ltr']);
  });

  it("uses the signed-in administrator's server preference when nothing is stored locally", async () => {
    const context = await browser.context({ locale: 'en-US' });
    const { email, password } = inject('admin');
    const login = await context.request.post('/api/admin/login', { data: { email, password } });
    expect(login.status()).toBe(200);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { name: 'Über mich' }).waitFor();
    // The choice is saved in the background (the call's contract loads first): the heading may come before it.
    const saved = async () => (await context.request.get('/api/admin/preferences/uiLanguage')).json();
    await expect.poll(saved).toEqual({ key: 'uiLanguage', value: 'de' });

    // On another device (nothing stored locally), the server preference wins over the browser language.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByRole('heading', { name: 'Über mich' }).waitFor();
    expect(await htmlLanguage(page)).toEqual(['de', 'ltr']);
  });

  it('honours ?lang= and publishes an alternate address per language', async () => {
    const page = await browser.page();
    await page.goto('/?lang=ru');
    await page.getByRole('heading', { name: 'Обо мне' }).waitFor();
    const links = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=alternate][hreflang]')].map((l) => [l.hreflang, l.href]),
    );
    expect(links.map(([lang]) => lang).sort()).toEqual(
      ['ar', 'de', 'en', 'es', 'fr', 'it', 'ja', 'pt', 'ru', 'x-default', 'zh'].sort(),
    );
    // On the server's SITE_ORIGIN, which page-head.test.ts compares whole with the server's own head.
    expect(links).toContainEqual(['fr', expect.stringMatching(/^https?:\/\/[^/]+\/\?lang=fr$/)]);
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/\?lang=ru$/);
  });
});
