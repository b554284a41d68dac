import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, loadNamespaces } from '@/lib/i18n';
import { SearchBox, searchDelayMs } from './search-box';

/** The address as the page holds it: it follows a search only after `lag` ms, as a navigation may. */
function Page({ lag, searches, start = '' }: { lag: number; searches: string[]; start?: string }) {
  const [q, setQ] = useState(start);
  const search = (next: string) => {
    searches.push(next);
    window.setTimeout(() => setQ(next), lag);
  };
  return (
    <>
      <SearchBox value={q} onSearch={search} />
      <button type="button" onClick={() => setQ('')}>
        reset
      </button>
    </>
  );
}

const box = () => screen.getByRole<HTMLInputElement>('searchbox');
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the search box', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['blog']);
    i18n.options.react = { ...i18n.options.react, useSuspense: false };
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('searches once the typing pauses, not on every key', async () => {
    vi.useFakeTimers();
    const searches: string[] = [];
    render(<Page lag={0} searches={searches} />);
    for (const text of ['c', 'cs', 'css']) {
      type(text);
      await wait(searchDelayMs / 2);
    }
    expect(searches).toEqual([]);
    await wait(searchDelayMs);
    expect(searches).toEqual(['css']);
  });

  it('keeps what the reader typed while the address catches up with an earlier search', async () => {
    vi.useFakeTimers();
    const searches: string[] = [];
    render(<Page lag={400} searches={searches} />);
    type('coo');
    await wait(searchDelayMs);
    expect(searches).toEqual(['coo']);
    type('cooki');
    // The address now says `coo`: the box keeps `cooki`, and searches for it in turn.
    await wait(400);
    expect(box().value).toBe('cooki');
    await wait(searchDelayMs + 400);
    expect([box().value, searches]).toEqual(['cooki', ['coo', 'cooki']]);
  });

  it('follows the address when something else changes it, and clears itself on request', async () => {
    vi.useFakeTimers();
    const searches: string[] = [];
    render(<Page lag={0} searches={searches} start="grid" />);
    expect(box().value).toBe('grid');
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(box().value).toBe('');
    type('pwa');
    fireEvent.submit(box());
    expect(searches).toEqual(['pwa']);
    await wait(0);
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect([box().value, document.activeElement]).toEqual(['', box()]);
    expect(searches).toEqual(['pwa', '']);
  });
});
