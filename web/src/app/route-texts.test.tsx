import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLanguage } from '@/features/language/language-controller';
import { i18n } from '@/lib/i18n';
import { adminTexts } from '@/locales/admin-texts';
import { publicTexts } from '@/locales/index';
import { fakeServer } from '@/test/fake-server';

/** Every key of every namespace, as i18next shows a text it does not have. */
async function everyKey() {
  const keys = new Set<string>();
  const walk = (value: object, prefix: string) => {
    for (const [key, child] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof child === 'string') keys.add(path);
      else walk(child as object, path);
    }
  };
  const files = { ...publicTexts, ...adminTexts };
  for (const [path, load] of Object.entries(files)) if (path.endsWith('/en.ts')) walk((await load()).default, '');
  return [...keys];
}

/** What a reader gets: text, names given to assistive technologies, and the head. */
function shown() {
  const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap((e) =>
    ['aria-label', 'title', 'placeholder', 'alt'].map((name) => e.getAttribute(name) ?? ''),
  );
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  return [document.body.textContent ?? '', document.title, description, ...attributes].join('\n');
}

const language = 'ar';
const texts = async (namespace: string) => (await publicTexts[`./${namespace}/${language}.ts`]!()).default;

/**
 * The router awaits each screen's texts with its code (`withTexts`), so a screen renders its first frame with
 * every text it reads. i18n runs here without Suspense: a namespace a screen reads but its route did not load shows
 * as raw keys on that first frame, and fails the test.
 */
describe(`each route's first frame, in a language other than English (${language})`, () => {
  let keys: string[];
  let router: (typeof import('./router'))['router'];

  beforeAll(async () => {
    // The idle-time extras (analytics, notifications) are not screens; keep them and their requests out.
    vi.stubGlobal('requestIdleCallback', () => 0);
    fakeServer();
    ({ router } = await import('./router'));
    // The app's own start: the stored language, its direction on the document, the layout's texts.
    localStorage.setItem('uiLanguage', language);
    await startLanguage(new QueryClient());
    i18n.options.react = { ...i18n.options.react, useSuspense: false };
    keys = await everyKey();
  });

  afterEach(cleanup);

  it.each([
    { path: '/', title: async () => ((await texts('home')) as { meta: { homeTitle: string } }).meta.homeTitle },
    { path: '/games', title: async () => ((await texts('games')) as { meta: { gamesTitle: string } }).meta.gamesTitle },
    {
      path: '/no-such-page',
      title: async () => ((await texts('not-found')) as { meta: { notFoundTitle: string } }).meta.notFoundTitle,
    },
  ])('$path shows its texts, no key', async ({ path, title }) => {
    await act(() => router.navigate(path));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    const page = shown();
    expect(document.title).toBe(await title());
    expect(keys.filter((key) => page.includes(key))).toEqual([]);
    expect(page).not.toMatch(/\b(layout|home|stats|games|not-found|admin[\w-]*):[\w.]+/);
    expect(document.documentElement.dir).toBe('rtl');
  });
});
