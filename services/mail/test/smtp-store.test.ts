import { createMongoSmtpStore } from '../src/stores/mongo/smtp-store.ts';
import { createSqliteSmtpStore } from '../src/stores/sqlite/smtp-store.ts';
import { smtpStoreContract } from './smtp-store-contract.ts';
import { storeBackends } from './store-backends.ts';

const backends = await storeBackends({
  name: 'smtp',
  sqlite: createSqliteSmtpStore,
  mongo: (db) => createMongoSmtpStore(db, 5000),
});
for (const backend of backends) smtpStoreContract(backend);
