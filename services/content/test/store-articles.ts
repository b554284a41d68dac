import type { LanguageCode, ArticleTag } from '@portfolio/contracts';
import type { Article, ArticleStatus, StoredVersion } from '../src/articles.ts';

/**
 * Articles for the store suites, built directly (no Markdown rendering): the store keeps what it is given, and
 * searches title, excerpt, keywords and the body's plain text.
 */

export interface VersionFields {
  title?: string;
  excerpt?: string;
  text?: string;
  keywords?: string[];
}

export function version(lang: LanguageCode, slug: string, fields: VersionFields = {}): StoredVersion {
  const title = fields.title ?? `Title of ${slug}`;
  const text = fields.text ?? `Body of ${slug}.`;
  return {
    lang,
    slug,
    title,
    excerpt: fields.excerpt ?? `Excerpt of ${slug}.`,
    markdown: `## ${title}\n\n${text}`,
    keywords: fields.keywords ?? [],
    seoTitle: title.slice(0, 60),
    seoDescription: `About ${slug}`,
    cover: { src: `/blog/covers/${slug}.svg`, alt: `Cover of ${slug}`, width: 1200, height: 630 },
    html: `<h2 id="t">${title}</h2><p>${text}</p>`,
    toc: [{ id: 't', text: title, level: 2 }],
    readingMinutes: 1,
    text,
  };
}

export interface ArticleFields {
  tags?: ArticleTag[];
  status?: ArticleStatus;
  publishedAt?: string;
  updatedAt?: string;
}

export function article(id: string, versions: StoredVersion[], fields: ArticleFields = {}): Article {
  const publishedAt = new Date(fields.publishedAt ?? '2026-01-01T00:00:00Z');
  return {
    id,
    tags: fields.tags ?? [],
    status: fields.status ?? 'published',
    publishedAt,
    updatedAt: fields.updatedAt ? new Date(fields.updatedAt) : publishedAt,
    versions,
  };
}

/** "Now" for the suites: after every fixture's date unless a test says otherwise. */
export const now = new Date('2026-06-01T00:00:00Z');
