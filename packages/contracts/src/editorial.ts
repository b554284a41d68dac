import * as z from 'zod/mini';
import { articleSlug, articleStatus, tocEntry } from './content.ts';
import { languageCode, type LanguageCode } from './languages.ts';
import { articleTag, tagLimits } from './tags.ts';

/**
 * The administrator's side of articles (#16): drafts apart from what is public, one version per language, a
 * revision number for every save so that two tabs cannot silently overwrite each other, and a history.
 */
export const editorialLimits = {
  titleLength: 200,
  excerptLength: 600,
  /** About 60,000 words: far above the 5,000-word article the autosave benchmark writes. */
  markdownLength: 400_000,
  keywordCount: 20,
  keywordLength: 60,
  seoTitleLength: 200,
  seoDescriptionLength: 400,
  /** What search engines show before they cut: the editor's guidance, not a refusal. */
  seoTitleAdvice: 60,
  seoDescriptionAdvice: 160,
  canonicalLength: 2048,
  queryLength: 200,
  perPage: 50,
  maxPage: 1000,
  /** Kept history entries per article; the oldest autosave checkpoints go first, publications are kept. */
  historyEntries: 200,
  /** An autosave becomes a history checkpoint when the last checkpoint is older than this. */
  checkpointEveryMs: 5 * 60_000,
} as const;

const count = z.number().check(z.int(), z.minimum(0));
const isoTime = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().check(z.maxLength(max));
/** Letters, digits and the like: an id the server drew (never a path separator or a dot segment). */
export const editorialId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an id'));

/**
 * A draft may have no slug yet (it is made from the title when the article is first published). Kept composed
 * (NFC): "é" sent as "e" and a combining accent is the same address to a reader, so it is the same slug.
 *
 * These admin schemas use no zod kind the public pages' do not (an overwrite check rather than a transform, a
 * plain union rather than a discriminated one, coercion): zod's schema kinds are one module, downloaded whole
 * with the visitor's first calls, and each kind used anywhere joins it.
 */
export const draftSlug = z.union([z.literal(''), articleSlug]).check(z.overwrite((slug) => slug.normalize('NFC')));

/**
 * A host search engines can reach: dot-separated labels of letters, digits and hyphens (an internationalised name
 * as URL writes it, `xn--…`, so that `пример.рф` is one), the last one not all digits (no IP address), and no
 * credentials in the address. Linear: each dot starts a label.
 */
export function isPublicHost(address: string): boolean {
  const url = URL.parse(address);
  if (!url || url.username !== '' || url.password !== '') return false;
  const { hostname } = url;
  return /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/.test(hostname) && /[a-z]/.test(hostname.slice(hostname.lastIndexOf('.') + 1));
}

/**
 * Empty, or the absolute http(s) address search engines should treat as the original (an article first published
 * elsewhere), kept as URL writes it: a control, bidirectional or quote character the administrator pasted is
 * percent-encoded before it reaches a page's head.
 */
export const canonicalUrl = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/ }).check(
    z.maxLength(editorialLimits.canonicalLength),
    z.refine(isPublicHost, 'must be an address on a public host name, without credentials'),
    // Checks after a failed one still run (zod's format and refine issues let them): an address that does not
    // parse is left as sent, its issue already said.
    z.overwrite((address) => URL.parse(address)?.href ?? address),
  ),
]);

/**
 * An article's cover: an image of the media library (its alt text comes from the library, in each language), or
 * one of the static sample covers the seed ships (`/blog/covers/…`), which keep their own alt text.
 */
export const editorialCover = z.union([
  z.strictObject({ kind: z.literal('media'), mediaId: editorialId }),
  z.strictObject({
    kind: z.literal('static'),
    src: z.string().check(z.regex(/^\/blog\/covers\/[a-z0-9-]{1,80}\.(?:svg|jpg|png|webp)$/, 'must be a sample cover')),
    alt: text(300),
    width: count,
    height: count,
  }),
]);
export type EditorialCover = z.output<typeof editorialCover>;

/** What the administrator writes for one language version. */
export const versionDraft = z.strictObject({
  lang: languageCode,
  slug: draftSlug,
  title: text(editorialLimits.titleLength),
  excerpt: text(editorialLimits.excerptLength),
  markdown: text(editorialLimits.markdownLength),
  keywords: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(editorialLimits.keywordLength)))
    .check(z.maxLength(editorialLimits.keywordCount)),
  seoTitle: text(editorialLimits.seoTitleLength),
  seoDescription: text(editorialLimits.seoDescriptionLength),
  canonicalUrl,
});
export type VersionDraft = z.output<typeof versionDraft>;

/** A version's language and words: what the editor's draft, its history and the public pages all carry alike. */
export type VersionText = Pick<
  VersionDraft,
  'lang' | 'slug' | 'title' | 'excerpt' | 'markdown' | 'keywords' | 'seoTitle' | 'seoDescription'
>;

/** Those fields alone, copied from any kind of version (a draft's, the store's, the public pages'). */
export const versionText = (v: VersionText): VersionText => ({
  lang: v.lang,
  slug: v.slug,
  title: v.title,
  excerpt: v.excerpt,
  markdown: v.markdown,
  keywords: [...v.keywords],
  seoTitle: v.seoTitle,
  seoDescription: v.seoDescription,
});

/** A version with nothing written yet: a new language's start, and what a diff compares a missing language with. */
export const emptyVersion = (lang: LanguageCode): VersionDraft => ({
  lang,
  slug: '',
  title: '',
  excerpt: '',
  markdown: '',
  keywords: [],
  seoTitle: '',
  seoDescription: '',
  canonicalUrl: '',
});

/** A version as the editor reads it back. */
export const adminVersion = z.object({
  ...versionDraft.shape,
  /** When its words last changed. */
  editedAt: isoTime,
  /** A translation whose source language version changed after the translation was last edited. */
  outdated: z.boolean(),
  /** Its slugs before this one, in this language: each redirects to the current one once published. */
  formerSlugs: z.array(articleSlug),
  /** A draft translation an AI provider wrote (#20), until the author changes its words. */
  machineTranslated: z.boolean(),
});
export type AdminVersion = z.output<typeof adminVersion>;

/** The part of an article a save writes: everything the administrator edits, for every language at once. */
export const articleDraft = z.strictObject({
  /** The language the others translate: its changes mark them out of date. */
  sourceLang: languageCode,
  tags: z.array(articleTag).check(z.maxLength(tagLimits.perArticle)),
  cover: z.nullable(editorialCover),
  /** One per language, each language at most once, the source language among them. */
  versions: z.array(versionDraft).check(z.minLength(1), z.maxLength(10)),
});
export type ArticleDraft = z.output<typeof articleDraft>;

/**
 * The part of an article the administrator writes, as a save sends it and the history keeps it: from a draft, the
 * editor's article or the store's record, its keys always in the same order so that two drafts compare as text.
 */
export const draftOf = (
  article: Pick<ArticleDraft, 'sourceLang' | 'tags' | 'cover'> & { versions: readonly VersionDraft[] },
): ArticleDraft => ({
  sourceLang: article.sourceLang,
  tags: [...article.tags],
  cover: article.cover,
  versions: article.versions.map((v) => ({ ...versionText(v), canonicalUrl: v.canonicalUrl })),
});

/** An article as the editor sees it: the draft, and what is public of it. */
export const adminArticle = z.object({
  id: editorialId,
  /** Bumped by every write; a write names the revision it was based on (`baseRevision`). */
  revision: count,
  status: articleStatus,
  ...articleDraft.shape,
  versions: z.array(adminVersion),
  createdAt: isoTime,
  updatedAt: isoTime,
  /** The date the public pages show (first publication); null until then. */
  publishedAt: z.nullable(isoTime),
  /** When a scheduled article goes public. */
  scheduledAt: z.nullable(isoTime),
  /** The revision the public pages show, null when nothing is public. */
  liveRevision: z.nullable(count),
  /** The draft differs from the public version: publishing again would change the public page. */
  unpublishedChanges: z.boolean(),
  /** In the trash since; the public pages no longer show it. */
  deletedAt: z.nullable(isoTime),
});
export type AdminArticle = z.output<typeof adminArticle>;

export const articleIdParams = z.object({ id: editorialId });

/** `PUT …/articles/:id`: the autosave and the explicit save alike. */
export const saveArticleBody = z.strictObject({
  baseRevision: count,
  draft: articleDraft,
  /** Keep this save in the history even if the last checkpoint is recent (an explicit save, Ctrl+S). */
  checkpoint: z.optional(z.boolean()),
});

export const createArticleBody = z.strictObject({
  sourceLang: languageCode,
  title: z.optional(text(editorialLimits.titleLength)),
});

/** Publish, unpublish, trash and restore name the revision they act on, like a save. */
export const revisionBody = z.strictObject({ baseRevision: count });

export const scheduleBody = z.strictObject({
  baseRevision: count,
  /** In the future; the content service publishes it then, also after a restart. */
  at: isoTime,
});

export const adminArticleListQuery = z.strictObject({
  q: z.optional(z.string().check(z.trim(), z.maxLength(editorialLimits.queryLength))),
  status: z.optional(articleStatus),
  tag: z.optional(articleTag),
  lang: z.optional(languageCode),
  /** The trash instead of the articles. */
  trash: z.optional(z.enum(['true', 'false'])),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(editorialLimits.maxPage)), 1),
});
export type AdminArticleListQuery = z.output<typeof adminArticleListQuery>;

/** One row of `/admin/blog`. */
export const adminArticleRow = z.object({
  id: editorialId,
  status: articleStatus,
  /** In the source language, else the first version that has one. */
  title: z.string(),
  languages: z.array(languageCode),
  /** Languages whose translation is out of date. */
  outdated: z.array(languageCode),
  tags: z.array(articleTag),
  views: count,
  updatedAt: isoTime,
  publishedAt: z.nullable(isoTime),
  scheduledAt: z.nullable(isoTime),
  unpublishedChanges: z.boolean(),
  deletedAt: z.nullable(isoTime),
});
export type AdminArticleRow = z.output<typeof adminArticleRow>;

export const adminArticleList = z.object({
  items: z.array(adminArticleRow),
  total: count,
  page: count,
  pageCount: count,
});

export const historyKind = z.enum(['checkpoint', 'publish', 'schedule', 'unpublish', 'restore', 'create']);
export type HistoryKind = z.output<typeof historyKind>;

export const historyEntry = z.object({
  seq: count,
  revision: count,
  kind: historyKind,
  savedAt: isoTime,
  title: z.string(),
  languages: z.array(languageCode),
});
export const historyList = z.object({ items: z.array(historyEntry) });
export const historyParams = z.object({
  id: editorialId,
  seq: z.pipe(z.string().check(z.regex(/^\d{1,9}$/, 'must be a number')), z.coerce.number()),
});
/** One history entry whole: the draft as it was, for a diff and a restore. */
export const historySnapshot = z.object({ ...historyEntry.shape, draft: articleDraft });

/** The tags the editor offers: the 25 known and every tag an article (a draft included) uses, with counts. */
export const adminTagList = z.object({ tags: z.array(z.object({ slug: articleTag, count })) });

/** `POST …/preview`: the public page's renderer on the editor's text, so what you see is what gets published. */
export const previewBody = z.strictObject({
  lang: languageCode,
  markdown: text(editorialLimits.markdownLength),
});
export const previewResult = z.object({
  html: z.string(),
  toc: z.array(tocEntry),
  readingMinutes: count,
  words: count,
});
