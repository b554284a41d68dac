import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { mongoForTests } from '@portfolio/testing';
import { createMongoStore } from '../src/store/mongo-store.ts';
import type { IssueQuery, LogStore } from '../src/store/ports.ts';
import { openThreadedSqliteStore } from '../src/store/sqlite-threaded.ts';
import { removeTempDirs, silent, sqliteStoreIn, tempDir, testMaxOccurrencesPerIssue } from './fixture.ts';
import { dayMs } from './records.ts';

/**
 * The store contract's backends: the embedded store, and MongoDB (MONGO_URL, Testcontainers, else the
 * wire-protocol stand-in, announced in the output). Each test file that imports this has its own.
 */
export const mongo = await mongoForTests();

export interface Backend {
  kind: 'sqlite' | 'sqlite, writer thread' | 'mongo';
  /** A fresh store, ready as the service would be: its indexes built. */
  open(maxOccurrencesPerIssue?: number): Promise<LogStore>;
  /** Closes what it opened and removes its data. */
  dispose(): Promise<void>;
}

export const retentionMs = 30 * dayMs;

const tracked = (open: Backend['open'], cleanUp: () => Promise<void>) => {
  const opened: LogStore[] = [];
  return {
    open: async (max?: number) => {
      const store = await open(max);
      opened.push(store);
      return store;
    },
    dispose: async () => {
      await Promise.all(opened.splice(0).map((s) => s.close()));
      await cleanUp();
    },
  };
};

const sqlite: Backend = {
  kind: 'sqlite',
  ...tracked(
    async (maxOccurrencesPerIssue) => sqliteStoreIn(tempDir(), retentionMs, maxOccurrencesPerIssue),
    async () => removeTempDirs(),
  ),
};

// As the service opens it: record writes applied by a thread of their own, everything else on this one.
const sqliteThreaded: Backend = {
  kind: 'sqlite, writer thread',
  ...tracked(
    async (maxOccurrencesPerIssue = testMaxOccurrencesPerIssue) =>
      openThreadedSqliteStore(
        join(tempDir(), 'logs.sqlite'),
        { retentionMs, dedupeMs: 4 * dayMs, maxOccurrencesPerIssue },
        silent,
      ),
    async () => removeTempDirs(),
  ),
};

const mongoDbs: string[] = [];
const mongoBackend: Backend = {
  kind: 'mongo',
  ...tracked(
    async (maxOccurrencesPerIssue = testMaxOccurrencesPerIssue) => {
      const dbName = `${mongo.dbName}_${mongoDbs.length}`;
      mongoDbs.push(dbName);
      const store = createMongoStore({
        url: mongo.url,
        dbName,
        retentionMs,
        dedupeMs: 4 * dayMs,
        timeoutMs: 5000,
        maxOccurrencesPerIssue,
        logger: silent,
      });
      await store.indexes.built;
      return store;
    },
    async () => {
      const client = await MongoClient.connect(mongo.url);
      for (const name of mongoDbs) await client.db(name).dropDatabase();
      await client.close();
    },
  ),
};

export const backends = [sqlite, sqliteThreaded, mongoBackend];

export const query = (q: Partial<IssueQuery> = {}): IssueQuery => ({ limit: 25, ...q });
