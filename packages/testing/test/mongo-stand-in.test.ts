import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { MongoBulkWriteError, MongoClient, MongoServerError, type Collection, type Document } from 'mongodb';
import { startMongoStandIn } from '../src/mongo-stand-in/index.ts';

/** The stand-in seen through the real driver: the shapes the adapters rely on are MongoDB's. */
const standIn = await startMongoStandIn();
const client = new MongoClient(standIn.url, { serverSelectionTimeoutMS: 2000 });
afterAll(async () => {
  await client.close();
  await standIn.stop();
});

let run = 0;
let db: ReturnType<MongoClient['db']>;
let things: Collection<Document>;
beforeEach(() => {
  db = client.db(`stand_in_${++run}`);
  things = db.collection('things');
});

const serverError = async (work: Promise<unknown>) => {
  const err = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MongoServerError);
  return err as MongoServerError;
};

describe('MongoDB wire-protocol stand-in', () => {
  it('shakes hands as a standalone server and answers ping and buildInfo', async () => {
    expect(await db.command({ ping: 1 })).toEqual({ ok: 1 });
    expect((await db.admin().buildInfo()).version).toBe('8.0.0');
    const unknown = await serverError(db.command({ frobnicate: 1 }));
    expect([unknown.code, unknown.codeName]).toEqual([59, 'CommandNotFound']);
  });

  it('refuses a duplicate _id with error 11000, its key pattern and value, as MongoDB words it', async () => {
    await things.insertOne({ _id: 'a' as never, n: 1 });
    const err = await serverError(things.insertOne({ _id: 'a' as never }));
    expect(err.code).toBe(11000);
    expect(err.message).toBe(
      `E11000 duplicate key error collection: ${db.databaseName}.things index: _id_ dup key: { _id: "a" }`,
    );
    expect(err.keyValue).toEqual({ _id: 'a' });
  });

  it('stops an ordered bulk write at its first failure and goes on past failures in an unordered one', async () => {
    const ops = ['a', 'a', 'b'].map((id) => ({ insertOne: { document: { _id: id as never } } }));
    const ordered = await things.bulkWrite(ops, { ordered: true }).catch((e: unknown) => e);
    expect(ordered).toBeInstanceOf(MongoBulkWriteError);
    expect((ordered as MongoBulkWriteError).writeErrors).toMatchObject([{ index: 1, code: 11000 }]);
    expect(await things.countDocuments()).toBe(1);
    const unordered = await db
      .collection('others')
      .bulkWrite(ops, { ordered: false })
      .catch((e: unknown) => e);
    expect((unordered as MongoBulkWriteError).result.insertedCount).toBe(2);
  });

  it('upserts from the filter’s equalities, with $setOnInsert only on insert, and update pipelines', async () => {
    const upsert = (n: number) =>
      things.updateOne(
        { _id: 's' as never, kind: 'x', seen: { $ne: n } },
        { $setOnInsert: { first: n }, $inc: { count: 1 }, $max: { top: n }, $push: { seen: n } as never },
        { upsert: true },
      );
    expect((await upsert(5)).upsertedId).toBe('s');
    expect((await upsert(3)).modifiedCount).toBe(1);
    expect(await things.findOne({ _id: 's' as never })).toEqual({
      _id: 's',
      kind: 'x',
      first: 5,
      count: 2,
      top: 5,
      seen: [5, 3],
    });
    await things.updateOne({ _id: 's' as never }, [{ $set: { total: { $add: ['$count', '$top'] } } }]);
    expect((await things.findOne({ _id: 's' as never }))!.total).toBe(7);
    const immutable = await serverError(things.updateOne({ _id: 's' as never }, { $set: { _id: 't' } }));
    expect(immutable.code).toBe(66);
  });

  it('enforces unique indexes, and refuses to create one over duplicates', async () => {
    await things.createIndex({ email: 1 }, { unique: true });
    await things.insertOne({ email: 'x@example.com' });
    expect((await serverError(things.insertOne({ email: 'x@example.com' }))).keyPattern).toEqual({ email: 1 });
    // A sparse unique index leaves documents without the field out: several of them are fine.
    await db.collection('sparse').createIndex({ code: 1 }, { unique: true, sparse: true });
    await db.collection('sparse').insertMany([{ a: 1 }, { a: 2 }, { code: 'x' }]);
    expect((await serverError(db.collection('sparse').insertOne({ code: 'x' }))).code).toBe(11000);
    await db.collection('twins').insertMany([{ k: 1 }, { k: 1 }]);
    expect((await serverError(db.collection('twins').createIndex({ k: 1 }, { unique: true }))).code).toBe(11000);
  });

  it('accepts TTL indexes within 2^31-1 seconds, changes them with collMod, and refuses conflicts', async () => {
    await things.createIndex({ at: 1 }, { expireAfterSeconds: 2 ** 31 - 1, name: 'at_ttl' });
    expect((await serverError(things.createIndex({ b: 1 }, { expireAfterSeconds: 2 ** 31 }))).code).toBe(72);
    expect((await serverError(things.createIndex({ a: 1, b: 1 }, { expireAfterSeconds: 5 }))).code).toBe(67);
    expect((await serverError(things.createIndex({ at: 1 }, { expireAfterSeconds: 5, name: 'at_ttl' }))).code).toBe(85);
    expect((await serverError(things.createIndex({ other: 1 }, { name: 'at_ttl' }))).code).toBe(86);
    await things.createIndex({ k: 1 }, { name: 'k_first' });
    expect((await serverError(things.createIndex({ k: 1 }, { name: 'k_second' }))).message).toBe(
      'Index already exists with a different name: k_first',
    );
    await db.command({ collMod: 'things', index: { name: 'at_ttl', expireAfterSeconds: 60 } });
    expect((await things.indexes()).find((index) => index.name === 'at_ttl')?.expireAfterSeconds).toBe(60);
    expect((await serverError(db.collection('nothing').indexes())).code).toBe(26);
  });

  it('serves large results in batches through getMore, and forgets a cursor closed early', async () => {
    await things.insertMany(Array.from({ length: 250 }, (_, i) => ({ i })));
    expect(await things.find().sort({ i: -1 }).toArray()).toHaveLength(250);
    const cursor = things.find({}, { batchSize: 10 });
    await cursor.next();
    await cursor.close();
    expect((await things.find({ i: { $gte: 100 } }, { skip: 5, limit: 3 }).toArray()).map((d) => d.i)).toEqual([
      105, 106, 107,
    ]);
  });

  it('answers $text from a text index: phrases, whole words, any case; and requires the index', async () => {
    await things.insertMany([{ message: 'TypeError: x is undefined' }, { message: 'typeerrors galore' }]);
    expect((await serverError(things.find({ $text: { $search: 'x' } }).toArray())).code).toBe(27);
    await things.createIndex({ message: 'text' }, { default_language: 'none' });
    const found = async (search: string) =>
      (await things.find({ $text: { $search: search } }).toArray()).map((d) => d.message as string);
    expect(await found('"typeerror: X"')).toEqual(['TypeError: x is undefined']);
    expect(await found('"typeerror"')).toEqual(['TypeError: x is undefined']);
  });

  it('buckets dates in tz database zones, and refuses a zone not spelled as the tz database does', async () => {
    await things.insertOne({ at: new Date('2026-03-10T23:30:00Z') });
    const day = async (timezone: string) =>
      (
        await things
          .aggregate([{ $project: { _id: 0, day: { $dateToString: { format: '%Y-%m-%d', date: '$at', timezone } } } }])
          .toArray()
      )[0]!.day as string;
    expect(await day('UTC')).toBe('2026-03-10');
    expect(await day('Europe/Paris')).toBe('2026-03-11');
    expect(await day('America/Argentina/Salta')).toBe('2026-03-10');
    expect((await serverError(day('europe/paris'))).code).toBe(40485);
  });

  it('has no transactions, as a standalone MongoDB has none', async () => {
    const session = client.startSession();
    try {
      session.startTransaction();
      // The server's IllegalOperation (code 20), which the driver words as a standalone's lack of retryable writes.
      expect((await serverError(things.insertOne({ a: 1 }, { session }))).message).toMatch(
        /does not support retryable writes/,
      );
    } finally {
      await session.endSession();
    }
  });

  it('finds and modifies one document in sort order, and answers distinct, count and listCollections', async () => {
    await things.insertMany([
      { k: 'a', n: 1 },
      { k: 'b', n: 2 },
      { k: 'b', n: 3 },
    ]);
    const after = await things.findOneAndUpdate(
      { k: 'b' },
      { $inc: { n: 10 } },
      { sort: { n: -1 }, returnDocument: 'after' },
    );
    expect(after).toMatchObject({ k: 'b', n: 13 });
    expect(await things.find({ k: 'b' }).sort({ n: 1 }).project({ _id: 0, n: 1 }).toArray()).toEqual([
      { n: 2 },
      { n: 13 },
    ]);
    expect(await things.findOneAndDelete({ k: 'a' })).toMatchObject({ k: 'a', n: 1 });
    expect(await things.distinct('k')).toEqual(['b']);
    expect(await things.countDocuments({ n: { $gt: 2 } })).toBe(1);
    expect((await db.listCollections().toArray()).map((c) => c.name)).toEqual(['things']);
    await db.dropDatabase();
    expect(await db.listCollections().toArray()).toEqual([]);
  });
});
