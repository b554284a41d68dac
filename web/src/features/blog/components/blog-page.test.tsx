import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleCard, ArticleList } from '@portfolio/contracts';
import { i18n, initI18n, loadNamespaces } from '@/lib/i18n';
import { fakeServer, json } from '@/test/fake-server';
import { BlogPage } from './blog-page';

const card = (id: string, lang: ArticleCard['lang'], title: string, extra: Partial<ArticleCard> = {}): ArticleCard => ({
  id,
  lang,
  slug: id,
  path: `/blog/${id}`,
  title,
  excerpt: `About ${title}.`,
  cover: { src: `/blog/covers/${id}.svg`, alt: `Cover of ${title}`, width: 1200, height: 630 },
  tags: ['css'],
  publishedAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  readingMinutes: 6,
  views: 1234,
  ...extra,
});

const list = (items: ArticleCard[], more: Partial<ArticleList> = {}): ArticleList => ({
  items,
  total: items.length,
  page: 1,
  perPage: 9,
  pageCount: items.length ? 1 : 0,
  ...more,
});

/** The API's answers by query string; anything else is an empty list. */
function api(answers: Record<string, ArticleList | number>) {
  return fakeServer({
    'GET /api/content/articles': (_, url) => {
      const answer = answers[new URL(url, window.location.origin).search] ?? list([]);
      return typeof answer === 'number' ? json(answer, { code: 'internal', message: 'Down.' }) : json(200, answer);
    },
    'GET /api/content/tags': () =>
      json(200, {
        tags: [
          { slug: 'css', count: 2 },
          { slug: 'react', count: 1 },
        ],
      }),
  });
}

function show(address: string) {
  const router = createMemoryRouter([{ path: '/blog', element: <BlogPage /> }], { initialEntries: [address] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const searchOf = (router: ReturnType<typeof show>) => router.state.location.search;

describe('the blog list', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['blog']);
    i18n.options.react = { ...i18n.options.react, useSuspense: false };
  });
  afterEach(cleanup);

  it("shows the interface language's articles as cards and says how many were found", async () => {
    api({ '?lang=en': list([card('grid', 'en', 'CSS grid'), card('pwa', 'en', 'Offline PWA')]) });
    show('/blog');
    expect(await screen.findByRole('heading', { level: 2, name: 'CSS grid' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CSS grid' }).getAttribute('href')).toBe('/blog/grid');
    expect(screen.getByRole('status').textContent).toBe('Articles found: 2');
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByText('Mar 1, 2026')).toBeTruthy();
    expect(within(first).getByText('6 min read')).toBeTruthy();
    expect(first.textContent).toContain('1,234');
    expect(within(first).getByRole('link', { name: 'CSS' }).getAttribute('href')).toBe('/blog?tag=css');
    const cover = within(first).getByRole('img');
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['1200', '630']);
    expect(screen.getByRole('combobox', { name: 'Article language' })).toHaveProperty('value', 'en');
  });

  it('lists every language when the interface language has no article yet', async () => {
    api({ '?lang=en': list([]), '': list([card('yomu', 'ja', '読む')]) });
    show('/blog');
    const title = await screen.findByRole('heading', { level: 2, name: '読む' });
    expect([title.getAttribute('lang'), screen.getByText('日本語', { selector: 'span' }).getAttribute('lang')]).toEqual(
      ['ja', 'ja'],
    );
    expect(screen.getByRole('combobox', { name: 'Article language' })).toHaveProperty('value', 'all');
  });

  it('searches every language once the typing pauses, keeps the search in the address, and marks the matches as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const server = api({
      '?lang=en': list([card('grid', 'en', 'CSS grid')]),
      '?q=%E6%A4%9C%E7%B4%A2': list([
        card('kensaku', 'ja', '全文検索', {
          highlight: { title: [{ text: '全文' }, { text: '検索', mark: true }], excerpt: [{ text: hostile }] },
        }),
      ]),
    });
    const router = show('/blog?lang=en');
    await screen.findByRole('heading', { name: 'CSS grid' });
    const box = screen.getByRole('searchbox', { name: 'Search the articles' });
    for (const text of ['検', '検索']) fireEvent.change(box, { target: { value: text } });
    const mark = await screen.findByText('検索', { selector: 'mark' });
    expect(mark.closest('h2')?.textContent).toBe('全文検索');
    expect(screen.getByText(hostile).closest('p')?.getAttribute('lang')).toBe('ja');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(searchOf(router)).toBe('?lang=en&q=%E6%A4%9C%E7%B4%A2');
    expect(server.fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('q='))).toEqual([
      '/api/content/articles?q=%E6%A4%9C%E7%B4%A2',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(searchOf(router)).toBe('?lang=en'));
    expect(document.activeElement).toBe(box);
    expect(await screen.findByRole('heading', { name: 'CSS grid' })).toBeTruthy();
  });

  it('filters by one tag at a time, pressed in the address, and lifts it when pressed again', async () => {
    api({ '?lang=en': list([card('grid', 'en', 'CSS grid')]), '?tag=react&lang=en': list([card('pwa', 'en', 'PWA')]) });
    const router = show('/blog?page=2');
    const react = await screen.findByRole('button', { name: 'React' });
    expect(react.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(react);
    expect(await screen.findByRole('heading', { name: 'PWA' })).toBeTruthy();
    expect(searchOf(router)).toBe('?tag=react');
    expect(screen.getByRole('button', { name: 'React' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'React' }));
    await waitFor(() => expect(searchOf(router)).toBe(''));
  });

  it('offers to reset the filters when nothing matches', async () => {
    api({ '?lang=en': list([card('grid', 'en', 'CSS grid')]) });
    const router = show('/blog?q=zzz&tag=fintech&in=ru');
    expect(await screen.findByRole('heading', { name: 'No article matches' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Articles found: 0');
    fireEvent.click(screen.getByRole('button', { name: 'Reset the filters' }));
    expect(await screen.findByRole('heading', { name: 'CSS grid' })).toBeTruthy();
    expect(searchOf(router)).toBe('');
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '');
  });

  it('pages through the list with links, the current page marked', async () => {
    const items = [card('grid', 'en', 'CSS grid')];
    api({
      '?lang=en': list(items, { total: 20, pageCount: 3 }),
      '?lang=en&page=2': list([card('pwa', 'en', 'PWA')], { total: 20, page: 2, pageCount: 3 }),
    });
    const router = show('/blog');
    const pages = await screen.findByRole('navigation', { name: 'Pages of articles' });
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByText('Previous').closest('[aria-disabled]')).toBeTruthy();
    await act(async () => fireEvent.click(within(pages).getByRole('link', { name: 'Next' })));
    expect(await screen.findByRole('heading', { name: 'PWA' })).toBeTruthy();
    expect(searchOf(router)).toBe('?page=2');
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('says when the articles cannot be loaded, and tries again on request', async () => {
    const answers: Record<string, ArticleList | number> = { '?lang=en': 500 };
    api(answers);
    show('/blog');
    expect(await screen.findByRole('alert')).toBeTruthy();
    answers['?lang=en'] = list([card('grid', 'en', 'CSS grid')]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'CSS grid' })).toBeTruthy();
  });
});
