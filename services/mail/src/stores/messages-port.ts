import type { ContactMessage, LanguageCode } from '@portfolio/contracts';

export type NotificationState = ContactMessage['notification'];

/** A contact message as stored: what the inbox shows, with its dates as dates. */
export interface MessageRecord {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: LanguageCode | null;
  receivedAt: Date;
  read: boolean;
  archived: boolean;
  /** What became of the administrator's notification mail. */
  notification: NotificationState;
  repliedAt: Date | null;
}

export interface MessageFilter {
  box: 'inbox' | 'archived';
  /** Only unread (true) or only read (false) messages; both when absent. */
  unread?: boolean;
  /** A plain substring of the name, address, subject or message, case and width aside. */
  q?: string;
  offset: number;
  limit: number;
}

/** What may change on a message after it arrived; an absent field keeps its value. */
export interface MessagePatch {
  read?: boolean;
  archived?: boolean;
  notification?: NotificationState;
  repliedAt?: Date;
}

/** The contact messages. Lists are newest first, then by id (ids are made in time order). */
export interface MessagesStore {
  /** Throws when a message with its id exists already. */
  insert(record: MessageRecord): Promise<void>;
  get(id: string): Promise<MessageRecord | undefined>;
  list(filter: MessageFilter): Promise<{ records: MessageRecord[]; total: number }>;
  /** Unread messages of the inbox (the archived ones are dealt with). */
  unreadCount(): Promise<number>;
  /** The record as changed; undefined when there is no such message. */
  update(id: string, patch: MessagePatch): Promise<MessageRecord | undefined>;
  /** False when there was no such message. */
  delete(id: string): Promise<boolean>;
}

/**
 * Both adapters' search rule, so that they answer alike: a query matches when it is a part of the name, address,
 * subject or message, case and compatibility forms aside (NFKC then lower case). A plain substring, never a pattern.
 * Control characters go (MongoDB refuses a NUL in a pattern); each field is on its own line, and a query, without
 * line breaks once in this form, never reaches across two fields.
 */
export const searchForm = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\p{Cc}/gu, ' ');

/** What a query is matched against. */
export const messageSearchOf = (record: Pick<MessageRecord, 'name' | 'email' | 'subject' | 'message'>) =>
  [record.name, record.email, record.subject, record.message].map(searchForm).join('\n');

/** The query in search form; '' when it asks for nothing. */
export const messageQueryOf = (q: string | undefined): string => (q === undefined ? '' : searchForm(q).trim());

/** The fields a patch gives (an absent or undefined field changes nothing). */
export const givenFields = (patch: MessagePatch): MessagePatch =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));

/** The record with the patch's given fields replaced. */
export const patched = (record: MessageRecord, patch: MessagePatch): MessageRecord => ({
  ...record,
  ...givenFields(patch),
});
