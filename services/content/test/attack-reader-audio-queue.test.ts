import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticle, ReaderAudioManifest } from '@portfolio/contracts';
import { articleKey } from '../src/reader-audio/audio-folder.ts';
import { startEditorial, type RunningEditorial } from './editorial-service.ts';
import { publishArticle, readyAudio } from './reader-audio-fixtures.ts';

/**
 * A flood of manifest requests for audio that waits (the articles' jobs wait an hour here): a reader's ask moves
 * only its own job to the front, once, so that a visitor can neither start generations of its own nor reorder the
 * rest of the list; the audio is made once whatever the number of asks, one file, nothing partial left.
 */
let service: RunningEditorial;
const articles: AdminArticle[] = [];

beforeAll(async () => {
  service = await startEditorial({ env: { READER_AUDIO_DELAY_SECONDS: '3600', READER_AUDIO_LANGUAGES: 'en' } });
  for (const name of ['Flooded', 'Left alone', 'Also left']) {
    articles.push(await publishArticle(service, name, [{ lang: 'en', title: name, markdown: `${name}. Words.` }]));
  }
}, 60_000);
afterAll(() => service.stop());

const flood = async (slug: string, count: number) => {
  const answers = await Promise.all(
    Array.from({ length: count }, () => service.get(`/api/content/articles/${slug}/audio?lang=en`)),
  );
  const statuses = answers.map((res) => res.status);
  const bodies = (await Promise.all(answers.map((res) => res.json()))) as ReaderAudioManifest[];
  return { statuses, kinds: new Set(bodies.map((b) => b.status)) };
};

const folderOf = (article: AdminArticle) => join(service.dataDir, 'reader-audio', articleKey(article.id));

describe('a flood of manifest requests', () => {
  it('makes the asked audio once, and moves no other job', async () => {
    const first = await flood('flooded', 200);
    expect(new Set(first.statuses)).toEqual(new Set([200]));
    expect([...first.kinds].every((kind) => kind === 'pending' || kind === 'ready')).toBe(true);
    const ready = await readyAudio(service, 'flooded', 'en');
    // Flooded again while and after it is made: the same audio, one file, no partial file left.
    const again = await flood('flooded', 200);
    expect(again.kinds).toEqual(new Set(['ready']));
    expect(readdirSync(folderOf(articles[0]!))).toEqual([ready.url.split('/').at(-1)]);
    // The others still wait their hour: nothing of theirs was started by the flood.
    for (const other of articles.slice(1)) expect(existsSync(folderOf(other)), other.id).toBe(false);
  }, 60_000);

  it('brings forward the one other job asked for, and still not the last, which nobody asked for', async () => {
    const asked = await flood('left-alone', 50);
    expect([...asked.kinds].every((kind) => kind === 'pending' || kind === 'ready')).toBe(true);
    await readyAudio(service, 'left-alone', 'en');
    expect(existsSync(folderOf(articles[2]!))).toBe(false);
  }, 60_000);
});
