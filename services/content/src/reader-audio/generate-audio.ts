import { rm } from 'node:fs/promises';
import type { Job, Logger } from '@portfolio/kit';
import type { ContentStore } from '../stores/ports.ts';
import type { ReaderAudioStore } from '../stores/reader-audio-port.ts';
import { articleBlocks } from './article-blocks.ts';
import type { AudioFolder } from './audio-folder.ts';
import { sourceHashOf, type ReaderAudioPayload } from './audio-source.ts';
import { audioMimeType } from './opus-encoder.ts';
import { spokenSegments } from './segments.ts';
import type { SpeechProvider, VoiceChoice } from './speech-provider.ts';
import { synthesiseArticle } from './synthesise-article.ts';

export interface GenerationDeps {
  store: ContentStore;
  records: ReaderAudioStore;
  folder: AudioFolder;
  provider: SpeechProvider;
  encoder: string;
  settings: Omit<VoiceChoice, 'lang'> & { maxBytes: number };
  logger: Logger;
  now: () => Date;
}

const endOfTime = new Date('9999-12-31T23:59:59.999Z');

/**
 * A generation's job: speaks the version if it is still the one the job was put for (else the job is stale and does
 * nothing: a newer one is on the list), keeps the file under its content's name, records it, and removes the audio
 * it replaces. Running it again after a crash makes the same audio again; a record already current ends it at once.
 */
export async function generateAudio(deps: GenerationDeps, job: Job, signal: AbortSignal): Promise<void> {
  const { articleId, lang, slug, sourceHash } = job.payload as ReaderAudioPayload;
  const choice: VoiceChoice = { ...deps.settings, lang };
  const voice = deps.provider.voiceFor(choice);
  // Whether the version is still the one the job was put for.
  const current = async () => {
    const hit = await deps.store.findVersion(slug, lang, endOfTime);
    const still =
      hit?.article.id === articleId && sourceHashOf(hit.version, deps.provider.engine, voice!, choice) === sourceHash;
    return still ? hit : undefined;
  };
  const hit = voice ? await current() : undefined;
  if (!voice || !hit) {
    deps.logger.info({ job: job.id }, 'reader audio: the version changed since the job was put');
    return;
  }
  if ((await deps.records.get(articleId, lang))?.sourceHash === sourceHash) return;
  const segments = spokenSegments(articleBlocks(hit.version.html), lang);
  if (segments.length === 0) return;
  const started = performance.now();
  const partial = await deps.folder.partial(articleId, lang);
  try {
    const speech = await synthesiseArticle(
      { provider: deps.provider, encoder: deps.encoder, signal },
      segments,
      choice,
      partial,
    );
    const { file, bytes } = await deps.folder.keep(articleId, lang, partial);
    const others = (await deps.records.summaries())
      .filter((s) => s.articleId !== articleId || s.lang !== lang)
      .reduce((sum, s) => sum + s.bytes, 0);
    if (others + bytes > deps.settings.maxBytes) {
      await deps.folder.remove(articleId, file);
      deps.logger.warn(
        { job: job.id, bytes, others },
        'reader audio: the audio store is full (READER_AUDIO_MAX_MB); none made',
      );
      return;
    }
    const before = await deps.records.put({
      articleId,
      lang,
      sourceHash,
      file,
      mimeType: audioMimeType,
      bytes,
      durationMs: speech.durationMs,
      engine: deps.provider.engine,
      voice,
      gender: deps.settings.gender,
      segments: speech.segments,
      createdAt: deps.now(),
    });
    if (before && before.file !== file) await deps.folder.remove(articleId, before.file);
    // Unpublished or changed while it was spoken: the comparison that ran meanwhile could not see this audio.
    if (!(await current())) {
      const removed = await deps.records.remove(articleId, lang);
      if (removed) await deps.folder.remove(articleId, removed.file);
      return;
    }
    const seconds = Math.round(performance.now() - started) / 1000;
    deps.logger.info(
      { job: job.id, segments: segments.length, durationMs: speech.durationMs, bytes, seconds },
      'reader audio made',
    );
  } finally {
    await rm(partial, { force: true });
  }
}
