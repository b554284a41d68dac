import { storeOn, type OpenedDatabase } from '../stores/database.ts';
import { createMongoNewsletterStore } from '../stores/mongo/newsletter-store.ts';
import type { NewsletterStore } from '../stores/newsletter-port.ts';
import { createSqliteNewsletterStore } from '../stores/sqlite/newsletter-store.ts';

/**
 * The newsletter's store on the service's database: the schedule, the issues and their deliveries. The subscribers
 * area opens it too, to erase a subscriber's deliveries with the subscriber.
 */
export const newsletterStoreOn = (opened: OpenedDatabase): NewsletterStore =>
  storeOn(opened, 'newsletter', { sqlite: createSqliteNewsletterStore, mongo: createMongoNewsletterStore });
