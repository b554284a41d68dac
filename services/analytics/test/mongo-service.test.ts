import { afterAll, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { eventually, mongoForTests } from '@portfolio/testing';
import { pageview, sessionStart, startAnalytics } from './fixture.ts';
import { accept, stats } from './http.ts';

const mongo = await mongoForTests();
// The database named in MONGO_URL is the one the service uses.
const [base, options] = mongo.url.split('?');
const mongoUrl = `${base!.replace(/\/$/, '')}/${mongo.dbName}${options ? `?${options}` : ''}`;
afterAll(async () => {
  const client = await MongoClient.connect(mongo.url);
  await client.db(mongo.dbName).dropDatabase();
  await client.close();
  await mongo.stop();
});

const readiness = async (url: string) => {
  const res = await fetch(`${url}/readyz`);
  return { httpStatus: res.status, ...((await res.json()) as { checks: Record<string, Record<string, unknown>> }) };
};

describe('analytics on MongoDB', () => {
  it('is ready once its indexes exist, counts a visit, and reads it in a time zone written in any case', async () => {
    const { url, flush } = await startAnalytics({
      // Intl accepts `europe/paris`; MongoDB's date operators take only `Europe/Paris`.
      env: { MONGO_URL: mongoUrl, MONGO_TIMEOUT_MS: '5000', STATS_TIME_ZONE: 'europe/paris' },
    });
    await eventually(async () => (await readiness(url)).httpStatus === 200);
    expect((await readiness(url)).checks['store-indexes']).toEqual({ ok: true, indexes: 'ready' });
    await accept(url, 'session', sessionStart());
    for (const [i, path] of ['/', '/blog'].entries()) {
      await accept(url, 'pageview', pageview({ pageviewId: `pv-mongo-${i}`, path }));
    }
    await flush();
    const answer = await stats(url, { admin: true });
    expect(answer.totalPageviews).toBe(2);
    expect(answer.totalSessions).toBe(1);
    expect(answer.activeSessions[0]!.pageViews).toEqual(['/', '/blog']);
  });
});
