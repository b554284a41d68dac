import type { SQLInputValue } from 'node:sqlite';
import type { LanguageCode } from '@portfolio/contracts';
import { inTransaction, type DatabaseSync } from '@portfolio/kit';
import {
  messageQueryOf,
  messageSearchOf,
  patched,
  type MessageRecord,
  type MessagesStore,
  type NotificationState,
} from '../messages-port.ts';

/** One row per message, in the service's one file; `search` is its texts in search form (see messages-port.ts). */
const schema = `
CREATE TABLE IF NOT EXISTS contact_messages (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  language TEXT,
  received_at INTEGER NOT NULL,
  read INTEGER NOT NULL,
  archived INTEGER NOT NULL,
  notification TEXT NOT NULL,
  replied_at INTEGER,
  search TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS contact_messages_box ON contact_messages (archived, received_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS contact_messages_unread ON contact_messages (archived, read);
`;

interface Row {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string | null;
  received_at: number;
  read: number;
  archived: number;
  notification: string;
  replied_at: number | null;
}

const columns = 'id, name, email, subject, message, language, received_at, read, archived, notification, replied_at';

const recordOf = (row: Row): MessageRecord => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  language: row.language as LanguageCode | null,
  receivedAt: new Date(row.received_at),
  read: row.read === 1,
  archived: row.archived === 1,
  notification: row.notification as NotificationState,
  repliedAt: row.replied_at === null ? null : new Date(row.replied_at),
});

/** The embedded messages store, on the service's shared SQLite handle (the database closes it). */
export function createSqliteMessagesStore(db: DatabaseSync): MessagesStore {
  db.exec(schema);
  const write = {
    insert: db.prepare(`INSERT INTO contact_messages (${columns}, search) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    update: db.prepare(
      'UPDATE contact_messages SET read = ?, archived = ?, notification = ?, replied_at = ? WHERE id = ?',
    ),
    delete: db.prepare('DELETE FROM contact_messages WHERE id = ?'),
  };
  const one = db.prepare(`SELECT ${columns} FROM contact_messages WHERE id = ?`);
  const unread = db.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE archived = 0 AND read = 0');
  // Each filter holds when its parameter is null: one statement for every shape of filter.
  const listed = `FROM contact_messages WHERE archived = :archived
    AND (:read IS NULL OR read = :read) AND (:q IS NULL OR instr(search, :q) > 0)`;
  const page = db.prepare(`SELECT ${columns} ${listed} ORDER BY received_at DESC, id DESC LIMIT :limit OFFSET :offset`);
  const count = db.prepare(`SELECT COUNT(*) AS n ${listed}`);

  return {
    async insert(record) {
      write.insert.run(
        record.id,
        record.name,
        record.email,
        record.subject,
        record.message,
        record.language,
        record.receivedAt.getTime(),
        record.read ? 1 : 0,
        record.archived ? 1 : 0,
        record.notification,
        record.repliedAt?.getTime() ?? null,
        messageSearchOf(record),
      );
    },
    async get(id) {
      const row = one.get(id) as Row | undefined;
      return row && recordOf(row);
    },
    async list(filter) {
      const q = messageQueryOf(filter.q);
      const params: Record<string, SQLInputValue> = {
        archived: filter.box === 'archived' ? 1 : 0,
        read: filter.unread === undefined ? null : filter.unread ? 0 : 1,
        q: q === '' ? null : q,
      };
      const rows = page.all({ ...params, limit: filter.limit, offset: filter.offset }) as unknown as Row[];
      return { records: rows.map(recordOf), total: (count.get(params) as { n: number }).n };
    },
    async unreadCount() {
      return (unread.get() as { n: number }).n;
    },
    async update(id, patch) {
      // Read and write in one transaction: two patches of one message cannot lose each other's fields.
      return inTransaction(db, () => {
        const row = one.get(id) as Row | undefined;
        if (!row) return undefined;
        const updated = patched(recordOf(row), patch);
        write.update.run(
          updated.read ? 1 : 0,
          updated.archived ? 1 : 0,
          updated.notification,
          updated.repliedAt?.getTime() ?? null,
          id,
        );
        return updated;
      });
    },
    async delete(id) {
      return write.delete.run(id).changes > 0;
    },
  };
}
