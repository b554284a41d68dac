import {
  readingSegments,
  type AdminArticle,
  type LanguageCode,
  type ReaderAudioManifest,
  type ReaderAudioReady,
} from '@portfolio/contracts';
import { eventually } from '@portfolio/testing';
import { articleBlocks } from '../src/reader-audio/article-blocks.ts';
import { draftWith, type RunningEditorial } from './editorial-service.ts';

/** The reader's audio made at once (no delay after a change), so that a test waits only for the engine. */
export const audioNow = { READER_AUDIO_DELAY_SECONDS: '0' };

/** A body with every kind of block, and what is never read (code, a figure, a table). */
export const sampleBody = [
  '## A first heading',
  'The first paragraph has two sentences. Here is the second one!',
  '- An item of a list.\n- Another item.',
  '> A quoted thought.',
  '```ts\nconst skipped = true;\n```',
  '| a | b |\n|---|---|\n| 1 | 2 |',
  'The last words.',
].join('\n\n');

/** Creates an article with these versions and publishes it; the admin record after publishing. */
export async function publishArticle(
  service: RunningEditorial,
  title: string,
  versions: { lang: LanguageCode; title: string; markdown: string }[],
): Promise<AdminArticle> {
  const article = await service.create(title, versions[0]!.lang);
  const saved = await service.saved(article, draftWith(versions, { sourceLang: versions[0]!.lang }));
  const res = await service.act(saved, 'publish');
  if (res.status !== 200) throw new Error(`publish answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as AdminArticle;
}

export const manifestOf = async (service: RunningEditorial, slug: string, lang: LanguageCode) => {
  const res = await service.get(`/api/content/articles/${encodeURIComponent(slug)}/audio?lang=${lang}`);
  return { status: res.status, body: (await res.json()) as ReaderAudioManifest, res };
};

/** Waits for the version's audio (the engine runs in the background) and returns its manifest. */
export async function readyAudio(
  service: RunningEditorial,
  slug: string,
  lang: LanguageCode,
  timeoutMs = 60_000,
  unlike?: string,
): Promise<ReaderAudioReady> {
  let ready: ReaderAudioReady | undefined;
  await eventually(async () => {
    const { body } = await manifestOf(service, slug, lang);
    if (body.status === 'ready' && body.url !== unlike) ready = body;
    return ready !== undefined;
  }, timeoutMs);
  return ready!;
}

/**
 * The segments the browser's reader cuts the page's body into (the shared segmentation over the body's readable
 * blocks): what the audio must speak, in order.
 */
export async function expectedSegments(service: RunningEditorial, slug: string, lang: LanguageCode) {
  const res = await service.get(`/api/content/articles/${encodeURIComponent(slug)}?lang=${lang}`);
  const detail = (await res.json()) as { html: string };
  return readingSegments(articleBlocks(detail.html), lang).segments.map((s) => s.text);
}

/**
 * The length of an Ogg Opus file from its own bytes: the last page's granule position (48 kHz samples) less the
 * pre-skip of its OpusHead, in milliseconds.
 */
export function oggOpusDurationMs(file: Buffer): number {
  const head = file.indexOf('OpusHead');
  if (head < 0) throw new Error('no OpusHead');
  const preSkip = file.readUInt16LE(head + 10);
  const last = file.lastIndexOf('OggS');
  const granule = Number(file.readBigUInt64LE(last + 6));
  return ((granule - preSkip) * 1000) / 48_000;
}
