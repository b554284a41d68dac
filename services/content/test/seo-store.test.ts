import { afterAll } from 'vitest';
import type { MongoStoreOptions } from '../src/stores/mongo/mongo-store.ts';
import { createMongoSeoStore } from '../src/stores/mongo/seo-store.ts';
import { openSqliteSeoStore } from '../src/stores/sqlite/seo-store.ts';
import { seoStoreContract } from './seo-store-contract.ts';
import { stopBackends, storeBackends } from './store-backends.ts';

afterAll(stopBackends);

// The settings need no index: their store is ready as soon as it is made.
const openMongo = (options: MongoStoreOptions) => ({
  ...createMongoSeoStore(options),
  indexes: { built: Promise.resolve() },
});

for (const backend of storeBackends(openSqliteSeoStore, openMongo)) seoStoreContract(backend);
