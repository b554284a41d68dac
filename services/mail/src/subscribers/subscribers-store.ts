import type { OpenedDatabase } from '../stores/database.ts';
import { createMongoSubscribersStore } from '../stores/mongo/subscribers-store.ts';
import { createSqliteSubscribersStore } from '../stores/sqlite/subscribers-store.ts';
import type { SubscribersStore } from '../stores/subscribers-port.ts';

/** The subscribers store on the service's database, its MongoDB indexes built in the background (readiness waits). */
export function openSubscribersStore(opened: OpenedDatabase): SubscribersStore {
  const { database } = opened;
  if (database.kind === 'sqlite') return createSqliteSubscribersStore(database.db);
  const store = createMongoSubscribersStore(database.db, database.timeoutMs);
  opened.buildIndexes('subscribers', () => store.createIndexes());
  return store;
}
