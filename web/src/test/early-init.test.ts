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
