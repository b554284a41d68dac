import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { eventually } from '@portfolio/testing';
import { articleKey } from '../src/reader-audio/audio-folder.ts';
import { startEditorial } from './editorial-service.ts';
import { manifestOf, publishArticle, readyAudio } from './reader-audio-fixtures.ts';

/**
 * Two instances on one job list (one data folder here, one MongoDB database in a deployment): a reader asking the
 * second for audio the first is generating must not void the first run's lease and start a second generation.
 */
it('a reader asking at a second instance does not start a second generation of the audio the first is making', async () => {
  const env = { READER_AUDIO_DELAY_SECONDS: '0', READER_AUDIO_LANGUAGES: 'en' };
  const a = await startEditorial({ env });
  const b = await startEditorial({ env, dataDir: a.dataDir });
  try {
    const words = Array.from({ length: 120 }, (_, i) => `Sentence number ${i} is spoken here.`).join(' ');
    const article = await publishArticle(a, 'Long', [{ lang: 'en', title: 'Long', markdown: words }]);
    const folder = join(a.dataDir, 'reader-audio', articleKey(article.id));
    const partials = () => {
      try {
        return readdirSync(folder).filter((name) => name.startsWith('.partial-'));
      } catch {
        return [];
      }
    };
    let first: string | undefined;
    await eventually(async () => (first = partials()[0]) !== undefined, 20_000);
    expect((await manifestOf(b, 'long', 'en')).body.status).toBe('pending');
    const seen = new Set<string>([first!]);
    const watch = setInterval(() => partials().forEach((name) => seen.add(name)), 5);
    await readyAudio(a, 'long', 'en', 60_000);
    clearInterval(watch);
    expect([...seen]).toEqual([first]);
  } finally {
    await b.stop(true);
    await a.stop();
  }
}, 90_000);
