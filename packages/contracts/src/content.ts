import * as z from 'zod/mini';
import { languageCode } from './languages.ts';
import { articleTag } from './tags.ts';

/** Field and page caps of the public blog API. */
export const contentLimits = {
  queryLength: 200,
  maxPage: 500,
  maxPerPage: 24,
  defaultPerPage: 9,
  slugLength: 120,
  relatedArticles: 3,
} as const;

const count = z.number().check(z.int(), z.minimum(0));
const isoTime = z.iso.datetime({ offset: true });

/**
 * Lower-case letters and digits of any script (with their combining marks, and modifier letters such as Japanese's
 * long-vowel mark), joined by single hyphens: what an address bar shows unescaped. Linear: each hyphen starts a word.
 */
export const articleSlug = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(contentLimits.slugLength),
    z.regex(
      /^[\p{Ll}\p{Lm}\p{Lo}\p{Nd}][\p{Ll}\p{Lm}\p{Lo}\p{Nd}\p{M}]*(?:-[\p{Ll}\p{Lm}\p{Lo}\p{Nd}][\p{Ll}\p{Lm}\p{Lo}\p{Nd}\p{M}]*)*$/u,
      'must be lower-case words joined by hyphens',
    ),
  );

/** An article's publication state; only `published`, and `scheduled` once its date has come, are public. */
export const articleStatus = z.enum(['draft', 'scheduled', 'published']);
export type ArticleStatus = z.output<typeof articleStatus>;

/** A piece of a text with the search's matching words marked: rendered as text, never as HTML. */
export const markedText = z.array(z.object({ text: z.string(), mark: z.optional(z.literal(true)) }));

/** One modern format of a media-library image: its MIME type and its widths (`/media/{id}/{w}.avif 640w, …`). */
export const imageSource = z.object({ type: z.string(), srcset: z.string() });

/**
 * An article's cover. A media-library image (#16) also has `sources` (AVIF then WebP), `srcset` (the fallback
 * format's widths, `src` being one of them) and `placeholder` (a tiny data: URL shown blurred until it loads):
 * pages render a `<picture>` with `sizes`, so no browser loads a wider file than it shows. The sample covers are
 * static files and have `src` alone.
 */
export const coverImage = z.object({
  src: z.string(),
  alt: z.string(),
  width: count,
  height: count,
  sources: z.optional(z.array(imageSource)),
  srcset: z.optional(z.string()),
  placeholder: z.optional(z.string()),
  /** Where a crop keeps its centre (the media library's focal point): fractions of the width and height. */
  focal: z.optional(z.object({ x: z.number(), y: z.number() })),
});
export type CoverImage = z.output<typeof coverImage>;

/** One language version of an article as a list shows it. */
export const articleCard = z.object({
  id: z.string(),
  lang: languageCode,
  slug: articleSlug,
  /** The page's address on this site: `/blog/{slug}`, with `?lang=` only when another language uses the same slug. */
  path: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover: z.nullable(coverImage),
  tags: z.array(articleTag),
  publishedAt: isoTime,
  updatedAt: isoTime,
  readingMinutes: count,
  views: count,
  /** With a search: the title and excerpt with the matching words marked. */
  highlight: z.optional(z.object({ title: markedText, excerpt: markedText })),
});
export type ArticleCard = z.output<typeof articleCard>;

const pageNumber = (fallback: number, max: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)), fallback);

/** `GET /api/content/articles`: newest first, or best match first with `q`; every filter optional. */
export const articleListQuery = z.strictObject({
  q: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(contentLimits.queryLength),
      z.refine((q) => !/\p{Cc}/u.test(q), 'must not contain control characters'),
    ),
  ),
  tag: z.optional(articleTag),
  lang: z.optional(languageCode),
  page: pageNumber(1, contentLimits.maxPage),
  perPage: pageNumber(contentLimits.defaultPerPage, contentLimits.maxPerPage),
});
export type ArticleListQuery = z.output<typeof articleListQuery>;

/** A page past the last is an empty page, not an error: `pageCount` tells where the list ends. */
export const articleList = z.object({
  items: z.array(articleCard),
  total: count,
  page: count,
  perPage: count,
  pageCount: count,
});
export type ArticleList = z.output<typeof articleList>;

export const articleParams = z.object({ slug: articleSlug });
/** Without `lang`: the version with this slug, English first when several languages share the slug. */
export const articleQuery = z.strictObject({ lang: z.optional(languageCode) });

export const tocEntry = z.object({
  id: z.string(),
  text: z.string(),
  level: z.number().check(z.int(), z.minimum(2), z.maximum(4)),
});
export const articleLink = z.object({ lang: languageCode, slug: articleSlug, path: z.string(), title: z.string() });

/** One language version of an article, whole: its body is sanitised HTML rendered once when it was saved. */
export const articleDetail = z.object({
  ...articleCard.shape,
  html: z.string(),
  toc: z.array(tocEntry),
  keywords: z.array(z.string()),
  seoTitle: z.string(),
  seoDescription: z.string(),
  /**
   * The absolute address search engines should treat as the original (an article first published elsewhere): the
   * page's canonical link names it. Absent: the page's own address is its canonical one.
   */
  canonicalUrl: z.optional(z.string()),
  /** Every language this article exists in, this one included. */
  versions: z.array(articleLink),
  /** The neighbours in publication order within this language. */
  previous: z.nullable(articleLink),
  next: z.nullable(articleLink),
  related: z.array(articleCard),
});
export type ArticleDetail = z.output<typeof articleDetail>;

export const tagListQuery = z.strictObject({ lang: z.optional(languageCode) });
/** Tags in use by public articles (in one language with `lang`), most used first. */
export const tagList = z.object({ tags: z.array(z.object({ slug: articleTag, count })) });

/** A reader opened an article: counted once per visit (no cookie, no stored address). */
export const articleView = z.strictObject({ slug: articleSlug, lang: languageCode });
