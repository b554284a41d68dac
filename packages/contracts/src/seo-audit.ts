import * as z from 'zod/mini';
import { languageCode } from './languages.ts';
import { limits } from './limits.ts';
import { seoLimits } from './seo-settings.ts';

/**
 * The SEO audit (#19): every public page in every language, rendered as crawlers get it, checked for what search
 * engines and link previews look at. Each finding names the screen that fixes it, so the web links straight there.
 */
export const seoAuditLimits = {
  /** Lengths in characters, the SEO screen's advice: Google cuts a title near 60, a description near 155. */
  title: seoLimits.titleAdvice,
  description: seoLimits.descriptionAdvice,
  /** Findings in one answer: a site with every article broken the same way is still one readable list. */
  findings: 5000,
} as const;

export const seoAuditKinds = [
  'missing-title',
  'duplicate-title',
  'title-too-short',
  'title-too-long',
  'missing-description',
  'duplicate-description',
  'description-too-short',
  'description-too-long',
  'missing-social-image',
  'image-without-alt',
  'broken-link',
  'missing-alternate',
  'blocked-by-robots',
] as const;
export const seoAuditKind = z.enum(seoAuditKinds);
export type SeoAuditKind = z.output<typeof seoAuditKind>;

/**
 * The admin screen that fixes a finding: the site's texts (`/admin/content`), the SEO settings (`/admin/seo`), an
 * article in the editor, an image in the media library, or the technical SEO screen (robots.txt, redirects).
 */
export const seoAuditFix = z.discriminatedUnion('screen', [
  z.object({ screen: z.literal('content') }),
  z.object({ screen: z.literal('seo') }),
  z.object({ screen: z.literal('editor'), articleId: z.string() }),
  z.object({ screen: z.literal('media'), mediaId: z.string() }),
  z.object({ screen: z.literal('seo-management') }),
]);
export type SeoAuditFix = z.output<typeof seoAuditFix>;

/** A page in one language: its path without the query (`/`, `/blog`, `/games`, `/blog/{slug}`). */
export const seoAuditPage = z.object({ path: z.string(), lang: languageCode });
export type SeoAuditPage = z.output<typeof seoAuditPage>;

/**
 * What a finding is about, as data for the web to word in the reader's language. `text`: the title or description
 * concerned, an image's address or a link's target; `length` and `limit`: for the length findings; `pages`: the
 * other pages sharing a duplicate; `languages`: the site's languages a page names no alternate for; `agent` and
 * `rule`: the robots.txt group and line that block the page.
 */
export const seoAuditDetail = z.object({
  text: z.optional(z.string()),
  length: z.optional(z.number()),
  limit: z.optional(z.object({ min: z.number(), max: z.number() })),
  pages: z.optional(z.array(seoAuditPage)),
  languages: z.optional(z.array(languageCode)),
  agent: z.optional(z.string()),
  rule: z.optional(z.string()),
});
export type SeoAuditDetail = z.output<typeof seoAuditDetail>;

export const seoAuditFinding = z.object({
  kind: seoAuditKind,
  page: z.string(),
  lang: languageCode,
  /** The page's own address in its language (`pagePathIn`), to open it. */
  url: z.string(),
  detail: seoAuditDetail,
  fix: seoAuditFix,
});
export type SeoAuditFinding = z.output<typeof seoAuditFinding>;

/** `GET /api/admin/content/seo-audit`: findings ordered by page, language, then kind. */
export const seoAuditReport = z.object({
  generatedAt: z.iso.datetime(),
  /** Pages audited (a page in one language counts once). */
  pages: z.number(),
  findings: z.array(seoAuditFinding),
  /** More findings than `seoAuditLimits.findings`: the rest were left out. */
  truncated: z.boolean(),
});
export type SeoAuditReport = z.output<typeof seoAuditReport>;

/** As many paths as the analytics service lists at most (topPathsLimits.maxLimit). */
export const notFoundLimits = { paths: 500 } as const;
/** The largest body: every path at its longest, quoted and separated. */
export const notFoundBodyBytes = notFoundLimits.paths * (limits.pathLength + 8) + 64;

const visitedPath = z.string().check(z.minLength(1), z.maxLength(limits.pathLength), z.startsWith('/'));

/** `POST /api/admin/content/not-found`: paths as the analytics service counts them (no query string). */
export const notFoundQuery = z.strictObject({
  paths: z.array(visitedPath).check(z.minLength(1), z.maxLength(notFoundLimits.paths)),
});
export type NotFoundQuery = z.output<typeof notFoundQuery>;

/**
 * What a path is on the site today: a page (of the SPA or the content service), a public article, a file (media,
 * documents, feeds), one of the redirects (the administrator's or an article's former slug), or nothing: not found.
 */
export const visitedPathStatus = z.enum(['page', 'article', 'file', 'redirect', 'not-found']);
export type VisitedPathStatus = z.output<typeof visitedPathStatus>;

export const notFoundAnswer = z.object({
  paths: z.array(z.object({ path: z.string(), status: visitedPathStatus })),
});
export type NotFoundAnswer = z.output<typeof notFoundAnswer>;
