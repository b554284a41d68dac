import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase } from '@portfolio/kit';
import { useTempDirs } from '@portfolio/testing';
import { openSqliteStore } from '../src/stores/sqlite/sqlite-store.ts';
import { article, now, version } from './store-articles.ts';

const tempDir = useTempDirs('content-sqlite');

it('keeps articles, search index, views and revision in its file across a restart', async () => {
  const file = join(tempDir(), 'content.sqlite');
  const first = openSqliteStore(file);
  const saved = article('a', [version('ja', 'kensaku', { title: '全文検索の仕組み' })], { tags: ['tech'] });
  await first.saveArticle(saved);
  await first.recordView('a', 'visitor', '2026-05-01');
  const revision = await first.revision();
  await first.close();

  const again = openSqliteStore(file);
  expect((await again.findVersion('kensaku', undefined, now))?.article).toEqual(saved);
  expect((await again.list({ offset: 0, limit: 5, terms: ['検索'] }, now)).total).toBe(1);
  expect(await again.recordView('a', 'visitor', '2026-05-01')).toBe(false);
  expect(await again.revision()).toBe(revision);
  await again.saveArticle(saved);
  expect(await again.revision()).not.toBe(revision);
  await again.close();
});

it('never gives a new database the revision of another one', async () => {
  const stores = [openSqliteStore(join(tempDir(), 'one.sqlite')), openSqliteStore(join(tempDir(), 'two.sqlite'))];
  for (const store of stores) await store.saveArticle(article('a', [version('en', 'a')]));
  const [one, two] = await Promise.all(stores.map((store) => store.revision()));
  expect(one).not.toBe(two);
  await Promise.all(stores.map((store) => store.close()));
});

it('adds the canonical address column to a file written before it existed, keeping its articles', async () => {
  const file = join(tempDir(), 'old.sqlite');
  const first = openSqliteStore(file);
  const old = article('old', [version('en', 'old-article')]);
  await first.saveArticle(old);
  await first.close();
  // The file as the version before canonical addresses left it: version_texts without the column.
  const db = openDatabase(file);
  db.exec('ALTER TABLE version_texts DROP COLUMN canonical_url');
  db.close();

  const again = openSqliteStore(file);
  expect((await again.findVersion('old-article', 'en', now))?.article).toEqual(old);
  const republished = { ...version('en', 'old-article'), canonicalUrl: 'https://original.example/old' };
  await again.saveArticle(article('old', [republished]));
  expect((await again.findVersion('old-article', 'en', now))?.version.canonicalUrl).toBe(
    'https://original.example/old',
  );
  await again.close();
  // Opened again: the column is there once, not added twice.
  const third = openSqliteStore(file);
  expect((await third.findVersion('old-article', 'en', now))?.version.canonicalUrl).toBe(
    'https://original.example/old',
  );
  await third.close();
});
