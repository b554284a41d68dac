import { afterAll } from 'vitest';
import { openDatabase } from '@portfolio/kit';
import { createMongoRedirectStore } from '../src/redirects/mongo-redirects-store.ts';
import { createSqliteRedirectStore } from '../src/redirects/sqlite-redirects-store.ts';
import { redirectStoreContract } from './redirect-store-contract.ts';
import { stopBackends, storeBackends } from './store-backends.ts';

afterAll(stopBackends);

for (const backend of storeBackends(
  (file) => createSqliteRedirectStore(openDatabase(file)),
  createMongoRedirectStore,
)) {
  redirectStoreContract(backend);
}
