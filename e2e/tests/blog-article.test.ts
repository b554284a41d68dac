import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeIt, axeViolations, describeViolations } from '../support/axe.ts';
import { pageErrors, useBrowser } from '../support/browser.ts';
import { recordApiCalls } from '../support/requests.ts';

/** A seed article (services/content/seed/articles/01-…) in English, French, Arabic and Japanese. */
const english = {
  path: '/blog/privacy-friendly-analytics',
  title: 'Counting visitors without cookies: a privacy-friendly analytics pipeline',
};
const french = { path: '/blog/mesure-d-audience-sans-cookies' };
const arabic = { path: `/blog/${encodeURIComponent('إحصاءات-الزوار-بلا-كعكات')}` };

/** The app's article: the server's pre-rendered copy for crawlers (`#prerendered`) sits outside the app's root. */
const appArticle = (page: Page) => page.locator('#root article').first();
const articleTitle = (page: Page) => appArticle(page).locator('h1');

/** Every address outside the site answers a blank page: share windows open without reaching the real sites. */
async function keepSharesLocal(context: BrowserContext, baseUrl: string) {
  await context.route(
    (url) => url.origin !== new URL(baseUrl).origin,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>shared</title>' }),
  );
}

/** A machine two other suites share is slow at times: polls wait up to this long. */
const patiently = { timeout: 10_000 };

const openShareMenu = (page: Page) => page.getByText('Share', { exact: true }).click();

describe('blog article', () => {
  const browser = useBrowser();

  it('shows the article with its table of contents, which follows the reading position and moves to a heading', async () => {
    const page = await browser.page({ viewport: { width: 1280, height: 900 } });
    const errors = pageErrors(page);
    await page.goto(english.path);
    await articleTitle(page).waitFor();
    expect(await articleTitle(page).textContent()).toBe(english.title);
    expect(await page.title()).toBe('Privacy-friendly web analytics without cookies');
    const article = appArticle(page);
    expect(await article.getAttribute('lang')).toBe('en');
    expect(await appArticle(page).locator('header img').getAttribute('width')).toBe('1200');
    await appArticle(page).getByRole('link', { name: 'Privacy', exact: true }).waitFor();

    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    const entry = toc.getByRole('link', { name: 'Accepted means durable' });
    expect(await toc.locator('[aria-current]').count()).toBe(0);
    await entry.click();
    await expect.poll(() => entry.getAttribute('aria-current'), patiently).toBe('location');
    expect(new URL(page.url()).hash).toBe('#accepted-means-durable');
    const top = await page.locator('#accepted-means-durable').evaluate((h) => h.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(900 / 4);
    expect(await toc.locator('[aria-current]').count()).toBe(1);
    // The sidebar stays in view while the body scrolls under it.
    expect(await toc.evaluate((nav) => nav.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);

    await toc.getByRole('link', { name: 'Takeaways' }).click();
    await expect.poll(() => toc.locator('[aria-current]').textContent(), patiently).toBe('Takeaways');
    expect(errors).toEqual([]);
  });

  it('folds the table of contents on a phone', async () => {
    const page = await browser.page({ viewport: { width: 390, height: 844 } });
    await page.goto(english.path);
    const summary = page.locator('#root summary', { hasText: 'Table of contents' });
    await summary.waitFor();
    const entry = page.locator('#root details nav').getByRole('link', { name: 'Takeaways', exact: true });
    expect(await entry.isVisible()).toBe(false);
    await summary.click();
    expect(await page.getByRole('navigation', { name: 'Table of contents' }).count()).toBe(1);
    await entry.click();
    await expect.poll(() => entry.getAttribute('aria-current'), patiently).toBe('location');
  });

  it('opens every share target at its address, without the device share where the browser has none', async () => {
    const context = await browser.context();
    await keepSharesLocal(context, browser.baseUrl);
    const page = await context.newPage();
    await page.goto(english.path);
    await articleTitle(page).waitFor();
    const url = new URL(english.path, browser.baseUrl).href;
    const expected: [string, string, Record<string, string>][] = [
      ['Share on X (Twitter)', 'https://x.com/intent/post', { text: english.title, url }],
      ['Share on LinkedIn', 'https://www.linkedin.com/sharing/share-offsite/', { url }],
      ['Share on Facebook', 'https://www.facebook.com/sharer/sharer.php', { u: url }],
      ['Share on Reddit', 'https://www.reddit.com/submit', { url, title: english.title }],
      ['Send with WhatsApp', 'https://wa.me/', { text: `${english.title} ${url}` }],
      ['Send with Telegram', 'https://t.me/share/url', { url, text: english.title }],
      ['Submit to Hacker News', 'https://news.ycombinator.com/submitlink', { u: url, t: english.title }],
    ];
    for (const [name, address, params] of expected) {
      await openShareMenu(page);
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name, exact: true }).click(),
      ]);
      await popup.waitForURL((opened) => opened.href.startsWith(address));
      const opened = new URL(popup.url());
      expect(`${opened.origin}${opened.pathname}`, name).toBe(address);
      expect(Object.fromEntries(opened.searchParams), name).toEqual(params);
      // Cut off from the article's page.
      expect(await popup.evaluate(() => window.opener), name).toBeNull();
      await popup.close();
    }
    await openShareMenu(page);
    const email = new URL((await page.getByRole('link', { name: 'Send by email' }).getAttribute('href'))!);
    expect(email.protocol).toBe('mailto:');
    expect(Object.fromEntries(email.searchParams)).toEqual({
      subject: english.title,
      body: `${english.title}\n\n${url}`,
    });
    // Pocket closed in 2025: known, off. Headless Chromium on Linux has no share sheet.
    expect(await page.getByRole('button', { name: /Pocket/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'More ways to share…' }).count()).toBe(0);
  });

  it('hands the article to the device share sheet where the browser has one', async () => {
    const context = await browser.context();
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    const page = await context.newPage();
    await page.goto(english.path);
    await articleTitle(page).waitFor();
    await openShareMenu(page);
    await page.getByRole('button', { name: 'More ways to share…' }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData }).shared);
    expect(shared).toEqual({ title: english.title, url: new URL(english.path, browser.baseUrl).href });
  });

  it('says "Share failed" when the window is blocked and "Copy failed" when the clipboard is refused', async () => {
    const context = await browser.context();
    // What the browser answers when it blocks a pop-up, and when the page may not write to the clipboard (Chromium
    // lets a click write without asking, so a denied permission is stood in for by its answer, NotAllowedError).
    await context.addInitScript(() => {
      window.open = () => null;
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    const page = await context.newPage();
    await page.goto(english.path);
    await articleTitle(page).waitFor();
    await openShareMenu(page);
    await page.getByRole('button', { name: 'Share on LinkedIn' }).click();
    await page.getByText('Share failed', { exact: true }).waitFor();
    await openShareMenu(page);
    await page.getByRole('button', { name: 'Copy the link' }).click();
    await page.getByText('Copy failed', { exact: true }).waitFor();
  });

  it('copies the article’s address and says "Link copied"', async () => {
    const page = await browser.page({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(english.path);
    await articleTitle(page).waitFor();
    await openShareMenu(page);
    await page.getByRole('button', { name: 'Copy the link' }).click();
    await page.getByText('Link copied', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(english.path, browser.baseUrl).href);
  });

  it('opens another language version from the list of languages, in its own language', async () => {
    const page = await browser.page();
    await page.goto(english.path);
    await articleTitle(page).waitFor();
    const languages = page.getByRole('region', { name: 'Also in other languages' });
    await languages.getByRole('link', { name: /Français/ }).click();
    await page.waitForURL((url) => url.pathname === french.path);
    await expect.poll(() => appArticle(page).getAttribute('lang'), patiently).toBe('fr');
    expect(await articleTitle(page).textContent()).not.toBe(english.title);
    // The interface stays in the reader's language.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('shows an Arabic article right to left, its code left to right, the interface as it was', async () => {
    const page = await browser.page();
    await page.goto(arabic.path);
    const article = appArticle(page);
    await articleTitle(page).waitFor();
    expect(await article.getAttribute('lang')).toBe('ar');
    expect(await article.getAttribute('dir')).toBe('rtl');
    expect(await article.evaluate((a) => getComputedStyle(a.querySelector('.article-body p')!).direction)).toBe('rtl');
    const code = appArticle(page).locator('pre').first();
    if ((await code.count()) > 0) expect(await code.evaluate((pre) => getComputedStyle(pre).direction)).toBe('ltr');
    expect(await page.evaluate(() => document.documentElement.dir)).not.toBe('rtl');
  });

  it('advances the reading progress bar as the reader scrolls, and counts one view', async () => {
    const page = await browser.page({ viewport: { width: 1280, height: 900 } });
    const calls = recordApiCalls(page);
    await page.goto(english.path);
    await articleTitle(page).waitFor();
    const bar = page.locator('div[aria-hidden].fixed.top-0 > div');
    await bar.waitFor({ state: 'attached' });
    const scale = () => bar.evaluate((b) => new DOMMatrix(getComputedStyle(b).transform).a);
    expect(await scale()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(scale, patiently).toBeGreaterThan(0.3);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(scale, patiently).toBe(1);
    await expect.poll(() => calls.to('POST', '/api/content/views').length, patiently).toBe(1);
    expect(calls.to('POST', '/api/content/views')[0]!.body).toEqual({ slug: 'privacy-friendly-analytics', lang: 'en' });
  });

  it('ends with previous/next, related and the latest articles, the one being read left out', async () => {
    const page = await browser.page();
    await page.goto(english.path);
    await articleTitle(page).waitFor();
    const latest = page.getByRole('region', { name: 'Latest articles' });
    await latest.scrollIntoViewIfNeeded();
    await expect.poll(() => latest.locator('article h3').count(), patiently).toBe(3);
    expect(await latest.locator('article h3').allTextContents()).not.toContain(english.title);
    const neighbours = page.getByRole('navigation', { name: 'More from the blog' });
    expect(await neighbours.getByRole('link').count()).toBeGreaterThan(0);
  });

  it('shows the not-found page for an unknown slug', async () => {
    const page = await browser.page();
    await page.goto('/blog/no-such-article-here');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toBe('noindex');
  });

  describe.each([
    { language: 'en', path: english.path },
    { language: 'ar', path: arabic.path },
  ])('in $language', ({ language, path }) => {
    axeIt('axe finds nothing on an article', async () => {
      const page = await browser.page();
      await page.goto(`${path}?lang=${language}`);
      await articleTitle(page).waitFor();
      await page.waitForLoadState('networkidle');
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  });
});
