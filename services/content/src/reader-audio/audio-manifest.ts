import type { LanguageCode, ReaderAudioManifest } from '@portfolio/contracts';
import type { JobList } from '@portfolio/kit';
import type { ContentStore } from '../stores/ports.ts';
import type { ReaderAudioStore } from '../stores/reader-audio-port.ts';
import { audioUrl } from './audio-folder.ts';
import { readerAudioJobId, readerAudioJobKind, sourceHashOf, type ReaderAudioPayload } from './audio-source.ts';
import type { SpeechProvider, VoiceChoice } from './speech-provider.ts';

export interface ManifestDeps {
  store: ContentStore;
  records: ReaderAudioStore;
  jobs: JobList;
  provider: SpeechProvider;
  voice: Omit<VoiceChoice, 'lang'>;
  /** The id of the job being run now, if any. */
  running(): string | undefined;
  /** Tells the runner to look at its list again. */
  wake(): void;
}

/**
 * The audio of the public version `slug` (in `lang`), or undefined when there is no such version (a 404): ready when
 * a record was made from the version as it is now; pending while a job for it waits or runs; else none. A reader
 * asking while the job waits moves it to the front of the list, once (never the one running, which a put would void).
 */
export async function audioManifest(
  deps: ManifestDeps,
  slug: string,
  lang: LanguageCode | undefined,
  now: Date,
): Promise<ReaderAudioManifest | undefined> {
  const hit = await deps.store.findVersion(slug, lang, now);
  if (!hit) return undefined;
  const choice = { ...deps.voice, lang: hit.version.lang };
  const name = deps.provider.voiceFor(choice);
  if (!name) return { status: 'none' };
  const sourceHash = sourceHashOf(hit.version, deps.provider.engine, name, choice);
  const record = await deps.records.get(hit.article.id, hit.version.lang);
  if (record?.sourceHash === sourceHash) {
    const { file, mimeType, durationMs, bytes, engine, voice, gender, segments } = record;
    const url = audioUrl(record.articleId, file);
    return { status: 'ready', lang: record.lang, url, mimeType, durationMs, bytes, engine, voice, gender, segments };
  }
  const id = readerAudioJobId(hit.article.id, hit.version.lang);
  const payload = (await deps.jobs.get(id))?.payload as ReaderAudioPayload | undefined;
  if (payload?.sourceHash !== sourceHash) return { status: 'none' };
  if (!payload.asked && deps.running() !== id) {
    await deps.jobs.put({ id, kind: readerAudioJobKind, runAt: new Date(0), payload: { ...payload, asked: true } });
    deps.wake();
  }
  return { status: 'pending' };
}
