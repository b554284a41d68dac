import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { mongoForTests, useTempDirs } from '@portfolio/testing';
import { createMongoJobList, createSqliteJobList, openDatabase, type DatabaseSync } from '../src/index.ts';
import { jobListContract } from './job-list-contract.ts';

/** MONGO_URL, Testcontainers, else the wire-protocol stand-in (announced in the output). */
const mongo = await mongoForTests();
const mongoClient = new MongoClient(mongo.url);
afterAll(async () => {
  await mongoClient.db(mongo.dbName).dropDatabase();
  await mongoClient.close();
  await mongo.stop();
});

const tempDir = useTempDirs('kit-jobs');
const opened: DatabaseSync[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

/** A database file of the service's own, as openDatabase makes it. */
function serviceDatabase(file = join(tempDir(), 'service.sqlite')) {
  const db = openDatabase(file);
  opened.push(db);
  return db;
}

jobListContract('SQLite', async () => createSqliteJobList(serviceDatabase()));

let collections = 0;
jobListContract(mongo.standIn ? 'MongoDB (stand-in)' : 'MongoDB', async () => {
  const list = createMongoJobList(mongoClient.db(mongo.dbName), `jobs_${collections++}`);
  await list.createIndexes();
  return list;
});

describe('createSqliteJobList', () => {
  const t0 = new Date('2026-03-01T09:00:00.000Z');
  const spec = { kind: 'publish', runAt: t0, payload: null };

  it('keeps its jobs in the file across a reopen, beside the tables the service already has', async () => {
    const file = join(tempDir(), 'content.sqlite');
    const first = serviceDatabase(file);
    first.exec('CREATE TABLE articles (id TEXT PRIMARY KEY)');
    await createSqliteJobList(first, 'content_jobs').put({ ...spec, id: 'publish:a' });
    first.close();
    opened.splice(opened.indexOf(first), 1);
    const list = createSqliteJobList(serviceDatabase(file), 'content_jobs');
    expect(await list.get('publish:a')).toMatchObject({ kind: 'publish', runAt: t0, attempts: 0 });
  });

  it('adds the given-up mark to a table made before it, keeping the jobs there', async () => {
    const db = serviceDatabase();
    db.exec(`CREATE TABLE jobs (id TEXT PRIMARY KEY, kind TEXT NOT NULL, run_at INTEGER NOT NULL,
      payload TEXT NOT NULL, claims INTEGER NOT NULL DEFAULT 0, lease TEXT, lease_until INTEGER) STRICT;
      INSERT INTO jobs (id, kind, run_at, payload) VALUES ('publish:old', 'publish', ${t0.getTime()}, 'null');`);
    const list = createSqliteJobList(db);
    createSqliteJobList(db);
    const claimed = (await list.claim(t0, 1000))!;
    expect(claimed.id).toBe('publish:old');
    expect(await list.giveUp(claimed.id, claimed.lease, t0)).toBe(true);
    expect(await list.stats(t0)).toEqual({ depth: 0, oldestAgeSeconds: 0, failed: 1 });
  });

  it('never gives one job to two connections to the same file (two processes)', async () => {
    const file = join(tempDir(), 'shared.sqlite');
    const [one, two] = [createSqliteJobList(serviceDatabase(file)), createSqliteJobList(serviceDatabase(file))];
    for (const id of ['a', 'b', 'c', 'd']) await one.put({ ...spec, id });
    const claimed = [];
    for (let i = 0; i < 3; i++) claimed.push(await one.claim(t0, 1000), await two.claim(t0, 1000));
    expect(claimed.map((job) => job?.id)).toEqual(['a', 'b', 'c', 'd', undefined, undefined]);
  });

  it('refuses a table name that is not a plain identifier, and a job time that is not a date', async () => {
    expect(() => createSqliteJobList(serviceDatabase(), 'jobs; DROP TABLE x')).toThrow(TypeError);
    const list = createSqliteJobList(serviceDatabase());
    await expect(list.put({ ...spec, id: 'a', runAt: new Date('nope') })).rejects.toThrow(RangeError);
  });
});

describe('createMongoJobList', () => {
  it('builds its claim-order index, idempotently, on the collection it is given', async () => {
    const db = mongoClient.db(mongo.dbName);
    const list = createMongoJobList(db, 'content_jobs');
    await list.createIndexes();
    await list.createIndexes();
    const indexes = await db.collection('content_jobs').listIndexes().toArray();
    expect(indexes.find((index) => index.name === 'due')).toMatchObject({ key: { runAt: 1, _id: 1 } });
  });
});
