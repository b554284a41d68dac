import type { JobList, Logger } from '@portfolio/kit';
import type { ContentStore } from '../stores/ports.ts';
import type { ReaderAudioStore } from '../stores/reader-audio-port.ts';
import type { AudioFolder } from './audio-folder.ts';
import { readerAudioJobId, readerAudioJobKind, sourceHashOf, type ReaderAudioPayload } from './audio-source.ts';
import type { SpeechProvider, VoiceChoice } from './speech-provider.ts';

export interface ReconcileDeps {
  store: ContentStore;
  records: ReaderAudioStore;
  jobs: JobList;
  folder: AudioFolder;
  provider: SpeechProvider;
  settings: Omit<VoiceChoice, 'lang'> & { delayMs: number };
  now: () => Date;
  logger: Logger;
}

const keyOf = (articleId: string, lang: string) => `${articleId}\n${lang}`;

/**
 * Compares the articles with their audio: a version (published or scheduled) whose audio is missing or made from
 * something else gets a job, unless one for the same source is on the list already (its lease and attempts kept);
 * audio whose version is gone (unpublished, deleted, a language removed) or whose file is missing is removed. Returns whether
 * a job was put. Every article is read: this runs when the store's revision changes, not per request.
 */
export async function reconcile(deps: ReconcileDeps): Promise<boolean> {
  const wanted = new Map<string, ReaderAudioPayload>();
  // Newest first: the articles readers open most are made first (the list runs jobs in runAt order).
  const articles = (await deps.store.allArticles()).sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
  for (const article of articles) {
    if (article.status === 'draft') continue;
    for (const version of article.versions) {
      const choice = { ...deps.settings, lang: version.lang };
      const voice = deps.provider.voiceFor(choice);
      if (!voice) continue;
      const sourceHash = sourceHashOf(version, deps.provider.engine, voice, choice);
      wanted.set(keyOf(article.id, version.lang), {
        articleId: article.id,
        lang: version.lang,
        slug: version.slug,
        sourceHash,
      });
    }
  }
  const current = new Map<string, string>();
  for (const summary of await deps.records.summaries()) {
    const key = keyOf(summary.articleId, summary.lang);
    // A record whose file is missing is made again: its manifest would send readers to a 404.
    if (wanted.has(key) && (await deps.folder.has(summary.articleId, summary.file))) {
      current.set(key, summary.sourceHash);
      continue;
    }
    const removed = await deps.records.remove(summary.articleId, summary.lang);
    if (removed) await deps.folder.remove(removed.articleId, removed.file);
    await deps.jobs.cancel(readerAudioJobId(summary.articleId, summary.lang));
  }
  let put = false;
  const from = deps.now().getTime() + deps.settings.delayMs;
  let order = 0;
  for (const [key, payload] of wanted) {
    const runAt = new Date(from + order++);
    if (current.get(key) === payload.sourceHash) continue;
    const id = readerAudioJobId(payload.articleId, payload.lang);
    const job = await deps.jobs.get(id);
    const queued = job?.payload as ReaderAudioPayload | undefined;
    // One given up is queued again, as when given-up jobs were dropped: a later pass may well succeed.
    if (!job?.failedAt && queued?.sourceHash === payload.sourceHash && queued.slug === payload.slug) continue;
    await deps.jobs.put({ id, kind: readerAudioJobKind, runAt, payload });
    put = true;
  }
  return put;
}
