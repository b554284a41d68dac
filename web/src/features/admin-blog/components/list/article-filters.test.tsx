import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, loadNamespaces, registerTexts } from '@/lib/i18n';
import { adminTexts } from '@/locales/admin-texts';
import { adminTagsQuery } from '../../api/admin-tags';
import { changeFilters, type BlogFilters } from '../../filters';
import { ArticleFilters, searchDelayMs } from './article-filters';

/** The list page as far as the filters go: the address follows a change only after `lag` ms, as a navigation may. */
function Page({ lag, changes, start = {} }: { lag: number; changes: Partial<BlogFilters>[]; start?: BlogFilters }) {
  const [filters, setFilters] = useState(start);
  const change = (next: Partial<BlogFilters>) => {
    changes.push(next);
    window.setTimeout(() => setFilters((now) => changeFilters(now, next)), lag);
  };
  return (
    <>
      <ArticleFilters filters={filters} language="en" onChange={change} />
      <button type="button" onClick={() => setFilters({ q: 'elsewhere' })}>
        back
      </button>
    </>
  );
}

function renderPage(lag: number, changes: Partial<BlogFilters>[], start?: BlogFilters) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  // The tag list as the server would give it, so that nothing goes to the network.
  client.setQueryData(adminTagsQuery().queryKey, { tags: [{ slug: 'css', count: 2 }] });
  render(
    <QueryClientProvider client={client}>
      <Page lag={lag} changes={changes} start={start} />
    </QueryClientProvider>,
  );
}

const box = () => screen.getByRole<HTMLInputElement>('searchbox');
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the blog list filters', () => {
  beforeAll(async () => {
    registerTexts(adminTexts);
    await initI18n('en');
    await loadNamespaces(['admin', 'admin-blog']);
    i18n.options.react = { ...i18n.options.react, useSuspense: false };
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('searches once the typing pauses, not on every key', async () => {
    vi.useFakeTimers();
    const changes: Partial<BlogFilters>[] = [];
    renderPage(0, changes);
    for (const text of ['c', 'cs', 'css ']) {
      type(text);
      await wait(searchDelayMs / 2);
    }
    expect(changes).toEqual([]);
    await wait(searchDelayMs);
    expect(changes).toEqual([{ q: 'css' }]);
  });

  it('keeps what was typed while the address catches up with an earlier search, then searches for it', async () => {
    vi.useFakeTimers();
    const changes: Partial<BlogFilters>[] = [];
    renderPage(400, changes);
    type('coo');
    await wait(searchDelayMs);
    await wait(300);
    type('cooki');
    // The address now says `coo`, `cooki` not searched yet: the box keeps `cooki`.
    await wait(200);
    expect(box().value).toBe('cooki');
    await wait(searchDelayMs + 400);
    expect(box().value).toBe('cooki');
    expect(changes).toEqual([{ q: 'coo' }, { q: 'cooki' }]);
  });

  it('shows the search of an address that changed from elsewhere, and applies a filter when chosen', async () => {
    const changes: Partial<BlogFilters>[] = [];
    renderPage(0, changes, { q: 'css' });
    expect(box().value).toBe('css');
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(box().value).toBe('elsewhere');
    fireEvent.change(screen.getByLabelText('Tag'), { target: { value: 'css' } });
    expect(changes).toEqual([{ tag: 'css' }]);
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'CSS (2)' })).toBeTruthy();
  });
});
