import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import type { Document, MongoClient } from 'mongodb';

const script = new URL('../../../infra/mongo/init/01-service-users.js', import.meta.url);

/**
 * Replays what infra/mongo/init asks of mongosh at MongoDB's first start, as far as indexes go, into test databases:
 * `databases` maps a service's database name (analytics, logs) to the one to use. Users are not created.
 */
export async function replayMongoInitIndexes(client: MongoClient, databases: Record<string, string>): Promise<void> {
  const calls: [string, string, Document, Document | undefined][] = [];
  const database = (name: string) =>
    new Proxy(
      {},
      {
        get: (_, collection: string) =>
          collection === 'createUser'
            ? () => undefined
            : { createIndex: (key: Document, options?: Document) => calls.push([name, collection, key, options]) },
      },
    );
  // Every password the script asks for is set: no user is created here anyway.
  const env = new Proxy({}, { get: () => 'unused' });
  runInNewContext(readFileSync(script, 'utf8'), { db: { getSiblingDB: database }, process: { env } });
  for (const [name, collection, key, options] of calls) {
    const target = databases[name];
    if (target) await client.db(target).collection(collection).createIndex(key, options);
  }
}
