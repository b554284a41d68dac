import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeIt, axeViolations, describeViolations } from '../support/axe.ts';
import { pageErrors, useBrowser } from '../support/browser.ts';

/** The seed's English articles (services/content/seed/articles), newest first. */
const englishTitles = [
  'Greener web pages: measuring and cutting what a page costs the planet',
  'What a developer should know about payment regulations',
  'Microservices at a small startup: when one process is enough',
  'Machine learning in production: what broke first',
  'A React progressive web app that really works offline',
  'Code review that makes a team faster, not slower',
  'CSS Grid layouts that survive real content',
  'Counting visitors without cookies: a privacy-friendly analytics pipeline',
];
/** Three of them also exist in French, Arabic and Japanese: 17 language versions in all. */
const versionCount = 17;
const japaneseTitle = 'Cookie を使わずに訪問者を数える：プライバシーに配慮したアクセス解析';

// The SPA's own content area (the page the server wrote for crawlers sits beside it).
const cards = (page: Page) => page.locator('#main article');
const cardTitles = (page: Page) => page.locator('#main article :is(h2, h3)').allTextContents();
const found = (page: Page) => page.locator('#main [role="status"]').textContent();
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the articles' });
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
/** A fresh browser context downloads the page's code, texts and contract before the first answer shows. */
const firstAnswer = { timeout: 15_000 };

/** The `q` of every articles request the page makes. */
function searchesSent(page: Page) {
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const q = url.searchParams.get('q');
    if (url.pathname === '/api/content/articles' && q !== null) searches.push(q);
  });
  return searches;
}

describe('blog list', () => {
  const browser = useBrowser();

  it('shows the seeded articles in the interface language as cards, newest first', async () => {
    const page = await browser.page();
    const errors = pageErrors(page);
    await page.goto('/blog');
    await expect.poll(() => found(page), firstAnswer).toBe(`Articles found: ${englishTitles.length}`);
    expect(await cardTitles(page)).toEqual(englishTitles);
    expect(await page.title()).toBe('Blog · Camille Laurent');
    const first = cards(page).first();
    const cover = first.locator('img');
    expect([await cover.getAttribute('width'), await cover.getAttribute('height')]).toEqual(['1200', '630']);
    expect(await first.locator('time').textContent()).toBe('Oct 28, 2026');
    expect(await first.getByText('min read').count()).toBe(1);
    await first.getByRole('link', { name: englishTitles[0] }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/blog/greener-web-pages');
    expect(errors).toEqual([]);
  });

  it('filters as the visitor types, once per pause, keeps the search in the address and marks the matches', async () => {
    const page = await browser.page();
    const searches = searchesSent(page);
    await page.goto('/blog');
    await expect.poll(() => found(page), firstAnswer).toBe(`Articles found: ${englishTitles.length}`);
    await searchBox(page).pressSequentially('cookies', { delay: 30 });
    await expect.poll(() => params(page).q).toBe('cookies');
    await expect.poll(() => found(page)).toBe('Articles found: 2');
    // A search looks in every language: the French version matches too.
    expect(await cardTitles(page)).toContain(englishTitles[7]);
    expect(await page.locator('#main article [lang="fr"] mark').first().textContent()).toBe('cookies');
    // One request per pause in the typing, not one per key (a loaded machine may pause the typing once or twice).
    expect(searches.at(-1)).toBe('cookies');
    expect(searches.length).toBeLessThanOrEqual(3);
    for (const q of searches) expect('cookies'.startsWith(q)).toBe(true);

    // Enter searches without reloading; a reload keeps the search.
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => 'stillHere' in window)).toBe(true);
    await page.reload();
    await expect.poll(() => searchBox(page).inputValue()).toBe('cookies');
    await expect.poll(() => found(page)).toBe('Articles found: 2');

    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect.poll(() => params(page)).toEqual({});
    await expect.poll(() => found(page)).toBe(`Articles found: ${englishTitles.length}`);
    expect(await searchBox(page).evaluate((box) => box === document.activeElement)).toBe(true);
  });

  it('finds the Japanese article with a Japanese search', async () => {
    const page = await browser.page();
    await page.goto('/blog');
    await searchBox(page).fill('アクセス解析');
    await expect.poll(() => found(page), firstAnswer).toBe('Articles found: 1');
    const title = page.locator('#main article h2');
    expect(await title.textContent()).toBe(japaneseTitle);
    expect(await title.getAttribute('lang')).toBe('ja');
    expect(await title.locator('mark').textContent()).toBe('アクセス解析');
  });

  it('filters by a tag, pressed in the address, and lifts it when pressed again', async () => {
    const page = await browser.page();
    await page.goto('/blog');
    const tag = page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: 'Code review' });
    await expect.poll(() => tag.getAttribute('aria-pressed'), firstAnswer).toBe('false');
    await tag.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => params(page)).toEqual({ tag: 'revue-de-code' });
    await expect.poll(() => cardTitles(page)).toEqual([englishTitles[5]]);
    expect(await tag.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Space');
    await expect.poll(() => params(page)).toEqual({});
    await expect.poll(() => cards(page).count()).toBe(englishTitles.length);
  });

  it('filters by the articles’ language, apart from the interface language', async () => {
    const page = await browser.page();
    await page.goto('/blog');
    await page.getByRole('combobox', { name: 'Article language' }).selectOption('fr');
    await expect.poll(() => params(page)).toEqual({ in: 'fr' });
    await expect.poll(() => found(page), firstAnswer).toBe('Articles found: 3');
    const languages = await page
      .locator('#main article h2')
      .evaluateAll((titles) => titles.map((t) => t.getAttribute('lang')));
    expect(languages).toEqual(['fr', 'fr', 'fr']);
    // The interface stays English; ?lang= chooses the interface language instead.
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.goto('/blog?lang=fr');
    await expect.poll(() => found(page), firstAnswer).toBe('Articles trouvés : 3');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
  });

  it('pages through every language version with links, the current page marked', async () => {
    const page = await browser.page();
    await page.goto('/blog?in=all');
    await expect.poll(() => found(page), firstAnswer).toBe(`Articles found: ${versionCount}`);
    expect(await cards(page).count()).toBe(9);
    const pages = page.getByRole('navigation', { name: 'Pages of articles' });
    expect(await pages.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect.poll(() => params(page)).toEqual({ in: 'all', page: '2' });
    await expect.poll(() => cards(page).count()).toBe(versionCount - 9);
    expect(await pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await page.goBack();
    await expect.poll(() => cards(page).count()).toBe(9);
  });

  it('says when nothing matches and resets the filters', async () => {
    const page = await browser.page();
    await page.goto('/blog?q=zzqqxx&tag=fintech');
    await page.getByRole('heading', { name: 'No article matches' }).waitFor(firstAnswer);
    expect(await found(page)).toBe('Articles found: 0');
    await page.getByRole('button', { name: 'Reset the filters' }).click();
    await expect.poll(() => params(page)).toEqual({});
    await expect.poll(() => cards(page).count()).toBe(englishTitles.length);
    expect(await searchBox(page).inputValue()).toBe('');
  });

  it('shows the latest articles at the end of the home page (axe finds nothing there), with a link to the blog', async () => {
    const page = await browser.page();
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Latest articles' });
    await page.getByRole('heading', { name: 'About me' }).waitFor(firstAnswer);
    // The server's copy has the same heading: the scroll is the app's once it has taken the copy's place.
    await page.locator('#prerendered').waitFor({ state: 'detached', ...firstAnswer });
    await page.mouse.wheel(0, 20_000);
    await expect
      .poll(() => section.locator('article h3').allTextContents(), firstAnswer)
      .toEqual(englishTitles.slice(0, 3));
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await section.getByRole('link', { name: 'All articles' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/blog');
  });

  axeIt.each([
    { language: 'en', status: `Articles found: ${englishTitles.length}`, dir: 'ltr' },
    { language: 'ar', status: 'المقالات التي وُجدت: 3', dir: 'rtl' },
  ])('axe finds nothing on /blog in $language ($dir)', async ({ language, status, dir }) => {
    const page = await browser.page();
    await page.goto(`/blog?lang=${language}`);
    await expect.poll(() => found(page), firstAnswer).toBe(status);
    expect(await page.locator('html').getAttribute('dir')).toBe(dir);
    await page.waitForLoadState('networkidle');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
