import type { LanguageCode, ArticleTag } from '@portfolio/contracts';
import type { Article, ArticleStatus, StoredVersion } from '../../articles.ts';
import { byLanguage, searchTermsOf } from '../shared.ts';

/**
 * Document shapes of the MongoDB adapter. One document per version (not versions embedded in their article): the
 * unique (lang, slug) index then holds across articles with one plain index (a multikey unique index would not
 * stop one article from holding a slug twice, nor can it be read by the stand-in), a search reads and ranks
 * versions, which is what a card is, and a version's terms stay well under the document size limit. The article's
 * own document keeps what is the article's (its existence, tags, status, dates); the fields lists filter and sort
 * on are copied into each version, so a list is one query.
 */

export interface ArticleDoc {
  _id: string;
  tags: ArticleTag[];
  status: ArticleStatus;
  publishedAt: Date;
  updatedAt: Date;
  /** Its versions' languages: tag counts in one language read the articles alone. */
  langs: LanguageCode[];
}

export interface VersionDoc extends StoredVersion {
  /** `articleId:lang`. */
  _id: string;
  articleId: string;
  tags: ArticleTag[];
  status: ArticleStatus;
  publishedAt: Date;
  /** Every distinct term of the version (search/terms.ts): what a search matches, with a multikey index. */
  terms: string[];
  /** Distinct terms of the title, and of the excerpt and keywords, for the rank (title ×5, those ×3, body ×1). */
  titleTerms: string[];
  summaryTerms: string[];
}

/** One view key a day: the unique index on (articleId, day, visitor) is the dedupe; `day` expires by TTL. */
export interface ViewDoc {
  articleId: string;
  /** The UTC day's start. */
  day: Date;
  visitor: string;
}

export interface ViewCountDoc {
  _id: string;
  count: number;
}

/** `_id: 'revision'`: `n` bumped by every article write; `epoch` drawn once, so a new database never repeats one. */
export interface MetaDoc {
  _id: string;
  n: number;
  epoch: string;
}

/** The fields a version document holds beyond the version itself, left out when a version is read back. */
export const searchOnly = { terms: 0, titleTerms: 0, summaryTerms: 0 } as const;

const distinct = (...lists: string[][]) => [...new Set(lists.flat())];

export const articleDocOf = (article: Article): ArticleDoc => ({
  _id: article.id,
  tags: article.tags,
  status: article.status,
  publishedAt: article.publishedAt,
  updatedAt: article.updatedAt,
  langs: article.versions.map((v) => v.lang),
});

const versionIdOf = (articleId: string, lang: LanguageCode) => `${articleId}:${lang}`;

export function versionDocOf(article: Article, version: StoredVersion): VersionDoc {
  const terms = searchTermsOf(version);
  // No canonical address is no field (the driver would store an undefined one as null).
  const { canonicalUrl, ...own } = version;
  return {
    ...own,
    ...(canonicalUrl ? { canonicalUrl } : {}),
    _id: versionIdOf(article.id, version.lang),
    articleId: article.id,
    tags: article.tags,
    status: article.status,
    publishedAt: article.publishedAt,
    terms: distinct(terms.title, terms.excerpt, terms.keywords, terms.body),
    titleTerms: distinct(terms.title),
    summaryTerms: distinct(terms.excerpt, terms.keywords),
  };
}

/** A version document read without its search fields, as the domain's version. */
export function versionOf(doc: Omit<VersionDoc, keyof typeof searchOnly>): StoredVersion {
  const { _id, articleId: _articleId, tags: _tags, status: _status, publishedAt: _publishedAt, ...version } = doc;
  // Documents written before canonical addresses existed have none; a null one is none too.
  const { canonicalUrl, ...rest } = version;
  return canonicalUrl ? { ...rest, canonicalUrl } : rest;
}

export function articleOf(doc: ArticleDoc, versions: StoredVersion[]): Article {
  return {
    id: doc._id,
    tags: doc.tags,
    status: doc.status,
    publishedAt: doc.publishedAt,
    updatedAt: doc.updatedAt,
    versions: [...versions].sort(byLanguage),
  };
}
