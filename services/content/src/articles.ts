import type { LanguageCode, ArticleTag } from '@portfolio/contracts';

export type ArticleStatus = 'draft' | 'scheduled' | 'published';

export interface Cover {
  src: string;
  alt: string;
  width: number;
  height: number;
  /**
   * A raster rendition of `src` (same size) for link previews, which ignore SVG: the pages' og:image. The SPA
   * and the public API show `src` alone.
   */
  social?: string;
  /** A media-library image (#16): its AVIF and WebP widths, as the contract's coverImage has them. */
  sources?: { type: string; srcset: string }[];
  /** The fallback format's widths, `src` among them. */
  srcset?: string;
  /** A tiny blurred data: URL shown until the image loads. */
  placeholder?: string;
  /** The media library's focal point: where a crop to the layout's shape keeps its centre. */
  focal?: { x: number; y: number };
}

export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

/** What an author writes for one language version. */
export interface VersionSource {
  lang: LanguageCode;
  slug: string;
  title: string;
  excerpt: string;
  markdown: string;
  keywords: string[];
  seoTitle: string;
  seoDescription: string;
  cover: Cover | null;
  /**
   * The absolute address search engines should treat as the original, when the article was first published
   * elsewhere: the page's `<link rel="canonical">` names it instead of our own address. Absent: our own.
   */
  canonicalUrl?: string;
}

/** What the server derives from the Markdown once per save (markdown/render.ts). */
export interface RenderedBody {
  /** Sanitised HTML, headings with ids, code highlighted. */
  html: string;
  toc: TocEntry[];
  readingMinutes: number;
  /** The body as plain text, for search and feeds' summaries. */
  text: string;
}

export type StoredVersion = VersionSource & RenderedBody;

/** One article: one identity, one version per language. */
export interface Article {
  id: string;
  tags: ArticleTag[];
  status: ArticleStatus;
  publishedAt: Date;
  updatedAt: Date;
  versions: StoredVersion[];
}
