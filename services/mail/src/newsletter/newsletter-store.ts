import type { OpenedDatabase } from '../stores/database.ts';
import { createMongoNewsletterStore } from '../stores/mongo/newsletter-store.ts';
import type { NewsletterStore } from '../stores/newsletter-port.ts';
import { createSqliteNewsletterStore } from '../stores/sqlite/newsletter-store.ts';

/**
 * The newsletter's store on the service's database: the schedule, the issues and their deliveries. The subscribers
 * area opens it too, to erase a subscriber's deliveries with the subscriber.
 */
export function newsletterStoreOn(opened: OpenedDatabase): NewsletterStore {
  const { database } = opened;
  if (database.kind === 'sqlite') return createSqliteNewsletterStore(database.db);
  const store = createMongoNewsletterStore(database.db, database.timeoutMs);
  opened.buildIndexes('newsletter', () => store.createIndexes());
  return store;
}
