import * as z from 'zod/mini';
import { articleStatus } from './content.ts';
import { editorialId, isPublicHost } from './editorial.ts';
import { languageCode } from './languages.ts';
import { singleLine } from './mail.ts';
import { mediaId } from './media.ts';

/**
 * The site's SEO settings (#19): site-wide (name, title pattern, default description and social image, social
 * handles, who the site is about for structured data) and per-page overrides of the home page, the blog list and
 * the games page, per language. How a page's head is made from them: seo-head.ts.
 */
export const seoLimits = {
  siteNameLength: 80,
  titlePatternLength: 120,
  titleLength: 200,
  descriptionLength: 400,
  entityNameLength: 120,
  urlLength: 500,
  sameAsCount: 10,
  /** What search engines show before they cut (Google's result: ~60 characters, ~155): guidance, not a refusal. */
  titleAdvice: { min: 30, max: 60 },
  descriptionAdvice: { min: 70, max: 155 },
} as const;

/** The pages whose head the settings decide (articles keep their own SEO fields). */
export const seoPages = ['home', 'blog', 'games'] as const;
export const seoPage = z.enum(seoPages);
export type SeoPage = z.output<typeof seoPage>;

const count = z.number().check(z.int(), z.minimum(0));
const isoTime = z.iso.datetime({ offset: true });
const required = (max: number) => singleLine(max).check(z.minLength(1, 'must not be empty'));

/** `{page}` and `{site}` are the only placeholders; linear: each is removed, then no brace may remain. */
const onlyKnownPlaceholders = (pattern: string) =>
  !/[{}]/.test(pattern.replaceAll('{page}', '').replaceAll('{site}', ''));

/** How a page's default title is written: `{page}` its name (required), `{site}` the site's name. */
export const titlePattern = required(seoLimits.titlePatternLength).check(
  z.refine((pattern) => pattern.includes('{page}'), 'must contain {page}'),
  z.refine(onlyKnownPlaceholders, 'may only use the placeholders {page} and {site}'),
);

/** An absolute http(s) address on a public host, kept as URL writes it (see editorial's canonicalUrl). */
export const publicUrl = z.url({ protocol: /^https?$/ }).check(
  z.maxLength(seoLimits.urlLength),
  z.refine(isPublicHost, 'must be an address on a public host name, without credentials'),
  z.overwrite((address) => URL.parse(address)?.href ?? address),
);

/** A handle as typed, a leading `@` dropped; empty: none. Each pattern reads every character at most once. */
const handle = (pattern: RegExp, message: string) =>
  z.union([
    z.literal(''),
    z.string().check(
      z.trim(),
      z.maxLength(300),
      z.overwrite((value) => value.replace(/^@/, '')),
      z.regex(pattern, message),
    ),
  ]);

/** The site's accounts elsewhere: twitter:site, and the structured data's sameAs (their profile addresses). */
export const socialHandles = z.strictObject({
  /** X (Twitter): `camille` (1–15 letters, digits, underscores). */
  x: handle(/^[A-Za-z0-9_]{1,15}$/, 'must be an X handle: 1 to 15 letters, digits or underscores'),
  /** GitHub: `camille-laurent`. */
  github: handle(/^[A-Za-z0-9](?:-?[A-Za-z0-9]){0,38}$/, 'must be a GitHub user or organisation name'),
  /** LinkedIn: `in/camille-laurent` or `company/acme` (a bare name is a person's `in/`). */
  linkedin: handle(
    /^(?:(?:in|company)\/)?[A-Za-z0-9][A-Za-z0-9_-]{2,99}$/,
    'must be a LinkedIn profile name, as in in/name or company/name',
  ),
  /** Mastodon: `camille@mastodon.social`. */
  mastodon: handle(/^[A-Za-z0-9_]{1,30}@[a-z0-9-]+(?:\.[a-z0-9-]+)+$/, 'must be a Mastodon address: user@instance'),
  /** Bluesky: `camille.bsky.social`. */
  bluesky: handle(/^[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,10}$/, 'must be a Bluesky handle: name.bsky.social'),
});
export type SocialHandles = z.output<typeof socialHandles>;

/** Who the site is about, for structured data (schema.org Person or Organization). */
export const seoEntity = z.strictObject({
  type: z.enum(['Person', 'Organization']),
  name: required(seoLimits.entityNameLength),
  /** Empty: the site's home page. */
  url: z.union([z.literal(''), publicUrl]),
  /** A media-library image, or none. */
  image: z.nullable(mediaId),
  /** Other profiles of the same person or organisation; the handles' profiles are added to them. */
  sameAs: z.array(publicUrl).check(z.maxLength(seoLimits.sameAsCount)),
});
export type SeoEntity = z.output<typeof seoEntity>;

/** One page in one language; an empty text or a null image falls back to the site-wide default. */
export const seoPageOverride = z.strictObject({
  title: singleLine(seoLimits.titleLength),
  description: singleLine(seoLimits.descriptionLength),
  image: z.nullable(mediaId),
  /** Ask search engines not to index the page (`<meta name="robots" content="noindex">`). */
  noindex: z.boolean(),
});
export type SeoPageOverride = z.output<typeof seoPageOverride>;

const perLanguageOverrides = z.partialRecord(languageCode, seoPageOverride);
export const seoPageOverrides = z.strictObject({
  home: perLanguageOverrides,
  blog: perLanguageOverrides,
  games: perLanguageOverrides,
});

/** The settings as a whole: what `PUT /api/admin/content/seo` takes and the admin read gives back. */
export const seoSettings = z.strictObject({
  siteName: required(seoLimits.siteNameLength),
  titlePattern,
  /** Per language; a page without its own description shows it (else the page's built-in one). */
  defaultDescription: z.partialRecord(languageCode, singleLine(seoLimits.descriptionLength)),
  /** A media-library image shown by link previews of pages without their own. */
  defaultImage: z.nullable(mediaId),
  social: socialHandles,
  entity: seoEntity,
  pages: seoPageOverrides,
});
export type SeoSettings = z.output<typeof seoSettings>;

/** An image the settings name, as the media library has it now (for the screen's previews). */
export const seoImage = z.object({
  id: mediaId,
  /** Site-relative: the raster rendition link previews take. */
  url: z.string(),
  width: count,
  height: count,
  alt: z.partialRecord(languageCode, z.string()),
});
export type SeoImage = z.output<typeof seoImage>;

/** The admin read: the settings (the defaults before the first save), when saved, and the images they name. */
export const seoSettingsView = z.object({
  settings: seoSettings,
  updatedAt: z.nullable(isoTime),
  /** The named images the library still has; one named but missing (deleted since) is absent. */
  images: z.array(seoImage),
});
export type SeoSettingsView = z.output<typeof seoSettingsView>;

/* ------------------------------------------------------------------ public: the SPA's page heads */

export const seoHeadQuery = z.strictObject({ lang: z.optional(languageCode) });

/** A page's share image, absolute, as og:image takes it. */
export const seoShareImage = z.object({
  url: z.string(),
  type: z.string(),
  width: count,
  height: count,
  alt: z.string(),
});

/** What a page's head shows in one language, every fallback applied. */
export const seoPageHead = z.object({
  title: z.string(),
  description: z.string(),
  noindex: z.boolean(),
  image: z.nullable(seoShareImage),
});
export type SeoPageHead = z.output<typeof seoPageHead>;

/** `GET /api/content/seo?lang=`: the three pages' heads in one language. */
export const publicSeo = z.object({
  lang: languageCode,
  siteName: z.string(),
  /** `@handle` (twitter:site), or null. */
  twitterSite: z.nullable(z.string()),
  pages: z.object({ home: seoPageHead, blog: seoPageHead, games: seoPageHead }),
});
export type PublicSeo = z.output<typeof publicSeo>;

/* ------------------------------------------------------------------ articles lacking their own SEO fields */

/** What a language version lacks: its SEO title, its SEO description, a cover, the cover's alt text. */
export const seoGap = z.enum(['seoTitle', 'seoDescription', 'cover', 'coverAlt']);
export type SeoGap = z.output<typeof seoGap>;

export const articleSeoGaps = z.object({
  /** Articles not in the trash with at least one gap, most recently changed first; edit at /admin/blog/edit/{id}. */
  items: z.array(
    z.object({
      id: editorialId,
      title: z.string(),
      status: articleStatus,
      languages: z.array(z.object({ lang: languageCode, missing: z.array(seoGap) })),
    }),
  ),
  total: count,
});
export type ArticleSeoGaps = z.output<typeof articleSeoGaps>;
