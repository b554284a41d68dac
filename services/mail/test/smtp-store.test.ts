import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll } from 'vitest';
import { openDatabase, type DatabaseSync } from '@portfolio/kit';
import { mongoForTests } from '@portfolio/testing';
import { createMongoSmtpStore } from '../src/stores/mongo/smtp-store.ts';
import { createSqliteSmtpStore } from '../src/stores/sqlite/smtp-store.ts';
import { smtpStoreContract, type SmtpBackend } from './smtp-store-contract.ts';

const mongo = await mongoForTests();
const folder = mkdtempSync(join(tmpdir(), 'mail-smtp-'));
afterAll(async () => {
  await mongo.stop();
  rmSync(folder, { recursive: true, force: true });
});

let opened = 0;

/** Each test on a fresh SQLite file, as the service opens it. */
function sqliteBackend(): SmtpBackend {
  const handles: DatabaseSync[] = [];
  return {
    kind: 'sqlite',
    async open() {
      const db = openDatabase(join(folder, `mail-${opened++}.sqlite`));
      handles.push(db);
      return createSqliteSmtpStore(db);
    },
    async dispose() {
      for (const db of handles.splice(0)) db.close();
    },
  };
}

/** Each test on a fresh MongoDB database. */
function mongoBackend(): SmtpBackend {
  const client = new MongoClient(mongo.url);
  const names: string[] = [];
  return {
    kind: 'mongo',
    async open() {
      const name = `${mongo.dbName}_${opened++}`;
      names.push(name);
      return createMongoSmtpStore(client.db(name), 5000);
    },
    async dispose() {
      for (const name of names.splice(0)) await client.db(name).dropDatabase();
      await client.close();
    },
  };
}

smtpStoreContract(sqliteBackend());
smtpStoreContract(mongoBackend());
