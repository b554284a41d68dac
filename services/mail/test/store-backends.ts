import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { afterAll } from 'vitest';
import { openDatabase, type DatabaseSync } from '@portfolio/kit';
import { mongoForTests } from '@portfolio/testing';

/** A fresh, empty store on one backend, and what ends them all. */
export interface StoreBackend<Store> {
  kind: 'sqlite' | 'mongo';
  open(): Promise<Store>;
  dispose(): Promise<void>;
}

/** How one store is made on each backend, as the service makes it. */
export interface StoreMakers<Store> {
  /** Names the temporary folder and sets the Mongo databases apart. */
  name: string;
  sqlite(db: DatabaseSync): Store;
  /** On a fresh database: builds the indexes where the service builds them. */
  mongo(db: Db): Store | Promise<Store>;
}

/**
 * The SQLite and MongoDB backends a store contract runs on: each test on a fresh SQLite file or MongoDB database
 * (MONGO_URL, else Testcontainers, else the wire-protocol stand-in), all removed after the file's tests.
 */
export async function storeBackends<Store>(makers: StoreMakers<Store>): Promise<StoreBackend<Store>[]> {
  const mongo = await mongoForTests();
  const folder = mkdtempSync(join(tmpdir(), `mail-${makers.name}-`));
  afterAll(async () => {
    await mongo.stop();
    rmSync(folder, { recursive: true, force: true });
  });
  let opened = 0;

  const handles: DatabaseSync[] = [];
  const sqlite: StoreBackend<Store> = {
    kind: 'sqlite',
    async open() {
      const db = openDatabase(join(folder, `mail-${opened++}.sqlite`));
      handles.push(db);
      return makers.sqlite(db);
    },
    async dispose() {
      for (const db of handles.splice(0)) db.close();
    },
  };

  const client = new MongoClient(mongo.url);
  const names: string[] = [];
  const mongoBackend: StoreBackend<Store> = {
    kind: 'mongo',
    async open() {
      const name = `${mongo.dbName}_${makers.name}_${opened++}`;
      names.push(name);
      return makers.mongo(client.db(name));
    },
    async dispose() {
      for (const name of names.splice(0)) await client.db(name).dropDatabase();
      await client.close();
    },
  };
  return [sqlite, mongoBackend];
}
