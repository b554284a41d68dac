import { storeOn, type OpenedDatabase } from '../stores/database.ts';
import { createMongoSubscribersStore } from '../stores/mongo/subscribers-store.ts';
import { createSqliteSubscribersStore } from '../stores/sqlite/subscribers-store.ts';
import type { SubscribersStore } from '../stores/subscribers-port.ts';

/** The subscribers store on the service's database, its MongoDB indexes built in the background (readiness waits). */
export const openSubscribersStore = (opened: OpenedDatabase): SubscribersStore =>
  storeOn(opened, 'subscribers', { sqlite: createSqliteSubscribersStore, mongo: createMongoSubscribersStore });
