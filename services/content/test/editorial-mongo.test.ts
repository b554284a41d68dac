import { describe, expect, it } from 'vitest';
import type { AdminArticle, ArticleList } from '@portfolio/contracts';
import { eventually, useMongoDatabase } from '@portfolio/testing';
import { articlesPath, draftWith, startEditorial } from './editorial-service.ts';
import { testClock } from './fixtures/service.ts';

const mongo = await useMongoDatabase();

const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const hour = 3_600_000;

describe('the editor API on MongoDB', () => {
  it('saves with compare and swap, publishes, and publishes a schedule after a restart', async () => {
    const clock = testClock();
    const first = await startEditorial({ mongo, clock });
    try {
      const created = await first.create('Mongo words');
      const saved = await first.saved(created, draftWith([{ title: 'Mongo words' }]));
      expect((await first.save(created, draftWith([{ title: 'Stale' }]))).status).toBe(409);
      const published = await json<AdminArticle>(first.act(saved, 'publish'));
      expect(published.versions[0]!.slug).toBe('mongo-words');
      const list = await json<ArticleList>(first.get('/api/content/articles'));
      expect(list.items.map((i) => i.slug)).toContain('mongo-words');

      const later = await first.saved(await first.create('Mongo later'), draftWith([{ title: 'Mongo later' }]));
      const at = new Date(clock.at + hour).toISOString();
      expect((await json<AdminArticle>(first.act(later, 'schedule', { at }))).status).toBe('scheduled');
    } finally {
      await first.stop();
    }
    clock.advance(hour + 1000);
    const second = await startEditorial({ mongo, clock });
    try {
      await eventually(async () => {
        const list = await json<ArticleList>(second.get('/api/content/articles'));
        return list.items.some((i) => i.slug === 'mongo-later');
      }, 5000);
      const rows = await json<{ items: { title: string; status: string }[] }>(second.call('GET', articlesPath));
      expect(rows.items.map((r) => [r.title, r.status])).toEqual([
        ['Mongo later', 'published'],
        ['Mongo words', 'published'],
      ]);
    } finally {
      await second.stop();
    }
  });
});
