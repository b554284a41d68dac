import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AdminArticle } from '@portfolio/contracts';
import { eventually, useMongoDatabase } from '@portfolio/testing';
import { draftWith, startEditorial } from './editorial-service.ts';
import { audioNow, manifestOf, publishArticle, readyAudio } from './reader-audio-fixtures.ts';

const mongo = await useMongoDatabase();

describe('recorded audio on MongoDB', () => {
  it('is made, kept across a restart, and made again for a changed version, its old file removed', async () => {
    const first = await startEditorial({ mongo, env: audioNow });
    const dataDir = first.dataDir;
    let article: AdminArticle;
    let url: string;
    try {
      article = await publishArticle(first, 'Mongo voice', [
        { lang: 'en', title: 'Mongo voice', markdown: 'One. Two.' },
      ]);
      const audio = await readyAudio(first, 'mongo-voice', 'en');
      expect(audio.segments.map((s) => s.text)).toEqual(['One.', 'Two.']);
      url = audio.url;
    } finally {
      await first.stop(true);
    }
    const second = await startEditorial({ mongo, env: audioNow, dataDir });
    try {
      expect((await manifestOf(second, 'mongo-voice', 'en')).body).toMatchObject({ status: 'ready', url });
      const current = await second.expectStatus<AdminArticle>(200, 'GET', `/api/admin/content/articles/${article.id}`);
      const saved = await second.saved(
        current,
        draftWith([{ slug: 'mongo-voice', title: 'Mongo voice', markdown: 'One. Two. Three.' }]),
      );
      expect((await second.act(saved, 'publish')).status).toBe(200);
      const changed = await readyAudio(second, 'mongo-voice', 'en', 60_000, url);
      expect(changed.segments).toHaveLength(3);
      // The old file goes just after the new record is written.
      await eventually(async () => !existsSync(join(dataDir, 'reader-audio', url.split('/').slice(2).join('/'))), 5000);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
