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
  /** Tells the runner to look at its list again. */
  wake(): void;
}

/**
 * The audio of the public version `slug` (in `lang`), or undefined when there is no such version (a 404): ready when
 * a record was made from the version as it is now; pending while a job for it waits or runs; else none. A reader
 * asking while the job still waits for its time moves it to the front of the list, once. Only then: a job already due
 * may be running in this process or in another one on the same list, and a put would void that run's lease and let a
 * second generation start beside it (a due job runs in its turn anyway).
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
  const job = await deps.jobs.get(id);
  const payload = job?.payload as ReaderAudioPayload | undefined;
  // A job given up after too many failed runs is no promise of audio: the browser's voice reads instead.
  if (!job || job.failedAt || payload?.sourceHash !== sourceHash) return { status: 'none' };
  // Claims leave runAt as it is and a failed run's retry is in the future without a lease: a job not yet due is
  // leased by no runner anywhere.
  if (!payload.asked && job.runAt.getTime() > now.getTime()) {
    await deps.jobs.put({ id, kind: readerAudioJobKind, runAt: new Date(0), payload: { ...payload, asked: true } });
    deps.wake();
  }
  return { status: 'pending' };
}
