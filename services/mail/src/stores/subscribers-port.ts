import type { LanguageCode, SubscriberStatus } from '@portfolio/contracts';

/** A newsletter subscriber as stored. Unique by `key` (contracts' addressKey of the address) and by id. */
export interface SubscriberRecord {
  id: string;
  email: string;
  /** The address however its domain was cased: the key the store is unique by. */
  key: string;
  firstName: string;
  status: SubscriberStatus;
  language: LanguageCode;
  /** The page of the signup, or `import`. */
  source: string;
  createdAt: Date;
  confirmedAt: Date | null;
  updatedAt: Date;
  /**
   * Drawn anew at each signup of a new or suppressed address and at each suppression: a confirmation link carries
   * it, so a link from before an unsubscription or a bounce cannot bring the address back.
   */
  nonce: string;
  /** When a confirmation mail was last asked for: an address gets at most one every few minutes. */
  confirmationRequestedAt: Date | null;
  /** When it last unsubscribed (an issue's "unsubscribed since"). */
  unsubscribedAt: Date | null;
}

/** The fields an update may change (never the id, the address or its key). */
export type SubscriberPatch = Partial<
  Pick<
    SubscriberRecord,
    | 'firstName'
    | 'status'
    | 'language'
    | 'source'
    | 'confirmedAt'
    | 'updatedAt'
    | 'nonce'
    | 'confirmationRequestedAt'
    | 'unsubscribedAt'
  >
>;

/** What must still hold for an update to land: checked and written in one step, so two requests cannot interleave. */
export interface SubscriberCondition {
  nonce?: string;
  statusIn?: readonly SubscriberStatus[];
}

export interface SubscriberFilter {
  status?: SubscriberStatus;
  language?: LanguageCode;
  /** Case-insensitive substring of the address or the first name. */
  q?: string;
}

export type SubscriberCounts = Record<SubscriberStatus, number>;

/** Thrown by `insert` when the address (its key) or the id is taken: a concurrent signup came first. */
export class SubscriberExists extends Error {
  constructor(key: string, options?: ErrorOptions) {
    super(`a subscriber with the address ${key} exists already`, options);
    this.name = 'SubscriberExists';
  }
}

/** The newsletter's subscribers. Lists are newest first, then by id. */
export interface SubscribersStore {
  /** Throws SubscriberExists when the key or id is taken. */
  insert(record: SubscriberRecord): Promise<void>;
  get(id: string): Promise<SubscriberRecord | undefined>;
  getByKey(key: string): Promise<SubscriberRecord | undefined>;
  /** The records of these keys that exist, in no particular order. */
  getByKeys(keys: readonly string[]): Promise<SubscriberRecord[]>;
  /** Applies the patch if the record exists and the condition holds: the updated record, else undefined. */
  update(id: string, patch: SubscriberPatch, condition?: SubscriberCondition): Promise<SubscriberRecord | undefined>;
  /**
   * A page of the matching records with their total, and the count per status of those matching the other filters
   * (language and search, any status): the numbers on the status tabs.
   */
  list(
    filter: SubscriberFilter & { offset: number; limit: number },
  ): Promise<{ records: SubscriberRecord[]; total: number; counts: SubscriberCounts }>;
  /** Every matching record, newest first (the CSV export). */
  all(filter: SubscriberFilter): Promise<SubscriberRecord[]>;
  /** False when there was no such record. */
  delete(id: string): Promise<boolean>;
  /** Confirmed records in id order after `afterId`, at most `limit` (an issue's recipients, page by page). */
  confirmed(afterId: string | undefined, limit: number): Promise<SubscriberRecord[]>;
  /** The ids of the records unsubscribed at or after `since`. */
  unsubscribedSince(since: Date): Promise<string[]>;
}

/** What a search matches in both adapters alike: the address and the first name, NFKC and lower case. */
export const subscriberSearchOf = (record: Pick<SubscriberRecord, 'email' | 'firstName'>) =>
  `${record.email}\n${record.firstName}`.normalize('NFKC').toLowerCase();

/** The query in search form; '' when it asks for nothing. A query never holds a line break, so never spans both. */
export const subscriberQueryOf = (q: string | undefined) =>
  (q ?? '')
    .trim()
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\p{Cc}/gu, ' ');

export const noCounts = (): SubscriberCounts => ({ pending: 0, confirmed: 0, unsubscribed: 0, bounced: 0 });

/** Whether the record meets the condition of an update. */
export const conditionHolds = (record: SubscriberRecord, condition: SubscriberCondition) =>
  (condition.nonce === undefined || record.nonce === condition.nonce) &&
  (condition.statusIn === undefined || condition.statusIn.includes(record.status));

/** The record with the patch's given fields replaced (an absent field keeps its value). */
export const patched = (record: SubscriberRecord, patch: SubscriberPatch): SubscriberRecord => {
  const next = { ...record };
  for (const [field, value] of Object.entries(patch)) {
    if (value !== undefined) Object.assign(next, { [field]: value });
  }
  return next;
};
