import {
  editorialLimits,
  tagSlugs,
  type AdminArticleListQuery,
  type editorialEndpoints,
  type EndpointReply,
  type LanguageCode,
} from '@portfolio/contracts';
import { HttpError } from '@portfolio/kit';
import { countReadingUnits, renderMarkdown } from '../markdown/index.ts';
import { mediaIdsIn } from '../media/article-images.ts';
import type { HistorySummary } from '../stores/editorial-port.ts';
import { hasUnpublishedChanges, outdatedLanguages, titleOf } from './drafts.ts';
import { load, type EditorDeps } from './editor-deps.ts';

type Reply<K extends keyof typeof editorialEndpoints> = EndpointReply<(typeof editorialEndpoints)[K]>;

/** `/admin/blog`: a page of articles (or of the trash) with their status, languages and views. */
export async function adminList(deps: EditorDeps, query: AdminArticleListQuery): Promise<Reply<'adminArticles'>> {
  const perPage = editorialLimits.perPage;
  const { articles, total } = await deps.editorial.list({
    ...(query.q ? { q: query.q } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.tag ? { tag: query.tag } : {}),
    ...(query.lang ? { lang: query.lang } : {}),
    trashed: query.trash === 'true',
    offset: (query.page - 1) * perPage,
    limit: perPage,
  });
  const views = await deps.store.viewCounts(articles.map((a) => a.id));
  return {
    items: articles.map((article) => ({
      id: article.id,
      status: article.status,
      title: titleOf(article),
      languages: article.versions.map((v) => v.lang),
      outdated: outdatedLanguages(article),
      tags: article.tags,
      views: views.get(article.id) ?? 0,
      updatedAt: article.updatedAt.toISOString(),
      publishedAt: article.publishedAt?.toISOString() ?? null,
      scheduledAt: article.scheduledAt?.toISOString() ?? null,
      unpublishedChanges: hasUnpublishedChanges(article),
      deletedAt: article.deletedAt?.toISOString() ?? null,
    })),
    total,
    page: query.page,
    pageCount: Math.ceil(total / perPage),
  };
}

/** The 25 known tags and every tag an article uses (drafts included), most used first, then by slug. */
export async function adminTags(deps: EditorDeps): Promise<Reply<'adminTags'>> {
  const counts = new Map<string, number>(tagSlugs.map((slug) => [slug, 0]));
  for (const article of await deps.editorial.all()) {
    for (const tag of article.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  const tags = [...counts].map(([slug, count]) => ({ slug, count }));
  return { tags: tags.sort((a, b) => b.count - a.count || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0)) };
}

const summaryOf = (entry: HistorySummary) => ({
  seq: entry.seq,
  revision: entry.revision,
  kind: entry.kind,
  savedAt: entry.savedAt.toISOString(),
  title: entry.title,
  languages: entry.languages,
});

export async function historyOf(deps: EditorDeps, id: string): Promise<Reply<'articleHistory'>> {
  await load(deps, id);
  return { items: (await deps.editorial.history(id)).map(summaryOf) };
}

export async function historyEntryOf(deps: EditorDeps, id: string, seq: number): Promise<Reply<'articleHistoryEntry'>> {
  const entry = await deps.editorial.historyEntry(id, seq);
  if (!entry) throw new HttpError(404, 'not_found', 'The article has no such history entry.');
  return { ...summaryOf(entry), draft: entry.draft };
}

/**
 * The public pages' renderer on the editor's text (media images as the pages show them). Its words count
 * ideographic characters as words: Japanese and Chinese have no spaces between words.
 */
export async function preview(
  deps: EditorDeps,
  body: { lang: LanguageCode; markdown: string },
): Promise<Reply<'previewMarkdown'>> {
  const images = await deps.images(mediaIdsIn(body.markdown));
  const { html, toc, readingMinutes, text } = renderMarkdown(body.markdown, body.lang, images);
  const { words, characters } = countReadingUnits(text);
  return { html, toc, readingMinutes, words: words + characters };
}
