import { createMongoNewsletterStore } from '../src/stores/mongo/newsletter-store.ts';
import { createSqliteNewsletterStore } from '../src/stores/sqlite/newsletter-store.ts';
import { newsletterStoreContract } from './newsletter-store-contract.ts';
import { storeBackends } from './store-backends.ts';

const backends = await storeBackends({
  name: 'newsletter',
  sqlite: createSqliteNewsletterStore,
  async mongo(db) {
    const store = createMongoNewsletterStore(db, 5000);
    await store.createIndexes();
    return store;
  },
});
for (const backend of backends) newsletterStoreContract(backend);
