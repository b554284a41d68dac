import { MongoClient } from 'mongodb';
import { afterAll } from 'vitest';
import { mongoForTests, type MongoForTests } from './mongo.ts';

/**
 * A MongoDB for this test file (mongoForTests: MONGO_URL, a container, or the stand-in) with a database of its own,
 * dropped with the server stopped after the file's last test.
 */
export async function useMongoDatabase(): Promise<MongoForTests> {
  const mongo = await mongoForTests();
  afterAll(async () => {
    const client = await MongoClient.connect(mongo.url);
    await client.db(mongo.dbName).dropDatabase();
    await client.close();
    await mongo.stop();
  });
  return mongo;
}
