import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { createLogger, openDatabase } from '@portfolio/kit';
import { mongoForTests } from '@portfolio/testing';
import type { EditorialStore } from '../src/stores/editorial-port.ts';
import { createMongoEditorialStore } from '../src/stores/mongo/editorial-store.ts';
import { createSqliteEditorialStore, openSqliteEditorialStore } from '../src/stores/sqlite/editorial-store.ts';
import { createSqliteStore } from '../src/stores/sqlite/sqlite-store.ts';
import { editorialArticle, type EditorialBackend } from './editorial-fixtures.ts';
import { editorialStoreContract } from './editorial-store-contract.ts';
import { article, now, version } from './store-articles.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'editorial-store-'));
  dirs.push(dir);
  return dir;
};
/** MongoDB: MONGO_URL, Testcontainers, else the wire-protocol stand-in (announced in the output). */
const mongo = await mongoForTests();
const mongoDbs: string[] = [];
afterAll(async () => {
  const client = await MongoClient.connect(mongo.url);
  for (const name of mongoDbs.splice(0)) await client.db(name).dropDatabase();
  await client.close();
  await mongo.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tracked(kind: EditorialBackend['kind'], open: () => Promise<EditorialStore>): EditorialBackend {
  const opened: EditorialStore[] = [];
  return {
    kind,
    async open() {
      const store = await open();
      opened.push(store);
      return store;
    },
    async dispose() {
      await Promise.all(opened.splice(0).map((store) => store.close()));
    },
  };
}

editorialStoreContract(tracked('sqlite', async () => openSqliteEditorialStore(join(tempDir(), 'content.sqlite'))));
editorialStoreContract(
  tracked('mongo', async () => {
    const dbName = `${mongo.dbName}_${mongoDbs.length}`;
    mongoDbs.push(dbName);
    const store = createMongoEditorialStore({
      url: mongo.url,
      dbName,
      timeoutMs: 5000,
      logger: createLogger('content-test', 'silent'),
    });
    await store.indexes.built;
    return store;
  }),
);

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
