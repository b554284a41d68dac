import { randomBytes } from 'node:crypto';
import type { ContactMessage } from '@portfolio/contracts';
import { storeOn, type OpenedDatabase } from '../stores/database.ts';
import type { MessageRecord, MessagesStore } from '../stores/messages-port.ts';
import { createMongoMessagesStore } from '../stores/mongo/messages-store.ts';
import { createSqliteMessagesStore } from '../stores/sqlite/messages-store.ts';

/** The messages store on the service's database: SQLite's table made at once, MongoDB's indexes in the background. */
export const openMessagesStore = (opened: OpenedDatabase): MessagesStore =>
  storeOn(opened, 'messages', { sqlite: createSqliteMessagesStore, mongo: createMongoMessagesStore });

/**
 * A new message's id: its arrival time first (base 36, fixed width), so that ids sort as the messages arrived, then
 * random hex, so that two messages of one millisecond differ and nobody can guess another's id.
 */
export const newMessageId = (at: Date) =>
  `${at.getTime().toString(36).padStart(10, '0')}${randomBytes(8).toString('hex')}`;

/** A message as the inbox shows it. */
export const messageView = (record: MessageRecord): ContactMessage => ({
  ...record,
  receivedAt: record.receivedAt.toISOString(),
  repliedAt: record.repliedAt?.toISOString() ?? null,
});
