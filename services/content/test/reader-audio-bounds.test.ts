import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, type Job } from '@portfolio/kit';
import { articleKey, audioFolder } from '../src/reader-audio/audio-folder.ts';
import { readerAudioJobId, readerAudioJobKind, sourceHashOf } from '../src/reader-audio/audio-source.ts';
import { espeakProvider } from '../src/reader-audio/espeak-provider.ts';
import { generateAudio, type GenerationDeps } from '../src/reader-audio/generate-audio.ts';
import type { ContentStore } from '../src/stores/ports.ts';
import type { ReaderAudioStore } from '../src/stores/reader-audio-port.ts';
import { openSqliteReaderAudioStore } from '../src/stores/sqlite/reader-audio-store.ts';
import { openSqliteStore } from '../src/stores/sqlite/sqlite-store.ts';
import { articleOf } from './fixtures/articles.ts';
import { audioRecord } from './reader-audio-store-contract.ts';

const dir = mkdtempSync(join(tmpdir(), 'reader-audio-bounds-'));
const logs: string[] = [];
const logger = createLogger(
  'content',
  'info',
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  }),
);
const article = articleOf({
  id: 'bounded',
  tags: ['css'],
  publishedAt: '2026-03-01T09:00:00Z',
  versions: [{ lang: 'en', slug: 'bounded', title: 'Bounded', markdown: 'A few words. And a few more.' }],
});
const voice = { gender: 'female' as const, wordsPerMinute: 165 };
const provider = espeakProvider('espeak-ng', ['en']);
const folder = audioFolder(join(dir, 'reader-audio'));
let store: ContentStore;
let records: ReaderAudioStore;

beforeAll(async () => {
  store = openSqliteStore(join(dir, 'content.sqlite'));
  records = openSqliteReaderAudioStore(join(dir, 'content.sqlite'));
  await store.saveArticle(article);
});
afterAll(async () => {
  await records.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const deps = (maxBytes: number): GenerationDeps => ({
  store,
  records,
  folder,
  provider,
  encoder: 'opusenc',
  settings: { ...voice, maxBytes },
  logger,
  now: () => new Date(),
});
const jobFor = (sourceHash: string): Job => ({
  id: readerAudioJobId('bounded', 'en'),
  kind: readerAudioJobKind,
  runAt: new Date(),
  attempts: 0,
  payload: { articleId: 'bounded', lang: 'en', slug: 'bounded', sourceHash },
});
const currentHash = () => sourceHashOf(article.versions[0]!, 'espeak-ng', 'en-us+f3', { ...voice, lang: 'en' });
const files = () => readdirSync(join(dir, 'reader-audio', articleKey('bounded')));

describe('a generation', () => {
  it('keeps nothing past the audio store’s cap, counting the other audio, and says so in the log', async () => {
    await records.put(audioRecord('someone-else', 'fr', { bytes: 5_000 }));
    await generateAudio(deps(5_000 + 1_000), jobFor(currentHash()), new AbortController().signal);
    expect(await records.get('bounded', 'en')).toBeUndefined();
    expect(files()).toEqual([]);
    expect(logs.some((line) => line.includes('the audio store is full'))).toBe(true);
  });

  it('does nothing for a job whose version changed since it was put', async () => {
    await generateAudio(deps(10_000_000), jobFor('an older hash'), new AbortController().signal);
    expect(await records.get('bounded', 'en')).toBeUndefined();
    expect(logs.some((line) => line.includes('the version changed since the job was put'))).toBe(true);
  });

  it('stops when the service stops, leaving no file and no record', async () => {
    const stopping = new AbortController();
    stopping.abort();
    await expect(generateAudio(deps(10_000_000), jobFor(currentHash()), stopping.signal)).rejects.toThrow();
    expect(await records.get('bounded', 'en')).toBeUndefined();
    expect(files()).toEqual([]);
  });

  it('keeps nothing for a version unpublished while it was spoken', async () => {
    // The job's first look at the store runs before `generateAudio` returns its promise; the removal comes after.
    const generating = generateAudio(deps(10_000_000), jobFor(currentHash()), new AbortController().signal);
    await store.deleteArticle('bounded');
    await generating;
    expect(await records.get('bounded', 'en')).toBeUndefined();
    expect(files()).toEqual([]);
    await store.saveArticle(article);
  });

  it('within the cap, keeps the audio and its record', async () => {
    await generateAudio(deps(10_000_000), jobFor(currentHash()), new AbortController().signal);
    const record = await records.get('bounded', 'en');
    expect(record?.segments.map((s) => s.text)).toEqual(['A few words.', 'And a few more.']);
    expect(files()).toEqual([record!.file]);
  });
});
