import { draftOf, editorialCover, versionText, type ArticleDraft } from '@portfolio/contracts';
import type { Article } from '../articles.ts';
import type { EditorialArticle } from '../stores/editorial-port.ts';
import { keep, publishJobId, publishJobKind, type EditorDeps } from './editor-deps.ts';
import { draftHash, versionHash } from './hashes.ts';

/** A sample cover (`/blog/covers/…`) as the editor holds it, with the source language's alt text; else none. */
function coverOf(article: Article, sourceLang: Article['versions'][number]['lang']): ArticleDraft['cover'] {
  const cover = article.versions.find((v) => v.lang === sourceLang)?.cover;
  if (!cover) return null;
  const { src, alt, width, height } = cover;
  const parsed = editorialCover.safeParse({ kind: 'static', src, alt, width, height });
  return parsed.success ? parsed.data : null;
}

/** An article of the public store as the editor's record: its draft is what the public pages show. */
export function editorialOf(article: Article, now: Date): EditorialArticle {
  const sourceLang = article.versions.some((v) => v.lang === 'en') ? 'en' : article.versions[0]!.lang;
  const source = article.versions.find((v) => v.lang === sourceLang)!;
  const sourceHash = versionHash(source);
  const scheduled = article.status === 'scheduled' && article.publishedAt > now;
  const live = article.status === 'published' || (article.status === 'scheduled' && !scheduled);
  const record: EditorialArticle = {
    id: article.id,
    revision: 1,
    status: scheduled ? 'scheduled' : live ? 'published' : 'draft',
    sourceLang,
    tags: article.tags,
    cover: coverOf(article, sourceLang),
    versions: article.versions.map((v) => ({
      ...versionText(v),
      canonicalUrl: v.canonicalUrl ?? '',
      editedAt: article.updatedAt,
      sourceHash,
      formerSlugs: [],
    })),
    createdAt: article.publishedAt < article.updatedAt ? article.publishedAt : article.updatedAt,
    updatedAt: article.updatedAt,
    publishedAt: live || scheduled ? article.publishedAt : null,
    scheduledAt: scheduled ? article.publishedAt : null,
    liveRevision: live ? 1 : null,
    liveHash: null,
    lastCheckpointAt: null,
    deletedAt: null,
  };
  const hash = draftHash(draftOf(record));
  return { ...record, liveHash: live || scheduled ? hash : null };
}

/**
 * Gives the editor every article of the public store it has no record of (the seeded samples; articles saved
 * before the editor existed), so that the administrator can edit them. A published one is kept in the history as
 * a publication (its slugs then redirect when they change); a scheduled one gets its publication job. Runs at
 * start, before the service answers; an article adopted once is never adopted again.
 */
export async function adoptArticles(deps: EditorDeps): Promise<number> {
  let adopted = 0;
  const now = deps.now();
  for (const article of await deps.store.allArticles()) {
    if (article.versions.length === 0 || (await deps.editorial.get(article.id))) continue;
    const record = editorialOf(article, now);
    const draft = draftOf(record);
    await deps.editorial.create(record);
    const kind = record.liveRevision !== null ? 'publish' : 'create';
    await keep(deps, { articleId: record.id, revision: 1, kind, savedAt: record.updatedAt, draft });
    if (record.scheduledAt) {
      const payload = { articleId: record.id, revision: 1, at: record.scheduledAt.toISOString(), draft };
      await deps.jobs.put({ id: publishJobId(record.id), kind: publishJobKind, runAt: record.scheduledAt, payload });
    }
    adopted += 1;
  }
  return adopted;
}

/**
 * Adopts at start, and again after a failure (the store may be down at start) until it has run once; the editor's
 * operations wait for it, so that the administrator never sees the list without the adopted articles.
 */
export function adoptInBackground(deps: EditorDeps, retryMs = 5000) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const done = new Promise<void>((resolve) => {
    const attempt = () => {
      adoptArticles(deps).then(
        (count) => {
          if (count > 0) deps.logger.info({ articles: count }, 'the editor adopted the articles it had no record of');
          resolve();
        },
        (err: unknown) => {
          if (stopped) return;
          deps.logger.warn({ err: (err as Error).message }, 'adopting the articles failed; trying again later');
          timer = setTimeout(attempt, retryMs).unref();
        },
      );
    };
    attempt();
  });
  return {
    done,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
