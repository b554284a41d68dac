import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { Db, MongoClient } from 'mongodb';
import {
  measuredStore,
  openDatabase,
  serviceOf,
  startIndexBuild,
  storeMongoClient,
  type Lifecycle,
  type Logger,
} from '@portfolio/kit';
import type { MailConfig } from '../config.ts';

/**
 * Where every store of the mail service keeps its records: one SQLite file under DATA_DIR (one connection shared
 * by all the tables and the job list), or one MongoDB database (MONGO_URL). Each area's store takes it and picks
 * its adapter (`database.kind`); the two adapters of a store pass one contract suite.
 */
export type MailDatabase = { kind: 'sqlite'; db: DatabaseSync } | { kind: 'mongo'; db: Db; timeoutMs: number };

export interface OpenedDatabase {
  database: MailDatabase;
  /**
   * Builds a MongoDB store's indexes in the background with readiness waiting for them (nothing on SQLite, whose
   * adapters create their tables when made).
   */
  buildIndexes(name: string, create: () => Promise<void>): void;
  /** The service's name in its metrics: each store's calls are timed and their failures counted under it. */
  service: string;
  close(): Promise<void>;
}

/** A MongoDB failure that says the server is away rather than that it refused something. */
const unreachable = (err: unknown) =>
  err instanceof Error && /Server selection|ECONNREFUSED|timed out|topology/i.test(`${err.name} ${err.message}`);

export function openMailDatabase(config: MailConfig, logger: Logger, lifecycle?: Lifecycle): OpenedDatabase {
  if (config.MONGO_URL) {
    const client: MongoClient = storeMongoClient(config.MONGO_URL, 'portfolio-mail', config.MONGO_TIMEOUT_MS);
    const builds: { stop(): void }[] = [];
    return {
      database: { kind: 'mongo', db: client.db(config.MONGO_DB), timeoutMs: config.MONGO_TIMEOUT_MS },
      service: serviceOf(logger),
      buildIndexes(name, create) {
        const build = startIndexBuild(create, { logger: logger.child({ store: name }), isUnreachable: unreachable });
        builds.push(build);
        lifecycle?.checks.push(build.readiness);
      },
      async close() {
        for (const build of builds) build.stop();
        await client.close();
      },
    };
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const db = openDatabase(join(config.DATA_DIR, 'mail.sqlite'));
  return {
    database: { kind: 'sqlite', db },
    service: serviceOf(logger),
    buildIndexes: () => undefined,
    close: async () => db.close(),
  };
}

/**
 * A store on the service's database, by the adapter its kind wants: SQLite's made at once (it creates its tables),
 * MongoDB's with its indexes built in the background under `name`, readiness waiting for them. Its calls are timed
 * and their failures counted under `name` (portfolio_store_call_*): the mail service's routes and jobs call their
 * stores directly, not through kit's storeCalls.
 */
export function storeOn<Store extends object>(
  opened: OpenedDatabase,
  name: string,
  adapters: {
    sqlite: (db: DatabaseSync) => Store;
    mongo: (db: Db, timeoutMs: number) => Store & { createIndexes(): Promise<void> };
  },
): Store {
  const { database } = opened;
  const measured = (store: Store) => measuredStore({ service: opened.service, store: name }, store);
  if (database.kind === 'sqlite') return measured(adapters.sqlite(database.db));
  const store = adapters.mongo(database.db, database.timeoutMs);
  opened.buildIndexes(name, () => store.createIndexes());
  return measured(store);
}
