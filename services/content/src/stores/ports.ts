import type { LanguageCode, ArticleTag } from '@portfolio/contracts';
import type { Article, StoredVersion } from '../articles.ts';

/** An article seen through one of its versions. */
export interface VersionHit {
  article: Article;
  version: StoredVersion;
}

export interface SearchHit extends VersionHit {
  /** Higher is better; only the order matters. */
  rank: number;
}

export interface ListFilter {
  /** Search terms as search/terms.ts makes them from the visitor's text; the last one also matches as a prefix. */
  terms?: string[];
  tag?: ArticleTag;
  lang?: LanguageCode;
  offset: number;
  limit: number;
}

/**
 * The content store. "Public" means status published, or scheduled with its date come (`now`). Lists are stable:
 * newest publication first then id, then language (an article's versions share its date); with terms, best rank
 * first, then the same. An article's `versions` come in the contract's language order, English first.
 */
export interface ContentStore {
  /** Inserts or replaces a whole article; a slug another article already uses in that language is SlugTakenError. */
  saveArticle(article: Article): Promise<void>;
  /**
   * Removes an article with its versions and tags (unpublished, or deleted for good), freeing its slugs; nothing
   * when there is none. Its view count stays: it counts again if the article comes back. Changes the revision.
   */
  deleteArticle(id: string): Promise<void>;
  /** Every article whatever its status, by id: the editor adopts those it has no record of (the seeded ones). */
  allArticles(): Promise<Article[]>;
  /** A public version by slug: in `lang` when given, else English first when several languages share the slug. */
  findVersion(slug: string, lang: LanguageCode | undefined, now: Date): Promise<VersionHit | undefined>;
  /** Public versions matching the filter, one hit per language version (what a card shows); `total` counts all. */
  list(filter: ListFilter, now: Date): Promise<{ hits: SearchHit[]; total: number }>;
  /** Every public article, newest first (feeds, sitemaps, neighbours, related). */
  publicArticles(now: Date): Promise<Article[]>;
  /** Tags of public articles (having a version in `lang` when given), most used first, then by slug. */
  tagCounts(lang: LanguageCode | undefined, now: Date): Promise<{ slug: ArticleTag; count: number }[]>;
  /** Counts a view unless this visitor key already counted for this article that `day`; true when counted. */
  recordView(articleId: string, visitorKey: string, day: string): Promise<boolean>;
  /** Every id asked, 0 for an article never viewed. */
  viewCounts(articleIds: readonly string[]): Promise<Map<string, number>>;
  /** Changes on every write (articles, not views): caches and ETags key on it. */
  revision(): Promise<string>;
  articleCount(): Promise<number>;
  close(): Promise<void>;
}

// Fields assigned in the body: Node runs TypeScript by stripping types, which parameter properties are not.
export class SlugTakenError extends Error {
  readonly lang: LanguageCode;
  readonly slug: string;
  constructor(lang: LanguageCode, slug: string) {
    super(`the slug ${slug} is already used in ${lang}`);
    this.lang = lang;
    this.slug = slug;
  }
}
