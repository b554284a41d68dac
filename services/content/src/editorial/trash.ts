import { draftOf, type AdminArticle } from '@portfolio/contracts';
import type { EditorialArticle } from '../stores/editorial-port.ts';
import { adminArticleOf } from './drafts.ts';
import { load, publishJobId, write, type EditorDeps } from './editor-deps.ts';
import { takeOffline } from './publishing.ts';
import { withoutTakenSlugs } from './slugs.ts';

/** Moves the article to the trash: off the public pages, its schedule cancelled, its slugs free for others. */
export async function trash(deps: EditorDeps, id: string): Promise<AdminArticle> {
  const article = await load(deps, id);
  if (article.deletedAt) return adminArticleOf(article);
  const offline = await takeOffline(deps, article);
  const next: EditorialArticle = { ...offline, deletedAt: offline.updatedAt };
  await write(deps, next);
  return adminArticleOf(next);
}

/** Brings an article back from the trash as a draft; a slug another article took meanwhile is left empty. */
export async function untrash(deps: EditorDeps, id: string): Promise<AdminArticle> {
  const article = await load(deps, id);
  if (!article.deletedAt) return adminArticleOf(article);
  const draft = await withoutTakenSlugs(deps, id, draftOf(article));
  const next: EditorialArticle = {
    ...article,
    revision: article.revision + 1,
    versions: article.versions.map((v, index) => ({ ...v, slug: draft.versions[index]!.slug })),
    deletedAt: null,
    updatedAt: deps.now(),
  };
  await write(deps, next);
  return adminArticleOf(next);
}

const batch = 100;

/** Deletes for good every article in the trash: its record, history, job and public rows. */
export async function emptyTrash(deps: EditorDeps): Promise<void> {
  for (;;) {
    const { articles } = await deps.editorial.list({ trashed: true, offset: 0, limit: batch });
    if (articles.length === 0) return;
    for (const { id } of articles) {
      await deps.jobs.cancel(publishJobId(id));
      await deps.store.deleteArticle(id);
      await deps.editorial.delete(id);
    }
  }
}
