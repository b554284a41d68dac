import type { ArticleCard, LanguageCode } from '@portfolio/contracts';
import type { Article, Cover, StoredVersion } from '../articles.ts';
import { markMatches } from '../search/highlight.ts';
import { articlePath, type Catalogue } from './catalogue.ts';

/**
 * The cover as the contract has it: the raster rendition for link previews is the pages' alone (og:image); a media
 * image's sources, srcset and placeholder go along.
 */
const publicCover = ({ social: _social, ...cover }: Cover) => cover;

/** One language version as a list shows it; with search terms, its title and excerpt with the matches marked. */
export function cardOf(
  catalogue: Catalogue,
  article: Article,
  version: StoredVersion,
  views: number,
  terms: readonly string[] = [],
): ArticleCard {
  return {
    id: article.id,
    lang: version.lang,
    slug: version.slug,
    path: articlePath(catalogue, version.slug, version.lang),
    title: version.title,
    excerpt: version.excerpt,
    cover: version.cover && publicCover(version.cover),
    tags: article.tags,
    publishedAt: article.publishedAt.toISOString(),
    updatedAt: article.updatedAt.toISOString(),
    readingMinutes: version.readingMinutes,
    views,
    ...(terms.length > 0
      ? { highlight: { title: markMatches(version.title, terms), excerpt: markMatches(version.excerpt, terms) } }
      : {}),
  };
}

export const versionIn = (article: Article, lang: LanguageCode) => article.versions.find((v) => v.lang === lang);
