import type { Db } from 'mongodb';
import type { SmtpSettingsRecord, SmtpStore } from '../smtp-port.ts';

/** The settings as one document under a fixed key. */
interface SettingsDoc extends SmtpSettingsRecord {
  _id: 'smtp';
}

/** The settings store on the service's MongoDB database (the database's client closes it); no index to build. */
export function createMongoSmtpStore(db: Db, timeoutMs: number): SmtpStore {
  const settings = db.collection<SettingsDoc>('smtp_settings');
  return {
    async read() {
      const doc = await settings.findOne({ _id: 'smtp' }, { maxTimeMS: timeoutMs });
      if (!doc) return undefined;
      const { _id: _key, ...record } = doc;
      return record;
    },
    async save(record) {
      await settings.replaceOne({ _id: 'smtp' }, record, { upsert: true, maxTimeMS: timeoutMs });
    },
  };
}
