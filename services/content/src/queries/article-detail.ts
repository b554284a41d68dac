import { contentLimits, languageCodes, type ArticleDetail, type LanguageCode } from '@portfolio/contracts';
import type { Article, Cover, StoredVersion } from '../articles.ts';
import type { ContentStore } from '../stores/ports.ts';
import { cardOf, versionIn } from './cards.ts';
import { articlePath, catalogueOf, type Catalogue } from './catalogue.ts';

const linkOf = (catalogue: Catalogue, version: StoredVersion) => ({
  lang: version.lang,
  slug: version.slug,
  path: articlePath(catalogue, version.slug, version.lang),
  title: version.title,
});

/** The article's neighbours among the public articles in `lang`: previous is older, next is newer. */
function neighbours(catalogue: Catalogue, article: Article, lang: LanguageCode) {
  const inLanguage = catalogue.articles.filter((other) => versionIn(other, lang));
  const index = inLanguage.findIndex((other) => other.id === article.id);
  const at = (i: number) => {
    const other = index === -1 ? undefined : inLanguage[i];
    const version = other && versionIn(other, lang);
    return version ? linkOf(catalogue, version) : null;
  };
  // Newest first: the older neighbour comes after it in the list.
  return { previous: at(index + 1), next: index > 0 ? at(index - 1) : null };
}

/** Up to contentLimits.relatedArticles others in `lang`: most tags in common first, then newest. Never itself. */
function relatedTo(catalogue: Catalogue, article: Article, lang: LanguageCode) {
  const tags = new Set(article.tags);
  return catalogue.articles
    .filter((other) => other.id !== article.id && versionIn(other, lang))
    .map((other, order) => ({ other, order, shared: other.tags.filter((tag) => tags.has(tag)).length }))
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, contentLimits.relatedArticles)
    .map(({ other }) => other);
}

const languageOrder = (lang: LanguageCode) => languageCodes.indexOf(lang);

/**
 * One public article version by slug (in `lang`, or English first when several languages share the slug) with
 * its rendered body, every language it exists in, its neighbours in publication order within its language and
 * its related articles; undefined when there is no such public version. The API and the crawler-readable
 * article page both answer from it.
 */
export async function articleDetail(
  store: ContentStore,
  slug: string,
  lang: LanguageCode | undefined,
  now: Date,
): Promise<ArticleDetail | undefined> {
  return (await articleWithCover(store, slug, lang, now))?.detail;
}

/** articleDetail with the version's own cover, which the article page needs whole (its raster rendition). */
export async function articleWithCover(
  store: ContentStore,
  slug: string,
  lang: LanguageCode | undefined,
  now: Date,
): Promise<{ detail: ArticleDetail; cover: Cover | null } | undefined> {
  const [hit, catalogue] = await Promise.all([store.findVersion(slug, lang, now), catalogueOf(store, now)]);
  if (!hit) return undefined;
  const { article, version } = hit;
  const related = relatedTo(catalogue, article, version.lang);
  const views = await store.viewCounts([article.id, ...related.map((other) => other.id)]);
  const viewsOf = (id: string) => views.get(id) ?? 0;
  const detail: ArticleDetail = {
    ...cardOf(catalogue, article, version, viewsOf(article.id)),
    html: version.html,
    toc: version.toc,
    keywords: version.keywords,
    seoTitle: version.seoTitle,
    seoDescription: version.seoDescription,
    ...(version.canonicalUrl ? { canonicalUrl: version.canonicalUrl } : {}),
    versions: [...article.versions]
      .sort((a, b) => languageOrder(a.lang) - languageOrder(b.lang))
      .map((other) => linkOf(catalogue, other)),
    ...neighbours(catalogue, article, version.lang),
    related: related.map((other) => cardOf(catalogue, other, versionIn(other, version.lang)!, viewsOf(other.id))),
  };
  return { detail, cover: version.cover };
}
