import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

/**
 * The head the app leaves once it has taken over a page is the one the server wrote into the page's first
 * document (its canonical address, its language versions, title, description and Open Graph address, type and
 * locale): crawlers that run scripts and those that do not read the same addresses. An article's versions each
 * have their own path and exist in a few languages only, where the other pages have the ten `?lang=` addresses.
 */
interface Head {
  title: string;
  description: string | null | undefined;
  canonical: string[];
  alternates: string[];
  robots: string[];
  og: Record<string, string | null | undefined>;
}

/** The parts of a head compared, read the same way from the live document and from the server's raw HTML. */
function readHead(html: string | null): Head {
  const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
  const links = (selector: string, describe: (link: HTMLLinkElement) => string) =>
    [...doc.querySelectorAll<HTMLLinkElement>(selector)].map(describe).sort();
  const content = (selector: string) => doc.querySelector(selector)?.getAttribute('content');
  return {
    title: doc.title,
    description: content('meta[name="description"]'),
    canonical: links('link[rel="canonical"]', (link) => link.getAttribute('href') ?? ''),
    alternates: links('link[rel="alternate"][hreflang]', (link) => `${link.hreflang} ${link.getAttribute('href')}`),
    robots: [...doc.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute('content') ?? ''),
    og: Object.fromEntries(['og:url', 'og:type', 'og:locale'].map((key) => [key, content(`meta[property="${key}"]`)])),
  };
}

/** What the server answers a visitor without JavaScript: the same address, the browser context's language. */
async function serverHead(page: Page, url: string, status = 200): Promise<Head> {
  const response = await fetch(url, { headers: { accept: 'text/html', 'accept-language': 'en-US,en;q=0.9' } });
  expect(response.status, url).toBe(status);
  return page.evaluate(readHead, await response.text());
}

interface CanonicalWrites {
  canonicalWrites: { count: number };
}

/** Counts the app's writes to the canonical link (the server's parser sets attributes without a mutation record). */
function countCanonicalWrites() {
  const writes = { count: 0 };
  Object.assign(window, { canonicalWrites: writes });
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.target instanceof HTMLLinkElement && record.target.rel === 'canonical') writes.count += 1;
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['href'] });
}

/** A seed article (services/content/seed/articles/01-…) in English, French, Arabic and Japanese. */
const english = { path: '/blog/privacy-friendly-analytics', title: 'Counting visitors without cookies' };
const french = '/blog/mesure-d-audience-sans-cookies';
const arabic = `/blog/${encodeURIComponent('إحصاءات-الزوار-بلا-كعكات')}`;

/** An address with no article: the server's not-found page (404), and the app's. */
const unknownArticle = '/blog/no-such-article-anywhere';
/** The not-found head: not indexed, no address of its own, no language versions (nor og:url). */
const notFoundHead = {
  canonical: [],
  alternates: [],
  robots: ['noindex'],
  og: expect.objectContaining({ 'og:url': undefined }),
};

/** A machine other suites share is slow at times: polls wait up to this long. */
const patiently = { timeout: 10_000 };

describe('the head the app leaves', () => {
  const browser = useBrowser();

  /** Loads `path`, waits for the app's own page and its head writes, and reads the live head. */
  async function appHead(path: string) {
    const context = await browser.context();
    await context.addInitScript(countCanonicalWrites);
    const page = await context.newPage();
    await page.goto(path);
    await page.locator('#root h1').first().waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as CanonicalWrites).canonicalWrites.count), patiently)
      .toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    return { page, head: await page.evaluate(readHead, null) };
  }

  it.each(['/', '/blog', '/games', english.path, french, arabic])(
    'on %s is the server’s: canonical, language versions, title, description',
    async (path) => {
      const { page, head } = await appHead(path);
      const server = await serverHead(page, browser.url(path));
      expect(server.canonical).toHaveLength(1);
      expect(server.alternates.length).toBeGreaterThan(1);
      expect(head).toEqual(server);
    },
  );

  it('on an unknown article is the server’s not-found head, loaded there or reached in the app, and goes with it', async () => {
    const server = await serverHead(await browser.page(), browser.url(unknownArticle), 404);
    expect(server).toMatchObject(notFoundHead);
    const notFound = (page: Page) => page.locator('#root h1', { hasText: 'Page not found' }).waitFor();

    // Loaded there: the app takes over the server's page and leaves its head as it was.
    const page = await browser.page();
    await page.goto(unknownArticle);
    await notFound(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(readHead, null)).toEqual(server);

    // Reached in the app from the blog, whose head has ten language addresses: the same head as the server's.
    const { page: inApp } = await appHead('/blog');
    await inApp.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, unknownArticle);
    await notFound(inApp);
    await expect.poll(() => inApp.evaluate(readHead, null), patiently).toEqual(server);

    // Back on the blog: indexed again, with its addresses.
    await inApp.goBack();
    await expect
      .poll(() => inApp.evaluate(readHead, null), patiently)
      .toEqual(await serverHead(inApp, browser.url('/blog')));
  });

  it('on an article reached from the blog keeps none of the blog’s ten language addresses', async () => {
    const { page } = await appHead('/blog');
    await page.locator('#root').getByRole('link', { name: english.title }).first().click();
    await page.locator('#root article h1').waitFor();
    const server = await serverHead(page, browser.url(english.path));
    await expect.poll(() => page.evaluate(readHead, null), patiently).toEqual(server);
  });
});
