import type { SQLInputValue } from 'node:sqlite';
import { inTransaction, type DatabaseSync } from '@portfolio/kit';
import type { LanguageCode, SubscriberStatus } from '@portfolio/contracts';
import {
  conditionHolds,
  noCounts,
  patched,
  SubscriberExists,
  subscriberQueryOf,
  subscriberSearchOf,
  type SubscriberFilter,
  type SubscriberRecord,
  type SubscribersStore,
} from '../subscribers-port.ts';

/**
 * One row per subscriber in the service's SQLite file. Times are milliseconds since the epoch; `search` is the
 * address and first name in search form, rewritten with them.
 */
const schema = `
CREATE TABLE IF NOT EXISTS subscribers (
  id TEXT PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,
  first_name TEXT NOT NULL,
  status TEXT NOT NULL,
  language TEXT NOT NULL,
  source TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  updated_at INTEGER NOT NULL,
  nonce TEXT NOT NULL,
  confirmation_requested_at INTEGER,
  unsubscribed_at INTEGER,
  search TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS subscribers_recent ON subscribers (created_at DESC, id);
CREATE INDEX IF NOT EXISTS subscribers_status ON subscribers (status, id);
CREATE INDEX IF NOT EXISTS subscribers_unsubscribed ON subscribers (unsubscribed_at) WHERE unsubscribed_at IS NOT NULL;
`;

interface Row {
  id: string;
  key: string;
  email: string;
  first_name: string;
  status: SubscriberStatus;
  language: LanguageCode;
  source: string;
  created_at: number;
  confirmed_at: number | null;
  updated_at: number;
  nonce: string;
  confirmation_requested_at: number | null;
  unsubscribed_at: number | null;
}

const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));
const msOf = (date: Date | null) => (date === null ? null : date.getTime());

const recordOf = (row: Row): SubscriberRecord => ({
  id: row.id,
  email: row.email,
  key: row.key,
  firstName: row.first_name,
  status: row.status,
  language: row.language,
  source: row.source,
  createdAt: new Date(row.created_at),
  confirmedAt: dateOf(row.confirmed_at),
  updatedAt: new Date(row.updated_at),
  nonce: row.nonce,
  confirmationRequestedAt: dateOf(row.confirmation_requested_at),
  unsubscribedAt: dateOf(row.unsubscribed_at),
});
const recordsOf = (rows: unknown[]) => (rows as Row[]).map(recordOf);

const columns = [
  'id',
  'key',
  'email',
  'first_name',
  'status',
  'language',
  'source',
  'created_at',
  'confirmed_at',
  'updated_at',
  'nonce',
  'confirmation_requested_at',
  'unsubscribed_at',
  'search',
] as const;
const selected = columns.filter((column) => column !== 'search').join(', ');

const valuesOf = (record: SubscriberRecord): SQLInputValue[] => [
  record.id,
  record.key,
  record.email,
  record.firstName,
  record.status,
  record.language,
  record.source,
  record.createdAt.getTime(),
  msOf(record.confirmedAt),
  record.updatedAt.getTime(),
  record.nonce,
  msOf(record.confirmationRequestedAt),
  msOf(record.unsubscribedAt),
  subscriberSearchOf(record),
];

const isUniqueViolation = (err: unknown) =>
  err instanceof Error && /UNIQUE constraint failed|PRIMARY KEY/i.test(err.message);

/** The subscribers table on the service's SQLite connection (created when missing). */
export function createSqliteSubscribersStore(db: DatabaseSync): SubscribersStore {
  db.exec(schema);
  const statements = {
    insert: db.prepare(`INSERT INTO subscribers (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`),
    one: db.prepare(`SELECT ${selected} FROM subscribers WHERE id = ?`),
    byKey: db.prepare(`SELECT ${selected} FROM subscribers WHERE key = ?`),
    byKeys: db.prepare(`SELECT ${selected} FROM subscribers WHERE key IN (SELECT value FROM json_each(?))`),
    replace: db.prepare(
      `UPDATE subscribers SET ${columns
        .slice(2)
        .map((column) => `${column} = ?`)
        .join(', ')} WHERE id = ?`,
    ),
    delete: db.prepare('DELETE FROM subscribers WHERE id = ?'),
    confirmed: db.prepare(
      `SELECT ${selected} FROM subscribers WHERE status = 'confirmed' AND id > ? ORDER BY id LIMIT ?`,
    ),
    unsubscribedSince: db.prepare(
      'SELECT id FROM subscribers WHERE unsubscribed_at IS NOT NULL AND unsubscribed_at >= ? ORDER BY id',
    ),
  };
  // Each filter holds when its parameter is null: one statement for every shape of filter.
  const others = `(:language IS NULL OR language = :language) AND (:q IS NULL OR instr(search, :q) > 0)`;
  const matching = `FROM subscribers WHERE (:status IS NULL OR status = :status) AND ${others}`;
  const listing = {
    page: db.prepare(`SELECT ${selected} ${matching} ORDER BY created_at DESC, id LIMIT :limit OFFSET :offset`),
    all: db.prepare(`SELECT ${selected} ${matching} ORDER BY created_at DESC, id`),
    count: db.prepare(`SELECT COUNT(*) AS n ${matching}`),
    counts: db.prepare(`SELECT status, COUNT(*) AS n FROM subscribers WHERE ${others} GROUP BY status`),
  };
  const paramsOf = (filter: SubscriberFilter) => {
    const q = subscriberQueryOf(filter.q);
    return { language: filter.language ?? null, q: q === '' ? null : q };
  };

  return {
    async insert(record) {
      try {
        statements.insert.run(...valuesOf(record));
      } catch (err) {
        if (isUniqueViolation(err)) throw new SubscriberExists(record.key, { cause: err });
        throw err;
      }
    },
    async get(id) {
      const row = statements.one.get(id) as Row | undefined;
      return row && recordOf(row);
    },
    async getByKey(key) {
      const row = statements.byKey.get(key) as Row | undefined;
      return row && recordOf(row);
    },
    async getByKeys(keys) {
      return keys.length === 0 ? [] : recordsOf(statements.byKeys.all(JSON.stringify(keys)));
    },
    async update(id, patch, condition = {}) {
      // Read, check and write in one transaction: two requests about one address cannot interleave.
      return inTransaction(db, () => {
        const row = statements.one.get(id) as Row | undefined;
        if (!row || !conditionHolds(recordOf(row), condition)) return undefined;
        const updated = patched(recordOf(row), patch);
        statements.replace.run(...valuesOf(updated).slice(2), id);
        return updated;
      });
    },
    async list({ offset, limit, ...filter }) {
      const others = paramsOf(filter);
      const params = { ...others, status: filter.status ?? null };
      const records = recordsOf(listing.page.all({ ...params, limit, offset }));
      const total = (listing.count.get(params) as { n: number }).n;
      const counts = noCounts();
      for (const row of listing.counts.all(others) as { status: SubscriberStatus; n: number }[])
        counts[row.status] = row.n;
      return { records, total, counts };
    },
    async all(filter) {
      return recordsOf(listing.all.all({ ...paramsOf(filter), status: filter.status ?? null }));
    },
    async delete(id) {
      return statements.delete.run(id).changes > 0;
    },
    async confirmed(afterId, limit) {
      return recordsOf(statements.confirmed.all(afterId ?? '', limit));
    },
    async unsubscribedSince(since) {
      return (statements.unsubscribedSince.all(since.getTime()) as { id: string }[]).map((row) => row.id);
    },
  };
}
