import { randomBytes } from 'node:crypto';
import {
  draftOf,
  editorialLimits,
  emptyVersion,
  type AdminArticle,
  type ArticleDraft,
  type LanguageCode,
} from '@portfolio/contracts';
import { HttpError } from '@portfolio/kit';
import type { EditorialArticle } from '../stores/editorial-port.ts';
import { adminArticleOf, mergeVersions, shapeProblems } from './drafts.ts';
import { checkWritable, keep, load, write, type EditorDeps } from './editor-deps.ts';
import { versionHash } from './hashes.ts';
import { takenSlugs, withoutTakenSlugs } from './slugs.ts';

/** An id the server draws: lower-case letters and digits, so that it also makes a slug. */
const newId = () => randomBytes(10).toString('hex');

/** A new draft article with one empty version (its title, when given). */
export async function createArticle(
  deps: EditorDeps,
  body: { sourceLang: LanguageCode; title?: string | undefined },
): Promise<AdminArticle> {
  const now = deps.now();
  const version = { ...emptyVersion(body.sourceLang), title: body.title ?? '' };
  const article: EditorialArticle = {
    id: newId(),
    revision: 1,
    status: 'draft',
    sourceLang: body.sourceLang,
    tags: [],
    cover: null,
    versions: [{ ...version, editedAt: now, sourceHash: versionHash(version), formerSlugs: [] }],
    createdAt: now,
    updatedAt: now,
    publishedAt: null,
    scheduledAt: null,
    liveRevision: null,
    liveHash: null,
    // The creation is the first entry of the history: the first autosaves need no checkpoint of their own.
    lastCheckpointAt: now,
    deletedAt: null,
  };
  await deps.editorial.create(article);
  await keep(deps, { articleId: article.id, revision: 1, kind: 'create', savedAt: now, draft: draftOf(article) });
  return adminArticleOf(article);
}

/** The article with `draft` as its draft, one revision on. */
function withDraft(article: EditorialArticle, draft: ArticleDraft, now: Date): EditorialArticle {
  return {
    ...article,
    revision: article.revision + 1,
    sourceLang: draft.sourceLang,
    tags: draft.tags,
    cover: draft.cover,
    versions: mergeVersions(article, draft, now),
    updatedAt: now,
  };
}

const invalid = (details: ReturnType<typeof shapeProblems>) =>
  new HttpError(400, 'validation_failed', 'The article is not valid.', { details });

/**
 * Saves the draft over the revision it was based on: a stale one is a 409, a slug another article holds a 409
 * naming the field. Kept in the history as a checkpoint when asked, or when the last one is old enough.
 */
export async function saveDraft(
  deps: EditorDeps,
  id: string,
  body: { baseRevision: number; draft: ArticleDraft; checkpoint?: boolean | undefined },
): Promise<AdminArticle> {
  const problems = shapeProblems(body.draft);
  if (problems.length > 0) throw invalid(problems);
  const article = await load(deps, id);
  checkWritable(article, body.baseRevision);
  const taken = await takenSlugs(deps, id, body.draft);
  if (taken.length > 0) throw new HttpError(409, 'slug_taken', 'Another article uses this slug.', { details: taken });
  const now = deps.now();
  const due =
    article.lastCheckpointAt === null ||
    now.getTime() - article.lastCheckpointAt.getTime() >= editorialLimits.checkpointEveryMs;
  const checkpoint = body.checkpoint === true || due;
  const next = { ...withDraft(article, body.draft, now), ...(checkpoint ? { lastCheckpointAt: now } : {}) };
  await write(deps, next);
  if (checkpoint)
    await keep(deps, { articleId: id, revision: next.revision, kind: 'checkpoint', savedAt: now, draft: body.draft });
  return adminArticleOf(next);
}

/**
 * Makes a history entry the draft again, the current draft kept as a checkpoint first. A slug another article
 * took since is left empty (a draft may have none).
 */
export async function restoreEntry(
  deps: EditorDeps,
  id: string,
  seq: number,
  baseRevision: number,
): Promise<AdminArticle> {
  const article = await load(deps, id);
  checkWritable(article, baseRevision);
  const entry = await deps.editorial.historyEntry(id, seq);
  if (!entry) throw new HttpError(404, 'not_found', 'The article has no such history entry.');
  const now = deps.now();
  await keep(deps, {
    articleId: id,
    revision: article.revision,
    kind: 'checkpoint',
    savedAt: now,
    draft: draftOf(article),
  });
  const draft = await withoutTakenSlugs(deps, id, entry.draft);
  const next = { ...withDraft(article, draft, now), lastCheckpointAt: now };
  await write(deps, next);
  await keep(deps, { articleId: id, revision: next.revision, kind: 'restore', savedAt: now, draft });
  return adminArticleOf(next);
}
