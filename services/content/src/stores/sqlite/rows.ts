import type { LanguageCode, ArticleTag } from '@portfolio/contracts';
import type { Article, ArticleStatus, Cover, StoredVersion, TocEntry } from '../../articles.ts';
import { byLanguage, searchTermsOf } from '../shared.ts';

/** The embedded adapter's rows, and how they read as the domain's types. */

export interface ArticleRow {
  id: string;
  status: ArticleStatus;
  published_at: number;
  updated_at: number;
}

export interface VersionRow {
  vid: number;
  article_id: string;
  lang: LanguageCode;
  slug: string;
  title: string;
  excerpt: string;
  markdown: string;
  keywords: string;
  seo_title: string;
  seo_description: string;
  cover: string | null;
  html: string;
  toc: string;
  reading_minutes: number;
  text: string;
  /** NULL: our own address is the canonical one (and in rows written before the column existed). */
  canonical_url: string | null;
}

export interface TagRow {
  article_id: string;
  tag: ArticleTag;
}

export const versionOf = (row: VersionRow): StoredVersion => ({
  lang: row.lang,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  markdown: row.markdown,
  keywords: JSON.parse(row.keywords) as string[],
  seoTitle: row.seo_title,
  seoDescription: row.seo_description,
  cover: row.cover === null ? null : (JSON.parse(row.cover) as Cover),
  ...(row.canonical_url ? { canonicalUrl: row.canonical_url } : {}),
  html: row.html,
  toc: JSON.parse(row.toc) as TocEntry[],
  readingMinutes: row.reading_minutes,
  text: row.text,
});

/** Before any date: a published article is public whatever its date. */
const always = Number.MIN_SAFE_INTEGER;

/** The values of an INSERT INTO versions, in versionColumns' order. */
export const versionValues = (article: Article, v: StoredVersion) =>
  [
    article.id,
    v.lang,
    v.slug,
    article.publishedAt.getTime(),
    article.status === 'published' ? always : article.status === 'scheduled' ? article.publishedAt.getTime() : null,
  ] as const;

export const versionColumns = 'article_id, lang, slug, published_at, public_from';

/** The values of an INSERT INTO version_texts, in textColumns' order. */
export const textValues = (vid: number | bigint, v: StoredVersion) =>
  [
    vid,
    v.title,
    v.excerpt,
    v.markdown,
    JSON.stringify(v.keywords),
    v.seoTitle,
    v.seoDescription,
    v.cover === null ? null : JSON.stringify(v.cover),
    v.html,
    JSON.stringify(v.toc),
    v.readingMinutes,
    v.text,
    v.canonicalUrl || null,
  ] as const;

export const textColumns =
  'vid, title, excerpt, markdown, keywords, seo_title, seo_description, cover, html, toc, reading_minutes, text, canonical_url';

/** One `?` per column of a list. */
export const placeholders = (columns: string) =>
  columns
    .split(',')
    .map(() => '?')
    .join(', ');

/** The FTS row of a version: each field's terms joined by spaces, in the index's column order. */
export function searchValues(v: StoredVersion) {
  const terms = searchTermsOf(v);
  return [terms.title, terms.excerpt, terms.keywords, terms.body].map((field) => field.join(' '));
}

/** Whole articles from their rows: tags in the author's order (rows come by position), versions English first. */
export function articlesOf(rows: ArticleRow[], tags: TagRow[], versions: VersionRow[]): Map<string, Article> {
  const articles = new Map<string, Article>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        tags: [],
        status: row.status,
        publishedAt: new Date(row.published_at),
        updatedAt: new Date(row.updated_at),
        versions: [],
      },
    ]),
  );
  for (const tag of tags) articles.get(tag.article_id)?.tags.push(tag.tag);
  for (const row of versions) articles.get(row.article_id)?.versions.push(versionOf(row));
  for (const article of articles.values()) article.versions.sort(byLanguage);
  return articles;
}

/** A search term as an FTS5 string (quotes doubled): whatever a visitor types is text, never query syntax. */
const phrase = (term: string) => `"${term.replaceAll('"', '""')}"`;

/** Every term required; the last one also as a prefix (the word being typed). */
export const ftsQuery = (terms: readonly string[]) =>
  terms.map((term, index) => (index === terms.length - 1 ? `${phrase(term)}*` : phrase(term))).join(' ');
