import type { AdminArticleListQuery, ArticleDraft, LanguageCode } from '@portfolio/contracts';
import type { Job } from '@portfolio/kit';
import { adminArticleOf } from './drafts.ts';
import { createArticle, restoreEntry, saveDraft } from './drafting.ts';
import { load, writeQueue, type EditorDeps } from './editor-deps.ts';
import { writeMachineTranslation, type TranslatedWords } from './machine-translation.ts';
import { publishNow, runScheduled, schedule, unpublish } from './publishing.ts';
import { adminList, adminTags, historyEntryOf, historyOf, preview } from './reading.ts';
import { emptyTrash, trash, untrash } from './trash.ts';

/**
 * The blog editor's operations over the editorial store (drafts, history) and the public store (what is
 * published, rendered). Writes run one at a time (writeQueue), the scheduled publications' job among them.
 */
export function createEditor(deps: EditorDeps, ready: Promise<void> = Promise.resolve()) {
  const queue = writeQueue();
  const serial = <T>(work: () => Promise<T>) => ready.then(() => queue(work));
  const read = <T>(work: () => Promise<T>) => ready.then(work);
  return {
    list: (query: AdminArticleListQuery) => read(() => adminList(deps, query)),
    get: (id: string) => read(async () => adminArticleOf(await load(deps, id))),
    tags: () => read(() => adminTags(deps)),
    history: (id: string) => read(() => historyOf(deps, id)),
    historyEntry: (id: string, seq: number) => read(() => historyEntryOf(deps, id, seq)),
    preview: (body: { lang: LanguageCode; markdown: string }) => preview(deps, body),
    create: (body: { sourceLang: LanguageCode; title?: string | undefined }) => serial(() => createArticle(deps, body)),
    save: (id: string, body: { baseRevision: number; draft: ArticleDraft; checkpoint?: boolean | undefined }) =>
      serial(() => saveDraft(deps, id, body)),
    restore: (id: string, seq: number, baseRevision: number) => serial(() => restoreEntry(deps, id, seq, baseRevision)),
    publish: (id: string, baseRevision: number) => serial(() => publishNow(deps, id, baseRevision)),
    schedule: (id: string, body: { baseRevision: number; at: string }) => serial(() => schedule(deps, id, body)),
    unpublish: (id: string, baseRevision: number) => serial(() => unpublish(deps, id, baseRevision)),
    trash: (id: string) => serial(() => trash(deps, id)),
    untrash: (id: string) => serial(() => untrash(deps, id)),
    emptyTrash: () => serial(() => emptyTrash(deps)),
    /** An AI translation job's language, written whole (#20). */
    writeTranslation: (id: string, lang: LanguageCode, words: TranslatedWords) =>
      serial(() => writeMachineTranslation(deps, id, lang, words)),
    /** The job runner's handler of `publish` jobs. */
    runScheduled: (job: Job) => serial(() => runScheduled(deps, job)),
  };
}
export type Editor = ReturnType<typeof createEditor>;
