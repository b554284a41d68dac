import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { createLogger, openDatabase } from '@portfolio/kit';
import { mongoForTests } from '@portfolio/testing';
import type { MediaStore } from '../src/stores/media-port.ts';
import { createMongoMediaStore } from '../src/stores/mongo/media-store.ts';
import { createSqliteMediaStore, openSqliteMediaStore } from '../src/stores/sqlite/media-store.ts';
import { createSqliteStore } from '../src/stores/sqlite/sqlite-store.ts';
import { mediaRecord } from './media-records.ts';
import { mediaStoreContract, type MediaBackend } from './media-store-contract.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'media-store-'));
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

function tracked(kind: MediaBackend['kind'], open: () => Promise<MediaStore>): MediaBackend {
  const opened: MediaStore[] = [];
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

mediaStoreContract(tracked('sqlite', async () => openSqliteMediaStore(join(tempDir(), 'content.sqlite'))));
mediaStoreContract(
  tracked('mongo', async () => {
    const dbName = `${mongo.dbName}_${mongoDbs.length}`;
    mongoDbs.push(dbName);
    const store = createMongoMediaStore({
      url: mongo.url,
      dbName,
      timeoutMs: 5000,
      logger: createLogger('content-test', 'silent'),
    });
    await store.indexes.built;
    return store;
  }),
);

describe('the embedded media store beside the content store', () => {
  it('shares the content store’s file and handle, and either may close it', async () => {
    const file = join(tempDir(), 'content.sqlite');
    const db = openDatabase(file);
    const content = createSqliteStore(db);
    const media = createSqliteMediaStore(db);
    await media.insert(mediaRecord('shared'));
    expect(await content.allArticles()).toEqual([]);
    await media.close();
    await content.close();
    const reopened = openSqliteMediaStore(file);
    expect((await reopened.get('shared'))?.id).toBe('shared');
    await reopened.close();
  });
});
