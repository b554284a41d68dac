import { editorialLimits, type ArticleDraft } from '@portfolio/contracts';
import { HttpError, type JobList, type Logger } from '@portfolio/kit';
import type { EditorialArticle, EditorialStore, HistoryRecord } from '../stores/editorial-port.ts';
import type { ContentStore } from '../stores/ports.ts';
import { titleOf } from './drafts.ts';
import type { ImageLookup } from './public-article.ts';

/** What the editor's operations work on. */
export interface EditorDeps {
  editorial: EditorialStore;
  /** The public store: what is published, rendered. */
  store: ContentStore;
  /** Scheduled publications (`publish:<id>`), run by the service's job runner. */
  jobs: JobList;
  images: ImageLookup;
  now: () => Date;
  logger: Logger;
  /** Tells the job runner to look at the list again (a job was put). */
  wake: () => void;
}

export const publishJobKind = 'publish';
export const publishJobId = (articleId: string) => `publish:${articleId}`;

/**
 * One write at a time, in order: the revision check, the slug checks and the writes of one operation see no other
 * operation's half-done work (the editor's writes are few; the store's compare and swap still guards a second
 * process).
 */
export function writeQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

export const notFound = () => new HttpError(404, 'not_found', 'There is no such article.');

export async function load(deps: Pick<EditorDeps, 'editorial'>, id: string): Promise<EditorialArticle> {
  const article = await deps.editorial.get(id);
  if (!article) throw notFound();
  return article;
}

const staleRevision = (current: number) =>
  new HttpError(409, 'conflict', 'The article changed since this version was loaded (in another tab?).', {
    details: [{ path: 'baseRevision', message: `the current revision is ${current}` }],
  });

/** The operation acts on the revision the editor has, not in the trash. */
export function checkWritable(article: EditorialArticle, baseRevision: number) {
  if (article.deletedAt) throw new HttpError(409, 'conflict', 'The article is in the trash; bring it back first.');
  if (article.revision !== baseRevision) throw staleRevision(article.revision);
}

/** Writes `next` over the article's stored revision (compare and swap); a write that came first is a 409. */
export async function write(deps: Pick<EditorDeps, 'editorial'>, next: EditorialArticle) {
  if (await deps.editorial.replace(next, next.revision - 1)) return;
  const current = await deps.editorial.get(next.id);
  throw current ? staleRevision(current.revision) : notFound();
}

/** Keeps the draft in the article's history. */
export const keep = (
  deps: Pick<EditorDeps, 'editorial'>,
  entry: { articleId: string; revision: number; kind: HistoryRecord['kind']; savedAt: Date; draft: ArticleDraft },
) =>
  deps.editorial.addHistory(
    { ...entry, title: titleOf(entry.draft), languages: entry.draft.versions.map((v) => v.lang) },
    editorialLimits.historyEntries,
  );

/** The draft last made public (its latest publication in the history), whatever is public now. */
export async function lastPublished(deps: Pick<EditorDeps, 'editorial'>, id: string) {
  const entry = (await deps.editorial.history(id)).find((e) => e.kind === 'publish');
  return entry && (await deps.editorial.historyEntry(id, entry.seq))?.draft;
}
