import type { SmtpSecurity } from '@portfolio/contracts';
import type { DatabaseSync } from '@portfolio/kit';
import type { SmtpSettingsRecord, SmtpStore } from '../smtp-port.ts';

/** One row at most: the key is always 1. */
const schema = `
CREATE TABLE IF NOT EXISTS smtp_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  host TEXT NOT NULL,
  port INTEGER NOT NULL,
  security TEXT NOT NULL,
  user TEXT NOT NULL,
  sealed_password TEXT,
  from_name TEXT NOT NULL,
  from_address TEXT NOT NULL,
  reply_to TEXT NOT NULL,
  notify_address TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
`;

interface Row {
  host: string;
  port: number;
  security: string;
  user: string;
  sealed_password: string | null;
  from_name: string;
  from_address: string;
  reply_to: string;
  notify_address: string;
  updated_at: number;
}

/** The embedded settings store, on the service's shared SQLite handle (the database closes it). */
export function createSqliteSmtpStore(db: DatabaseSync): SmtpStore {
  db.exec(schema);
  const select = db.prepare(
    `SELECT host, port, security, user, sealed_password, from_name, from_address, reply_to, notify_address,
      updated_at FROM smtp_settings WHERE id = 1`,
  );
  const upsert = db.prepare(
    `INSERT INTO smtp_settings (id, host, port, security, user, sealed_password, from_name, from_address, reply_to,
      notify_address, updated_at) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET host = excluded.host, port = excluded.port, security = excluded.security,
      user = excluded.user, sealed_password = excluded.sealed_password, from_name = excluded.from_name,
      from_address = excluded.from_address, reply_to = excluded.reply_to, notify_address = excluded.notify_address,
      updated_at = excluded.updated_at`,
  );
  return {
    async read() {
      const row = select.get() as Row | undefined;
      if (!row) return undefined;
      return {
        host: row.host,
        port: row.port,
        security: row.security as SmtpSecurity,
        user: row.user,
        sealedPassword: row.sealed_password,
        fromName: row.from_name,
        fromAddress: row.from_address,
        replyTo: row.reply_to,
        notifyAddress: row.notify_address,
        updatedAt: new Date(row.updated_at),
      };
    },
    async save(record: SmtpSettingsRecord) {
      upsert.run(
        record.host,
        record.port,
        record.security,
        record.user,
        record.sealedPassword,
        record.fromName,
        record.fromAddress,
        record.replyTo,
        record.notifyAddress,
        record.updatedAt.getTime(),
      );
    },
  };
}
