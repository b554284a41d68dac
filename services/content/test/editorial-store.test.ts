import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@portfolio/kit';
import { createMongoEditorialStore } from '../src/stores/mongo/editorial-store.ts';
import { createSqliteEditorialStore, openSqliteEditorialStore } from '../src/stores/sqlite/editorial-store.ts';
import { createSqliteStore } from '../src/stores/sqlite/sqlite-store.ts';
import { editorialArticle } from './editorial-fixtures.ts';
import { editorialStoreContract } from './editorial-store-contract.ts';
import { article, now, version } from './store-articles.ts';
import { stopBackends, storeBackends, tempDir } from './store-backends.ts';

afterAll(stopBackends);

for (const backend of storeBackends(openSqliteEditorialStore, createMongoEditorialStore))
  editorialStoreContract(backend);

describe('editorial store beside the content store (sqlite)', () => {
  it('shares the content store’s file and handle, each with its own tables', async () => {
    const db = openDatabase(join(tempDir(), 'content.sqlite'));
    const content = createSqliteStore(db);
    const editorial = createSqliteEditorialStore(db);
    await content.saveArticle(article('public', [version('en', 'grid')]));
    await editorial.create(editorialArticle('draft', { versions: [] }));
    expect((await content.findVersion('grid', 'en', now))?.article.id).toBe('public');
    expect(await content.articleCount()).toBe(1);
    expect((await editorial.all()).map((a) => a.id)).toEqual(['draft']);
    // Either closes the shared handle; the other's close is then harmless.
    await editorial.close();
    await content.close();
  });

  it('opens again on the same file and finds what it kept', async () => {
    const file = join(tempDir(), 'content.sqlite');
    const kept = editorialArticle('kept', { revision: 3, status: 'published', publishedAt: now, liveRevision: 3 });
    const first = openSqliteEditorialStore(file);
    await first.create(kept);
    await first.close();
    const second = openSqliteEditorialStore(file);
    expect(await second.get('kept')).toEqual(kept);
    await second.close();
  });
});
