import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { createLogger } from '@portfolio/kit';
import { mongoForTests } from '@portfolio/testing';
import { createMongoStore } from '../src/stores/mongo/mongo-store.ts';
import type { ContentStore } from '../src/stores/ports.ts';
import { openSqliteStore } from '../src/stores/sqlite/sqlite-store.ts';

/**
 * The store suites' backends: the embedded store in a temporary folder, and MongoDB (MONGO_URL, Testcontainers,
 * else the wire-protocol stand-in, announced in the output). Each test file that imports this has its own.
 */
export const mongo = await mongoForTests();

export interface Backend {
  kind: 'sqlite' | 'mongo';
  /** A fresh, empty store, ready as the service would have it (its indexes built). */
  open(): Promise<ContentStore>;
  /** Closes what it opened and removes its data. */
  dispose(): Promise<void>;
}

const silent = createLogger('content-test', 'silent');

function tracked(kind: Backend['kind'], open: () => Promise<ContentStore>, cleanUp: () => Promise<void>): Backend {
  const opened: ContentStore[] = [];
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

const dirs: string[] = [];
const sqlite = tracked(
  'sqlite',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-store-'));
    dirs.push(dir);
    return openSqliteStore(join(dir, 'content.sqlite'));
  },
  async () => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  },
);

const mongoDbs: string[] = [];
const mongoBackend = tracked(
  'mongo',
  async () => {
    const dbName = `${mongo.dbName}_${mongoDbs.length}`;
    mongoDbs.push(dbName);
    const store = createMongoStore({ url: mongo.url, dbName, timeoutMs: 5000, logger: silent });
    await store.indexes.built;
    return store;
  },
  async () => {
    const client = await MongoClient.connect(mongo.url);
    for (const name of mongoDbs.splice(0)) await client.db(name).dropDatabase();
    await client.close();
  },
);

export const backends: Backend[] = [sqlite, mongoBackend];
