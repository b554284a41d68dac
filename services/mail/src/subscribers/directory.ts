import type { LanguageCode } from '@portfolio/contracts';

/** A confirmed subscriber as the newsletter sends to them. */
export interface NewsletterRecipient {
  id: string;
  email: string;
  firstName: string;
  language: LanguageCode;
  /** For the unsubscribe link's token (see links.ts). */
  nonce: string;
}

/** What the newsletter needs of the subscribers, and nothing more (the subscribers area implements it). */
export interface SubscriberDirectory {
  /** Confirmed subscribers in id order after `afterId`, at most `limit`: an issue's recipient list, page by page. */
  confirmed(afterId: string | undefined, limit: number): Promise<NewsletterRecipient[]>;
  /** One subscriber as they are now (undefined when erased): a recipient who unsubscribed meanwhile is skipped. */
  get(id: string): Promise<(NewsletterRecipient & { status: string }) | undefined>;
  /** A permanent failure (5xx) for this address: it goes on the suppression list. */
  markBounced(id: string): Promise<void>;
  /** The ids of subscribers who unsubscribed after `since` (an issue's report). */
  unsubscribedSince(since: Date): Promise<string[]>;
  /**
   * Registers what else must go when the administrator erases a subscriber (the newsletter's deliveries to them).
   * Hooks run before the record is removed; one that fails stops the erasure (an error answer, the subscriber still
   * there), so that trying again finishes it: nothing about the person is left behind.
   */
  onErase(hook: (subscriberId: string) => Promise<void>): void;
}
