import * as z from 'zod/mini';
import { languageCode } from './languages.ts';

/**
 * The media library (#16): images the administrator uploads, decided from their bytes, stripped of their
 * metadata, and kept as variants (AVIF, WebP and a fallback, at several widths) served from `/media/…` with
 * immutable caching.
 */
export const mediaLimits = {
  /** The largest upload: a 12-megapixel JPEG straight from a camera is 4–8 MB. */
  uploadBytes: 25 * 1024 * 1024,
  /** Decoded pixels: 50 megapixels. A header claiming more is refused before anything is decoded. */
  pixels: 50_000_000,
  /** Either side, whatever the count. */
  side: 16_384,
  altLength: 300,
  captionLength: 600,
  nameLength: 200,
  queryLength: 200,
  perPage: 48,
  maxPage: 1000,
  /** The variant widths, each made when the original is at least that wide (the original's width is kept too). */
  widths: [320, 640, 960, 1280, 1920, 2560],
  /**
   * How long an upload may take to answer: images are processed one at a time and up to eight more wait their turn
   * (media-library.ts), each a few seconds of work (a 12-megapixel photo about 3 s on one core, the largest four
   * times that), more on a busy machine.
   */
  uploadAnswerWithinMs: 180_000,
} as const;

/** What an upload may be, decided from its first bytes; SVG (scriptable) is refused. */
export const mediaFormats = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const;
export const mediaFormat = z.enum(mediaFormats);

/** Content types an upload may declare; the bytes decide anyway. */
export const uploadContentTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  'application/octet-stream',
] as const;

const count = z.number().check(z.int(), z.minimum(0));
const isoTime = z.iso.datetime({ offset: true });
export const mediaId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an id'));

/** A text per language; a language without one is absent. */
const perLanguage = (max: number) => z.partialRecord(languageCode, z.string().check(z.maxLength(max)));

export const mediaVariant = z.object({
  format: z.enum(['avif', 'webp', 'jpeg', 'png']),
  width: count,
  height: count,
  bytes: count,
  /** Its public address: `/media/{id}/{width}.{ext}`. */
  url: z.string(),
});
export type MediaVariant = z.output<typeof mediaVariant>;

/** Where an image is used: an article's cover, or its body in one language. */
export const mediaUsage = z.object({
  articleId: z.string(),
  title: z.string(),
  place: z.enum(['cover', 'body']),
  lang: z.optional(languageCode),
});

export const mediaItem = z.object({
  id: mediaId,
  /** The uploaded file's name, for the administrator's eyes only (never part of an address). */
  name: z.string(),
  /** What the bytes were. */
  format: mediaFormat,
  width: count,
  height: count,
  /** The upload's size. */
  bytes: count,
  createdAt: isoTime,
  alt: perLanguage(mediaLimits.altLength),
  caption: perLanguage(mediaLimits.captionLength),
  /** Where crops keep their centre: fractions of the width and height from the top-left corner. */
  focal: z.object({ x: z.number().check(z.minimum(0), z.maximum(1)), y: z.number().check(z.minimum(0), z.maximum(1)) }),
  /** A tiny blurred image as a data: URL, shown until the real one loads. */
  placeholder: z.string(),
  variants: z.array(mediaVariant),
  /** The fallback format's largest variant, for the Markdown an author inserts. */
  src: z.string(),
  usage: z.array(mediaUsage),
});
export type MediaItem = z.output<typeof mediaItem>;

export const mediaListQuery = z.strictObject({
  q: z.optional(z.string().check(z.trim(), z.maxLength(mediaLimits.queryLength))),
  /** Only images that no article uses. */
  unused: z.optional(z.enum(['true', 'false'])),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(mediaLimits.maxPage)), 1),
});
export const mediaList = z.object({ items: z.array(mediaItem), total: count, page: count, pageCount: count });

export const mediaParams = z.object({ id: mediaId });
/** The upload's file name travels in the query (the body is the file's bytes alone). */
export const uploadQuery = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(mediaLimits.nameLength)),
});

/** `PATCH …/media/:id`: only what is given changes; an empty text removes that language's. */
export const mediaPatch = z.strictObject({
  alt: z.optional(perLanguage(mediaLimits.altLength)),
  caption: z.optional(perLanguage(mediaLimits.captionLength)),
  focal: z.optional(
    z.object({ x: z.number().check(z.minimum(0), z.maximum(1)), y: z.number().check(z.minimum(0), z.maximum(1)) }),
  ),
});
