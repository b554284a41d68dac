import { beforeEach, expect, it } from 'vitest';
import type { EditorialStore, HistoryRecord } from '../src/stores/editorial-port.ts';
import { day, draftVersion, editorialArticle, entry, version } from './editorial-fixtures.ts';

/** The editorial contract's history cases, on the store the contract's current test opened. */
export function historyCases(current: () => EditorialStore) {
  let store: EditorialStore;
  beforeEach(() => {
    store = current();
  });

  it('numbers history entries per article from 1, and lists them newest first without their drafts', async () => {
    await store.create(editorialArticle('a'));
    await store.create(editorialArticle('b'));
    expect(await store.addHistory(entry('a', 'create'), 200)).toBe(1);
    expect(await store.addHistory(entry('a', 'checkpoint', { revision: 2, savedAt: day(3) }), 200)).toBe(2);
    expect(await store.addHistory(entry('b', 'create'), 200)).toBe(1);
    expect(await store.addHistory(entry('a', 'publish', { revision: 3, savedAt: day(4) }), 200)).toBe(3);
    const history = await store.history('a');
    expect(history.map((h) => [h.seq, h.kind, h.revision])).toEqual([
      [3, 'publish', 3],
      [2, 'checkpoint', 2],
      [1, 'create', 1],
    ]);
    expect(history[0]).toEqual({
      articleId: 'a',
      seq: 3,
      revision: 3,
      kind: 'publish',
      savedAt: day(4),
      title: 'Title of a',
      languages: ['en'],
    });
    expect(await store.history('missing')).toEqual([]);
    // Entries for an article that does not exist are refused.
    await expect(store.addHistory(entry('missing', 'create'), 200)).rejects.toThrow();
  });

  it('numbers entries added at the same time without a gap or a repeat', async () => {
    await store.create(editorialArticle('a'));
    const seqs = await Promise.all(
      Array.from({ length: 8 }, (_, i) => store.addHistory(entry('a', 'checkpoint', { revision: i + 1 }), 200)),
    );
    expect([...seqs].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await store.history('a')).map((h) => h.seq)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('keeps a history entry whole, its draft included', async () => {
    await store.create(editorialArticle('a'));
    const kept = entry('a', 'restore', {
      revision: 12,
      savedAt: day(7, '08:09:10.111'),
      title: 'Как работают хуки',
      languages: ['ru', 'en'],
      draft: {
        sourceLang: 'ru',
        tags: ['react', 'brand-new'],
        cover: { kind: 'static', src: '/blog/covers/hooks.jpg', alt: 'Крючки', width: 800, height: 400 },
        versions: [
          draftVersion(version('ru', 'khuki', { title: 'Как работают хуки', keywords: ['хуки'] })),
          draftVersion(version('en', 'hooks', { canonicalUrl: 'https://example.org/a' })),
        ],
      },
    });
    const seq = await store.addHistory(kept, 200);
    expect(await store.historyEntry('a', seq)).toEqual({ ...kept, seq });
    expect(await store.historyEntry('a', seq + 1)).toBeUndefined();
    expect(await store.historyEntry('b', seq)).toBeUndefined();
  });

  it('prunes only the oldest checkpoints beyond the entries it keeps, never the one just added', async () => {
    await store.create(editorialArticle('a'));
    await store.create(editorialArticle('b'));
    const add = (kind: HistoryRecord['kind'], articleId = 'a') => store.addHistory(entry(articleId, kind), 3);
    const seqs = async (articleId = 'a') => (await store.history(articleId)).map((h) => h.seq);
    await add('publish'); // 1
    await add('checkpoint'); // 2
    await add('checkpoint'); // 3
    for (const kind of ['checkpoint', 'checkpoint', 'checkpoint', 'create'] as const) await add(kind, 'b');
    expect(await seqs()).toEqual([3, 2, 1]);
    expect(await add('publish')).toBe(4);
    expect(await seqs()).toEqual([4, 3, 1]);
    expect(await add('checkpoint')).toBe(5);
    expect(await seqs()).toEqual([5, 4, 1]);
    // Publications are kept beyond the count; the checkpoint just added stays, and numbering goes on from it.
    expect(await add('publish')).toBe(6);
    expect(await add('unpublish')).toBe(7);
    expect(await add('checkpoint')).toBe(8);
    expect(await seqs()).toEqual([8, 7, 6, 4, 1]);
    expect(await add('schedule')).toBe(9);
    expect(await seqs()).toEqual([9, 7, 6, 4, 1]);
    // Another article's entries are its own: b's oldest checkpoint went when its own fourth entry came.
    expect(await seqs('b')).toEqual([4, 3, 2]);
  });

  it('deletes an article for good: its history and slugs with it, its id free again', async () => {
    await store.create(editorialArticle('a', { versions: [version('en', 'grid', { formerSlugs: ['old-grid'] })] }));
    await store.create(editorialArticle('b'));
    await store.addHistory(entry('a', 'create'), 200);
    await store.addHistory(entry('a', 'checkpoint'), 200);
    await store.addHistory(entry('b', 'create'), 200);
    await store.delete('a');
    expect(await store.get('a')).toBeUndefined();
    expect(await store.history('a')).toEqual([]);
    expect(await store.historyEntry('a', 1)).toBeUndefined();
    expect(await store.slugOwner('en', 'grid')).toBeUndefined();
    expect(await store.slugOwner('en', 'old-grid')).toBeUndefined();
    expect((await store.all()).map((a) => a.id)).toEqual(['b']);
    expect((await store.history('b')).map((h) => h.seq)).toEqual([1]);
    await store.delete('missing');
    // The same id again starts a new article and a new history.
    await store.create(editorialArticle('a'));
    expect(await store.addHistory(entry('a', 'create'), 200)).toBe(1);
  });
}
