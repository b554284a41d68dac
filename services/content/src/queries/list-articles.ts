import type { ArticleList, ArticleListQuery, LanguageCode } from '@portfolio/contracts';
import { queryTerms } from '../search/terms.ts';
import type { ContentStore } from '../stores/ports.ts';
import { cardOf } from './cards.ts';
import { catalogueOf } from './catalogue.ts';

/**
 * A page of public article versions: newest first, or with `q` best match first with the matching words marked.
 * A query with no word in it (empty, or punctuation alone) is no search. A page past the last is empty, with the
 * page count that says where the list ends. The API and the crawler-readable list page both answer from it.
 */
export async function listArticles(store: ContentStore, query: ArticleListQuery, now: Date): Promise<ArticleList> {
  const terms = query.q ? queryTerms(query.q) : [];
  const { page, perPage } = query;
  const [{ hits, total }, catalogue] = await Promise.all([
    store.list(
      {
        ...(terms.length > 0 ? { terms } : {}),
        ...(query.tag ? { tag: query.tag } : {}),
        ...(query.lang ? { lang: query.lang } : {}),
        offset: (page - 1) * perPage,
        limit: perPage,
      },
      now,
    ),
    catalogueOf(store, now),
  ]);
  const views = await store.viewCounts([...new Set(hits.map((hit) => hit.article.id))]);
  return {
    items: hits.map(({ article, version }) => cardOf(catalogue, article, version, views.get(article.id) ?? 0, terms)),
    total,
    page,
    perPage,
    pageCount: Math.ceil(total / perPage),
  };
}

/** The tags public articles use (in `lang` when given), most used first, then in slug order. */
export async function tagList(store: ContentStore, lang: LanguageCode | undefined, now: Date) {
  const tags = await store.tagCounts(lang, now);
  return { tags: [...tags].sort((a, b) => b.count - a.count || a.slug.localeCompare(b.slug)) };
}
