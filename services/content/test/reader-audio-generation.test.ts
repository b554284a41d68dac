import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticle, ReaderAudioReady } from '@portfolio/contracts';
import { eventually } from '@portfolio/testing';
import { articleKey } from '../src/reader-audio/audio-folder.ts';
import { readerAudioJobId } from '../src/reader-audio/audio-source.ts';
import { draftWith, startEditorial, type RunningEditorial } from './editorial-service.ts';
import {
  audioNow,
  expectedSegments,
  manifestOf,
  oggOpusDurationMs,
  publishArticle,
  readyAudio,
  sampleBody,
} from './reader-audio-fixtures.ts';

let service: RunningEditorial;
let article: AdminArticle;
let first: ReaderAudioReady;
const slug = 'listen-to-me';

beforeAll(async () => {
  service = await startEditorial({ env: audioNow });
  article = await publishArticle(service, 'Listen to me', [
    { lang: 'en', title: 'Listen to me', markdown: sampleBody },
  ]);
  first = await readyAudio(service, slug, 'en');
}, 90_000);
afterAll(() => service.stop());

const fileOf = (ready: ReaderAudioReady) =>
  join(service.dataDir, 'reader-audio', ready.url.split('/').slice(2).join('/'));
const audioFiles = () =>
  readdirSync(join(service.dataDir, 'reader-audio', articleKey(article.id))).filter((n) => !n.startsWith('.'));

describe('recorded audio of a published article', () => {
  it('is made with espeak-ng, encoded as Opus, its segments the shared segmentation of the body', async () => {
    expect(first).toMatchObject({
      status: 'ready',
      lang: 'en',
      mimeType: 'audio/ogg; codecs=opus',
      engine: 'espeak-ng',
      voice: 'en-us+f3',
      gender: 'female',
    });
    expect(first.url).toMatch(new RegExp(`^/audio/${articleKey(article.id)}/en\\.[A-Za-z0-9_-]{16}\\.ogg$`));
    expect(first.segments.map((s) => s.text)).toEqual(await expectedSegments(service, slug, 'en'));
    expect(first.segments.map((s) => s.text)).toEqual([
      'A first heading',
      'The first paragraph has two sentences.',
      'Here is the second one!',
      'An item of a list.',
      'Another item.',
      'A quoted thought.',
      'The last words.',
    ]);
    // In order, each one spoken for a while, none past the end.
    first.segments.forEach((segment, index) => {
      expect(segment.index).toBe(index);
      expect(segment.endMs - segment.startMs).toBeGreaterThan(300);
      if (index > 0) expect(segment.startMs).toBeGreaterThan(first.segments[index - 1]!.endMs);
    });
    expect(first.segments.at(-1)!.endMs).toBeLessThanOrEqual(first.durationMs);

    const res = await service.get(first.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/ogg; codecs=opus');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBe(first.bytes);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('OggS');
    // The timings are the file's own: its length as the encoder wrote it, to the millisecond.
    expect(Math.abs(oggOpusDurationMs(bytes) - first.durationMs)).toBeLessThan(2);
  });

  it('is kept for an unchanged version: another article published makes no new audio for it', async () => {
    const before = statSync(fileOf(first)).mtimeMs;
    await publishArticle(service, 'Another one', [{ lang: 'en', title: 'Another one', markdown: 'Short words.' }]);
    await readyAudio(service, 'another-one', 'en');
    const again = await manifestOf(service, slug, 'en');
    expect(again.body).toEqual(first);
    expect(statSync(fileOf(first)).mtimeMs).toBe(before);
    expect(await service.store.findVersion(slug, 'en', new Date())).toBeDefined();
    expect(audioFiles()).toEqual([first.url.split('/').at(-1)]);
  }, 60_000);

  it('is made again for a changed version, and the old file is removed', async () => {
    const current = await service.expectStatus<AdminArticle>(200, 'GET', `/api/admin/content/articles/${article.id}`);
    const saved = await service.saved(
      current,
      draftWith([{ lang: 'en', slug, title: 'Listen to me', markdown: `${sampleBody}\n\nA new closing sentence.` }]),
    );
    expect((await service.act(saved, 'publish')).status).toBe(200);
    // Until the new audio is made, the old one no longer matches the page: the reader is told to wait.
    expect((await manifestOf(service, slug, 'en')).body.status).toMatch(/^(pending|ready)$/);
    const second = await readyAudio(service, slug, 'en', 60_000, first.url);
    expect(second.url).not.toBe(first.url);
    expect(second.segments.at(-1)!.text).toBe('A new closing sentence.');
    // The old file goes just after the new record is written.
    await eventually(async () => !existsSync(fileOf(first)), 5000);
    expect((await service.get(first.url)).status).toBe(404);
    expect(audioFiles()).toEqual([second.url.split('/').at(-1)]);
    first = second;
  }, 90_000);

  it('is removed with its article: unpublished, no audio and no file', async () => {
    const current = await service.expectStatus<AdminArticle>(200, 'GET', `/api/admin/content/articles/${article.id}`);
    expect((await service.act(current, 'unpublish')).status).toBe(200);
    expect((await manifestOf(service, slug, 'en')).status).toBe(404);
    await eventually(async () => !existsSync(fileOf(first)), 10_000);
    expect((await service.get(first.url)).status).toBe(404);
  });

  it('is made again when its file went missing (a lost volume), at the next change of the articles', async () => {
    const lost = await readyAudio(service, 'another-one', 'en');
    rmSync(fileOf(lost));
    await publishArticle(service, 'A third one', [{ lang: 'en', title: 'A third one', markdown: 'More words.' }]);
    const again = await readyAudio(service, 'another-one', 'en', 60_000);
    expect(existsSync(fileOf(again))).toBe(true);
    expect((await service.get(again.url)).status).toBe(200);
  }, 60_000);

  it('says pending while a job waits, and a reader asking moves it before the others; none for a language not voiced (Japanese by default)', async () => {
    const other = await startEditorial({ env: { READER_AUDIO_DELAY_SECONDS: '3600', READER_AUDIO_LANGUAGES: 'en' } });
    try {
      const notAsked = await publishArticle(other, 'Not asked', [
        { lang: 'en', title: 'Not asked', markdown: 'Hush.' },
      ]);
      await publishArticle(other, 'Waiting', [
        { lang: 'en', title: 'Waiting', markdown: 'Words.' },
        { lang: 'fr', title: 'En attente', markdown: 'Des mots.' },
      ]);
      await eventually(async () => (await manifestOf(other, 'waiting', 'en')).body.status === 'pending', 10_000);
      // Asked for, it is made at once, though the articles' jobs wait an hour.
      const asked = await readyAudio(other, 'waiting', 'en');
      expect(asked.segments.map((s) => s.text)).toEqual(['Words.']);
      expect(existsSync(join(other.dataDir, 'reader-audio', articleKey(notAsked.id)))).toBe(false);
      expect((await manifestOf(other, 'en-attente', 'fr')).body).toEqual({ status: 'none' });
      const japanese = await publishArticle(service, 'Japanese', [{ lang: 'ja', title: '日本語', markdown: '本文。' }]);
      const jaSlug = japanese.versions[0]!.slug;
      expect((await manifestOf(service, jaSlug, 'ja')).body, 'not Japanese unless said').toEqual({ status: 'none' });
      expect(readerAudioJobId(notAsked.id, 'en')).toBe(`reader-audio:${notAsked.id}:en`);
      const missing = await manifestOf(other, 'no-such-article', 'en');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: 'not_found' });
    } finally {
      await other.stop();
    }
  }, 60_000);
});
