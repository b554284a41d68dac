import { afterAll } from 'vitest';
import { createMongoSiteContentStore } from '../src/stores/mongo/site-content-store.ts';
import { openSqliteSiteContentStore } from '../src/stores/sqlite/site-content-store.ts';
import { siteContentStoreContract } from './site-content-store-contract.ts';
import { stopBackends, storeBackends } from './store-backends.ts';

afterAll(stopBackends);

for (const backend of storeBackends(openSqliteSiteContentStore, createMongoSiteContentStore))
  siteContentStoreContract(backend);
