import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { createLogger } from '@portfolio/kit';
import { mongoForTests } from '@portfolio/testing';
import { createMongoStore, type MongoStoreOptions } from '../src/stores/mongo/mongo-store.ts';
import type { ContentStore } from '../src/stores/ports.ts';
import { openSqliteStore } from '../src/stores/sqlite/sqlite-store.ts';

/**
 * The store suites' backends: the embedded store in a temporary folder, and MongoDB (MONGO_URL, Testcontainers,
 * else the wire-protocol stand-in, announced in the output). Each test file that imports this has its own.
 */
export const mongo = await mongoForTests();

export interface StoreBackend<S> {
  kind: 'sqlite' | 'mongo';
  /** A fresh, empty store, ready as the service would have it (its indexes built). */
  open(): Promise<S>;
  /** Closes what it opened and removes its data. */
  dispose(): Promise<void>;
}

export type Backend = StoreBackend<ContentStore>;

interface Closable {
  close(): Promise<void>;
}

const dirs: string[] = [];
/** A fresh temporary folder, removed by `stopBackends`. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-store-'));
  dirs.push(dir);
  return dir;
}

/** What the file's last `afterAll` ends: MongoDB stopped, the temporary folders removed. */
export async function stopBackends(): Promise<void> {
  await mongo.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

function tracked<S extends Closable>(
  kind: StoreBackend<S>['kind'],
  open: () => Promise<S>,
  cleanUp: () => Promise<void> = async () => {},
): StoreBackend<S> {
  const opened: S[] = [];
  return {
    kind,
    async open() {
      const store = await open();
      opened.push(store);
      return store;
    },
    async dispose() {
      await Promise.all(opened.splice(0).map((store) => store.close()));
      await cleanUp();
    },
  };
}

const silent = createLogger('content-test', 'silent');
// One count for the file, so that two kinds of store never draw the same database.
let mongoDbCount = 0;

/**
 * One store kind on both backends: the embedded one on a file in a fresh temporary folder, the MongoDB one on a
 * fresh database, its indexes built before it is handed out; each backend drops its databases when disposed.
 */
export function storeBackends<S extends Closable>(
  openSqlite: (file: string) => S,
  openMongo: (options: MongoStoreOptions) => S & { indexes: { built: Promise<unknown> } },
): StoreBackend<S>[] {
  const sqlite = tracked('sqlite', async () => openSqlite(join(tempDir(), 'content.sqlite')));
  const mongoDbs: string[] = [];
  const mongoBackend = tracked(
    'mongo',
    async () => {
      const dbName = `${mongo.dbName}_${mongoDbCount++}`;
      mongoDbs.push(dbName);
      const store = openMongo({ url: mongo.url, dbName, timeoutMs: 5000, logger: silent });
      await store.indexes.built;
      return store;
    },
    async () => {
      const client = await MongoClient.connect(mongo.url);
      for (const name of mongoDbs.splice(0)) await client.db(name).dropDatabase();
      await client.close();
    },
  );
  return [sqlite, mongoBackend];
}

export const backends: Backend[] = storeBackends(openSqliteStore, createMongoStore);
