import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll } from 'vitest';
import { openDatabase, type DatabaseSync } from '@portfolio/kit';
import { mongoForTests } from '@portfolio/testing';
import { createMongoNewsletterStore } from '../src/stores/mongo/newsletter-store.ts';
import { createSqliteNewsletterStore } from '../src/stores/sqlite/newsletter-store.ts';
import { newsletterStoreContract, type NewsletterBackend } from './newsletter-store-contract.ts';

const mongo = await mongoForTests();
const folder = mkdtempSync(join(tmpdir(), 'mail-newsletter-'));
afterAll(async () => {
  await mongo.stop();
  rmSync(folder, { recursive: true, force: true });
});

let opened = 0;

/** Each test on a fresh SQLite file, as the service opens it. */
function sqliteBackend(): NewsletterBackend {
  const handles: DatabaseSync[] = [];
  return {
    kind: 'sqlite',
    async open() {
      const db = openDatabase(join(folder, `mail-${opened++}.sqlite`));
      handles.push(db);
      return createSqliteNewsletterStore(db);
    },
    async dispose() {
      for (const db of handles.splice(0)) db.close();
    },
  };
}

/** Each test on a fresh MongoDB database, its indexes built as the service builds them. */
function mongoBackend(): NewsletterBackend {
  const client = new MongoClient(mongo.url);
  const names: string[] = [];
  return {
    kind: 'mongo',
    async open() {
      const name = `${mongo.dbName}_nl_${opened++}`;
      names.push(name);
      const store = createMongoNewsletterStore(client.db(name), 5000);
      await store.createIndexes();
      return store;
    },
    async dispose() {
      for (const name of names.splice(0)) await client.db(name).dropDatabase();
      await client.close();
    },
  };
}

newsletterStoreContract(sqliteBackend());
newsletterStoreContract(mongoBackend());
