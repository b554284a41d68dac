import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDarkScheme } from '@/test/fake-media';
import { resolveInitialLanguage } from '@/features/language/resolve-language';
import script from '../../public/early-init.js?raw';
import { createThemeStore } from '@/features/theme/theme-store';

/**
 * `public/early-init.js` repeats the theme and language rules in plain script so it can run before the first
 * paint. Running it here against the real modules, case by case, keeps the two copies from drifting apart.
 */
const runEarlyInit = () => new Function(script)();
const root = document.documentElement;

function setBrowserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

describe('the early script', () => {
  beforeEach(() => {
    localStorage.clear();
    root.className = '';
    window.history.replaceState(null, '', '/');
  });

  it.each([
    [null, false],
    [null, true],
    ['light', true],
    ['dark', false],
    ['system', true],
    ['system', false],
    ['bogus', false],
  ])('resolves stored theme %s (system dark: %s) like the theme store', (stored, systemDark) => {
    vi.spyOn(window, 'matchMedia').mockImplementation(fakeDarkScheme(systemDark).matchMedia);
    if (stored !== null) localStorage.setItem('theme', stored);
    runEarlyInit();
    const early = root.classList.contains('dark');
    root.className = '';
    createThemeStore();
    expect(early).toBe(root.classList.contains('dark'));
  });

  it.each([
    { address: '', stored: null, browser: ['de-CH', 'fr'] },
    { address: '', stored: null, browser: ['xx', 'jp'] },
    { address: '', stored: null, browser: ['tlh'] },
    { address: '', stored: 'ar', browser: ['en-US'] },
    { address: '', stored: 'klingon', browser: ['fr'] },
    { address: '?lang=ru', stored: 'ar', browser: ['en-US'] },
    { address: '?lang=zz', stored: 'pt-BR', browser: ['en-US'] },
  ])('sets lang and dir as the language resolution does: %o', ({ address, stored, browser }) => {
    window.history.replaceState(null, '', `/${address}`);
    if (stored !== null) localStorage.setItem('uiLanguage', stored);
    setBrowserLanguages(browser);
    runEarlyInit();
    const expected = resolveInitialLanguage({
      fromAddress: new URLSearchParams(address).get('lang'),
      stored,
      browser,
    }).language;
    expect(root.lang).toBe(expected);
    expect(root.dir).toBe(expected === 'ar' ? 'rtl' : 'ltr');
  });
});

describe('the early preloads', () => {
  const plan = {
    files: ['/assets/query.js'],
    texts: ['layout'],
    pages: { '/': { files: ['/assets/home.js', '/assets/icons.js'], texts: ['home'] } },
    byNamespace: {
      layout: { en: '/assets/layout-en.js', ar: '/assets/layout-ar.js' },
      home: { en: '/assets/home-en.js', ar: '/assets/home-ar.js' },
    },
  };
  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
  /** The script starts its preloads a frame after it runs (after the first paint): run it and wait for them. */
  const runAndPreload = async () => {
    runEarlyInit();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  };

  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
    setBrowserLanguages(['en-US']);
  });

  function withBlock(content: string) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'first-visit-preloads';
    block.textContent = content;
    document.head.append(block);
  }

  it("preloads, on /, the page's code and the texts of the visitor's language", async () => {
    withBlock(JSON.stringify(plan));
    localStorage.setItem('uiLanguage', 'ar');
    window.history.replaceState(null, '', '/');
    await runAndPreload();
    expect(preloaded()).toEqual([
      '/assets/query.js',
      '/assets/home.js',
      '/assets/icons.js',
      '/assets/layout-ar.js',
      '/assets/home-ar.js',
    ]);
  });

  it('starts its preloads after the first frame, not before the first paint', async () => {
    withBlock(JSON.stringify(plan));
    window.history.replaceState(null, '', '/');
    runEarlyInit();
    expect(preloaded()).toEqual([]);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(preloaded()).toHaveLength(5);
  });

  it('preloads only what every page needs elsewhere', async () => {
    withBlock(JSON.stringify(plan));
    window.history.replaceState(null, '', '/games');
    await runAndPreload();
    expect(preloaded()).toEqual(['/assets/query.js', '/assets/layout-en.js']);
  });

  it("preloads, on an address the router matches with a parameter, its pattern's page", async () => {
    const article = { files: ['/assets/article.js'], styles: [], texts: [] };
    withBlock(JSON.stringify({ ...plan, pages: { ...plan.pages, '/blog/:slug': article } }));
    for (const [path, page] of [
      ['/blog/grid-layouts', ['/assets/article.js']],
      ['/blog/%D8%B4%D8%A8%D9%83%D8%A9', ['/assets/article.js']],
      ['/blog/', []],
      ['/blog/grid-layouts/more', []],
      ['/blogs/grid-layouts', []],
    ] as const) {
      document.head.querySelectorAll('link').forEach((link) => link.remove());
      window.history.replaceState(null, '', path);
      await runAndPreload();
      expect(preloaded()).toEqual(['/assets/query.js', ...page, '/assets/layout-en.js']);
    }
  });

  it("preloads the page's own stylesheets without applying them", async () => {
    const article = { files: ['/assets/article.js'], styles: ['/assets/article.css'], texts: [] };
    withBlock(JSON.stringify({ ...plan, pages: { '/blog/:slug': article } }));
    window.history.replaceState(null, '', '/blog/grid-layouts');
    await runAndPreload();
    const style = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect([style?.getAttribute('href'), style?.as, style?.crossOrigin]).toEqual(['/assets/article.css', 'style', '']);
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
  });

  it('preloads nothing without a readable block (the development server has none), and still sets lang', async () => {
    await runAndPreload();
    withBlock('{not json');
    await runAndPreload();
    expect(preloaded()).toEqual([]);
    expect(root.lang).toBe('en');
  });
});
