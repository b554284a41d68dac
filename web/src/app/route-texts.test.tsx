import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLanguage } from '@/features/language/language-controller';
import { i18n } from '@/lib/i18n';
import { adminTexts } from '@/locales/admin-texts';
import { publicTexts } from '@/locales/index';
import { fakeServer, json } from '@/test/fake-server';

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

/** Per test: the test runner restores globals after each one. */
function stubs() {
  // The idle-time extras (analytics, notifications) are not screens; keep them and their requests out.
  vi.stubGlobal('requestIdleCallback', () => 0);
  // The administrator is signed in; the admin screens' data calls fail, and they show their error state.
  fakeServer({ 'GET /api/admin/session': () => json(200, { authenticated: true, email: 'me@example.com' }) });
}

const language = 'ar';
const texts = async (namespace: string) =>
  (await { ...publicTexts, ...adminTexts }[`./${namespace}/${language}.ts`]!()).default as {
    meta: Record<string, string>;
  };

/**
 * The router awaits each screen's texts with its code (`withTexts`), so a screen renders its first frame with
 * every text it reads. i18n runs here without Suspense: a namespace a screen reads but its route did not load shows
 * as raw keys on that first frame, and fails the test.
 */
describe(`each route's first frame, in a language other than English (${language})`, () => {
  let keys: string[];
  let router: (typeof import('./router'))['router'];

  beforeAll(async () => {
    stubs();
    ({ router } = await import('./router'));
    // The app's own start: the stored language, its direction on the document, the layout's texts.
    localStorage.setItem('uiLanguage', language);
    await startLanguage(new QueryClient());
    i18n.options.react = { ...i18n.options.react, useSuspense: false };
    keys = await everyKey();
  });

  beforeEach(stubs);
  afterEach(cleanup);

  it.each([
    { path: '/', title: async () => (await texts('home')).meta.homeTitle },
    { path: '/games', title: async () => (await texts('games')).meta.gamesTitle },
    { path: '/blog', title: async () => (await texts('blog')).meta.blogTitle },
    { path: '/no-such-page', title: async () => (await texts('not-found')).meta.notFoundTitle },
    { path: '/admin/dashboard', title: async () => (await texts('admin')).meta.dashboardTitle },
    { path: '/admin/analytics', title: async () => (await texts('admin-analytics')).meta.analyticsTitle },
    { path: '/admin/logs', title: async () => (await texts('admin-logs')).meta.logsTitle },
  ])('$path shows its texts, no key, from its first frame', async ({ path, title }) => {
    await act(() => router.navigate(path));
    // Every state the page goes through (the admin screens check the session first), not only the last one.
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(shown()));
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    const expected = await title();
    await waitFor(() => expect(document.title).toBe(expected));
    observer.disconnect();
    seen.push(shown());
    expect(keys.filter((key) => seen.some((page) => page.includes(key)))).toEqual([]);
    expect(seen.join('\n')).not.toMatch(/\b(layout|home|stats|games|not-found|admin[\w-]*):[\w.]+/);
    expect(document.documentElement.dir).toBe('rtl');
  });
});
