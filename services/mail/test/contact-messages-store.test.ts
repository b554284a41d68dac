import { createMongoMessagesStore } from '../src/stores/mongo/messages-store.ts';
import { createSqliteMessagesStore } from '../src/stores/sqlite/messages-store.ts';
import { messagesStoreContract } from './contact-messages-contract.ts';
import { storeBackends } from './store-backends.ts';

const backends = await storeBackends({
  name: 'messages',
  sqlite: createSqliteMessagesStore,
  async mongo(db) {
    const store = createMongoMessagesStore(db, 5000);
    await store.createIndexes();
    return store;
  },
});
for (const backend of backends) messagesStoreContract(backend);
