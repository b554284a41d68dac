import { describe, expect, it } from 'vitest';
import { eventually, useMongoDatabase } from '@portfolio/testing';
import { createMongoStore } from '../src/store/mongo-store.ts';
import { silent, startLogs, testMaxOccurrencesPerIssue } from './fixture.ts';
import { entry, issueDetail, listIssues, send, uniqueWord } from './http.ts';
import { dayMs } from './records.ts';

const mongo = await useMongoDatabase();

describe('logs on MongoDB', () => {
  it('is ready once its indexes exist, then stores, searches and shows what it accepted', async () => {
    const store = createMongoStore({
      url: mongo.url,
      dbName: mongo.dbName,
      retentionMs: 30 * dayMs,
      dedupeMs: 4 * dayMs,
      timeoutMs: 5000,
      maxOccurrencesPerIssue: testMaxOccurrencesPerIssue,
      logger: silent,
    });
    const logs = await startLogs({ store });
    try {
      await eventually(async () => (await fetch(`${logs.url}/readyz`)).status === 200);
      const ready = (await (await fetch(`${logs.url}/readyz`)).json()) as { checks: Record<string, unknown> };
      expect(ready.checks['store-indexes']).toEqual({ ok: true, indexes: 'ready' });
      const word = uniqueWord('mongo');
      await send(logs.url, [
        entry({ message: `Hydration ${word} failed` }),
        entry({ message: `Hydration ${word} failed` }),
      ]);
      expect(await logs.flush()).toBeGreaterThan(0);
      const found = await listIssues(logs.url, { q: word.toUpperCase() });
      expect(found.issues).toHaveLength(1);
      expect(found.issues[0]!.count).toBe(2);
      expect((await issueDetail(logs.url, found.issues[0]!.id)).occurrences[0]!.message).toBe(
        `Hydration ${word} failed`,
      );
    } finally {
      await logs.close();
    }
  });
});
