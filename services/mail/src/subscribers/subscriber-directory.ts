import type { SubscribersStore } from '../stores/subscribers-port.ts';
import { markBounced } from './confirmations.ts';
import type { NewsletterRecipient, SubscriberDirectory } from './directory.ts';

const recipientOf = (record: NewsletterRecipient): NewsletterRecipient => ({
  id: record.id,
  email: record.email,
  firstName: record.firstName,
  language: record.language,
  nonce: record.nonce,
});

/** The newsletter's view of the subscribers, and the hooks an erasure runs before it removes the record. */
export function subscriberDirectory(store: SubscribersStore, now: () => Date) {
  const eraseHooks: ((subscriberId: string) => Promise<void>)[] = [];
  const directory: SubscriberDirectory = {
    async confirmed(afterId, limit) {
      return (await store.confirmed(afterId, limit)).map(recipientOf);
    },
    async get(id) {
      const record = await store.get(id);
      return record && { ...recipientOf(record), status: record.status };
    },
    async markBounced(id) {
      await markBounced(store, id, now());
    },
    unsubscribedSince: (since) => store.unsubscribedSince(since),
    onErase(hook) {
      eraseHooks.push(hook);
    },
  };
  return {
    directory,
    /** Runs every hook for this subscriber, in the order registered. */
    async beforeErase(subscriberId: string) {
      for (const hook of eraseHooks) await hook(subscriberId);
    },
  };
}
