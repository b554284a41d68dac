import { draftOf, type AdminArticle, type ArticleDraft } from '@portfolio/contracts';
import { HttpError, type Job } from '@portfolio/kit';
import type { Article } from '../articles.ts';
import type { EditorialArticle, EditorialVersion } from '../stores/editorial-port.ts';
import { SlugTakenError } from '../stores/ports.ts';
import { adminArticleOf } from './drafts.ts';
import {
  checkWritable,
  keep,
  lastPublished,
  load,
  publishJobId,
  publishJobKind,
  write,
  type EditorDeps,
} from './editor-deps.ts';
import { draftHash } from './hashes.ts';
import { imagesOf, publicArticleOf, publishProblems } from './public-article.ts';
import { takenSlugs, withSlugs } from './slugs.ts';

const endOfTime = new Date('9999-12-31T23:59:59.999Z');

/** The draft as it would go public: slugs made where empty; a 422 naming every problem, a 409 for a taken slug. */
async function publishable(deps: EditorDeps, article: EditorialArticle): Promise<ArticleDraft> {
  const draft = await withSlugs(deps, article.id, draftOf(article));
  const problems = publishProblems(draft, await imagesOf(deps.images, draft));
  if (problems.length > 0)
    throw new HttpError(422, 'not_publishable', 'The article cannot be published as it is.', { details: problems });
  const taken = await takenSlugs(deps, article.id, draft);
  if (taken.length > 0) throw new HttpError(409, 'slug_taken', 'Another article uses this slug.', { details: taken });
  return draft;
}

/** The article as the public pages have it now, found by the slugs of its last publication. */
async function publicNow(deps: EditorDeps, id: string, live: ArticleDraft | undefined): Promise<Article | undefined> {
  const source = live?.versions.find((v) => v.lang === live.sourceLang) ?? live?.versions[0];
  if (!source) return undefined;
  const hit = await deps.store.findVersion(source.slug, source.lang, endOfTime);
  return hit?.article.id === id ? hit.article : undefined;
}

/**
 * Renders `draft` and saves it as the public article. Returns the editorial versions with their former slugs: a
 * version whose public slug changes keeps the old one, which then redirects to the new one.
 */
async function goPublic(
  deps: EditorDeps,
  article: EditorialArticle,
  draft: ArticleDraft,
  publishedAt: Date,
): Promise<EditorialVersion[]> {
  const live = await lastPublished(deps, article.id);
  const published = publicArticleOf({
    id: article.id,
    draft,
    publishedAt,
    updatedAt: deps.now(),
    images: await imagesOf(deps.images, draft),
    before: await publicNow(deps, article.id, live),
  });
  try {
    await deps.store.saveArticle(published);
  } catch (error) {
    if (!(error instanceof SlugTakenError)) throw error;
    const index = draft.versions.findIndex((v) => v.lang === error.lang);
    throw new HttpError(409, 'slug_taken', 'Another article uses this slug.', {
      details: [{ path: `versions.${index}.slug`, message: error.message }],
    });
  }
  return article.versions.map((version) => {
    const now = draft.versions.find((v) => v.lang === version.lang)?.slug;
    const before = live?.versions.find((v) => v.lang === version.lang)?.slug;
    const moved = before !== undefined && before !== '' && now !== undefined && before !== now;
    const former = [...(moved ? [before] : []), ...version.formerSlugs.filter((slug) => slug !== before)];
    return { ...version, formerSlugs: former.filter((slug) => slug !== now && slug !== version.slug) };
  });
}

/** The draft's versions with the slugs publishing made for them. */
const withSlugsOf = (article: EditorialArticle, draft: ArticleDraft): EditorialVersion[] =>
  article.versions.map((v) => ({ ...v, slug: draft.versions.find((d) => d.lang === v.lang)?.slug ?? v.slug }));

/** Publishes the draft now; a schedule it had is cancelled. */
export async function publishNow(deps: EditorDeps, id: string, baseRevision: number): Promise<AdminArticle> {
  const article = await load(deps, id);
  checkWritable(article, baseRevision);
  const draft = await publishable(deps, article);
  const now = deps.now();
  const publishedAt = article.publishedAt ?? now;
  const filled = { ...article, versions: withSlugsOf(article, draft) };
  const versions = await goPublic(deps, filled, draft, publishedAt);
  await deps.jobs.cancel(publishJobId(id));
  const revision = article.revision + 1;
  const next: EditorialArticle = {
    ...article,
    revision,
    versions,
    status: 'published',
    publishedAt,
    scheduledAt: null,
    liveRevision: revision,
    liveHash: draftHash(draft),
    updatedAt: now,
  };
  await write(deps, next);
  await keep(deps, { articleId: id, revision, kind: 'publish', savedAt: now, draft });
  return adminArticleOf(next);
}

interface PublishPayload {
  articleId: string;
  /** The revision whose draft is published. */
  revision: number;
  at: string;
  draft: ArticleDraft;
}

/**
 * Publishes the draft as it is now at `at` (in the future): the job keeps this draft, so that later edits wait
 * for the next publication. A published article stays as it is on the public pages until then.
 */
export async function schedule(
  deps: EditorDeps,
  id: string,
  body: { baseRevision: number; at: string },
): Promise<AdminArticle> {
  const at = new Date(body.at);
  const now = deps.now();
  if (at.getTime() <= now.getTime())
    throw new HttpError(400, 'validation_failed', 'A publication is scheduled in the future.', {
      details: [{ path: 'at', message: 'must be in the future' }],
    });
  const article = await load(deps, id);
  checkWritable(article, body.baseRevision);
  const draft = await publishable(deps, article);
  const revision = article.revision + 1;
  const payload: PublishPayload = { articleId: id, revision, at: at.toISOString(), draft };
  // Replaces the job of an earlier schedule, which then never runs.
  await deps.jobs.put({ id: publishJobId(id), kind: publishJobKind, runAt: at, payload });
  const next: EditorialArticle = {
    ...article,
    revision,
    versions: withSlugsOf(article, draft),
    status: 'scheduled',
    scheduledAt: at,
    liveHash: draftHash(draft),
    updatedAt: now,
  };
  try {
    await write(deps, next);
  } catch (error) {
    await deps.jobs.cancel(publishJobId(id));
    throw error;
  }
  await keep(deps, { articleId: id, revision, kind: 'schedule', savedAt: now, draft });
  deps.wake();
  return adminArticleOf(next);
}

/**
 * The scheduled publication's job: publishes the draft kept when it was scheduled, unless the article was
 * rescheduled, unpublished or trashed since (then the job is stale and does nothing). Running it twice publishes
 * the same thing twice.
 */
export async function runScheduled(deps: EditorDeps, job: Job): Promise<void> {
  const payload = job.payload as PublishPayload;
  const article = await deps.editorial.get(payload.articleId);
  if (
    !article ||
    article.deletedAt ||
    article.status !== 'scheduled' ||
    article.scheduledAt?.toISOString() !== payload.at
  ) {
    deps.logger.info({ job: job.id }, 'a scheduled publication no longer applies');
    return;
  }
  const { draft } = payload;
  const publishedAt = article.publishedAt ?? new Date(payload.at);
  const now = deps.now();
  let versions: EditorialVersion[];
  try {
    versions = await goPublic(deps, article, draft, publishedAt);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // Another article took a slug since: nothing to retry; the editor shows it back as it was.
    deps.logger.error({ job: job.id, details: error.details }, 'a scheduled publication failed');
    const live = article.liveRevision !== null ? await lastPublished(deps, article.id) : undefined;
    await write(deps, {
      ...article,
      revision: article.revision + 1,
      status: live ? 'published' : 'draft',
      scheduledAt: null,
      liveHash: live ? draftHash(live) : null,
      updatedAt: now,
    });
    return;
  }
  await write(deps, {
    ...article,
    revision: article.revision + 1,
    versions,
    status: 'published',
    publishedAt,
    scheduledAt: null,
    liveRevision: payload.revision,
    liveHash: draftHash(draft),
    updatedAt: now,
  });
  await keep(deps, { articleId: article.id, revision: payload.revision, kind: 'publish', savedAt: now, draft });
}

/** Takes the article off the public pages and cancels its schedule; the draft stays. */
export async function unpublish(deps: EditorDeps, id: string, baseRevision: number): Promise<AdminArticle> {
  const article = await load(deps, id);
  checkWritable(article, baseRevision);
  const next = await takeOffline(deps, article);
  await write(deps, next);
  await keep(deps, {
    articleId: id,
    revision: next.revision,
    kind: 'unpublish',
    savedAt: next.updatedAt,
    draft: draftOf(next),
  });
  return adminArticleOf(next);
}

/**
 * What unpublishing and trashing share: the schedule cancelled, the public copy deleted, and the article's next
 * revision (a draft, nothing live, updated now), for the caller to write.
 */
export async function takeOffline(deps: EditorDeps, article: EditorialArticle): Promise<EditorialArticle> {
  await deps.jobs.cancel(publishJobId(article.id));
  await deps.store.deleteArticle(article.id);
  return {
    ...article,
    revision: article.revision + 1,
    status: 'draft',
    scheduledAt: null,
    liveRevision: null,
    liveHash: null,
    updatedAt: deps.now(),
  };
}
