import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@portfolio/kit';
import { createMongoMediaStore } from '../src/stores/mongo/media-store.ts';
import { createSqliteMediaStore, openSqliteMediaStore } from '../src/stores/sqlite/media-store.ts';
import { createSqliteStore } from '../src/stores/sqlite/sqlite-store.ts';
import { mediaRecord } from './media-records.ts';
import { mediaStoreContract } from './media-store-contract.ts';
import { stopBackends, storeBackends, tempDir } from './store-backends.ts';

afterAll(stopBackends);

for (const backend of storeBackends(openSqliteMediaStore, createMongoMediaStore)) mediaStoreContract(backend);

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
