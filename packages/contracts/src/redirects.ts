import * as z from 'zod/mini';
import { robotsLimits } from './robots.ts';

/**
 * Redirects (#19): a path of the site answered with 301 (permanent), 302 (temporary) or 410 (gone) by the content
 * service, which the gateway and the single-machine dispatcher ask for every page and every path outside /api,
 * /admin and the SPA's assets. A source is a canonical path (exact case, no dot segment, no empty segment, no
 * trailing slash, no encoded separator), exact or a prefix ending `/*` whose rest carries over to a target ending
 * `/*`. A target is a path of this site, or another site's http(s) address when `allowExternal` says so.
 */
export const redirectLimits = {
  sourceLength: 512,
  targetLength: 2048,
  /** Redirects the administrator may keep; each page view looks them up by path, never scans them. */
  count: 2000,
  noteLength: 300,
} as const;

export const redirectKinds = ['permanent', 'temporary', 'gone'] as const;
export const redirectKind = z.enum(redirectKinds);
export type RedirectKind = z.output<typeof redirectKind>;
export const redirectStatus: Record<RedirectKind, 301 | 302 | 410> = { permanent: 301, temporary: 302, gone: 410 };

/**
 * Paths a redirect never takes: the API, the admin area, the SPA's hashed assets, the gateway's health check, the
 * other site documents (feeds, sitemaps, robots.txt, media, audio, documents) and the home page, in any case.
 */
const reservedPrefixes = [
  '/api',
  '/admin',
  '/assets',
  '/healthz',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemaps',
  '/feeds',
  '/media',
  '/audio',
  '/documents',
];

/** A segment: unreserved and sub-delimiter characters, `:` and `@`, or a `%XX` escape; `*` never. */
const segment = String.raw`(?:[A-Za-z0-9._~!$&'()+,;=:@-]|%[0-9A-Fa-f]{2})+`;
// Linear: each segment starts after a literal `/`, which no segment character matches.
const pathShape = new RegExp(String.raw`^(?:/${segment})+(?:/\*)?$`);
// canonical-path.ts's encodedOctetPattern, written out: importing it would import the route table, which imports
// the endpoints declared over this file (an import cycle). A contract test holds the two equal.
export const redirectAmbiguousOctet = /%(?:00|2[def]|3[0-9]|[46][1-9a-f]|[57][0-9a]|5[cf]|7e)/i;
const dotSegment = /\/\.\.?(?:\/|\*|$)/;

/** The path without its trailing `/*`: what a prefix source or target stands for. */
export const redirectBase = (path: string) => (path.endsWith('/*') ? path.slice(0, -2) : path);
export const isPrefixPattern = (path: string) => path.endsWith('/*');

/** Whether a path (a source, or a target of this site) lies under a reserved prefix, in any case. */
export function isReservedPath(path: string): boolean {
  const lower = redirectBase(path).toLowerCase();
  return lower === '' || reservedPrefixes.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

/** Why a source pattern is refused, or undefined when it is a canonical path of the site's own. */
export function sourceProblem(source: string): string | undefined {
  if (source.length > redirectLimits.sourceLength) return `must be at most ${redirectLimits.sourceLength} characters`;
  if (!pathShape.test(source)) {
    return 'must be a path such as /old-page or /old/* (no query, no empty segment, no trailing slash)';
  }
  if (dotSegment.test(source)) return 'must not contain . or .. segments';
  if (redirectAmbiguousOctet.test(source)) return 'must not encode /, \\, . or a character that needs no encoding';
  if (isReservedPath(source)) return 'must not be the home page, /api, /admin, /assets or a site file';
  return undefined;
}

/** Why a target is refused (its shape only: another site's address is allowed or not by `allowExternal`). */
export function targetProblem(target: string, source: string, allowExternal: boolean): string | undefined {
  if (target.length > redirectLimits.targetLength) return `must be at most ${redirectLimits.targetLength} characters`;
  // Control characters and spaces could split or bend the Location header; a backslash reads as `/` to browsers.
  // eslint-disable-next-line no-control-regex -- the control characters are what it refuses
  if (/[\u0000-\u0020\u007f\\]/.test(target)) return 'must not contain spaces, control characters or backslashes';
  if (isExternalTarget(target)) {
    if (!allowExternal) return 'points to another site: allow external targets to do that';
    if (!URL.canParse(target)) return 'must be a valid http(s) address';
    if (isPrefixPattern(source) !== isPrefixPattern(new URL(target).pathname)) {
      return 'must end with /* exactly when the source does';
    }
    return undefined;
  }
  if (!target.startsWith('/') || target.startsWith('//')) return 'must be a path of this site or an http(s) address';
  const path = target.split(/[?#]/)[0]!;
  if (isPrefixPattern(source) !== isPrefixPattern(path)) return 'must end with /* exactly when the source does';
  if (isPrefixPattern(path) && path !== target) return 'a /* target takes no query or fragment';
  if (dotSegment.test(path)) return 'must not contain . or .. segments';
  return undefined;
}

/** An http(s) address of another site; anything else names a path of this one. */
export const isExternalTarget = (target: string) => /^https?:\/\//i.test(target);

const isoTime = z.iso.datetime({ offset: true });
const count = z.number().check(z.int(), z.minimum(0));
export const redirectId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an id'));
export const redirectParams = z.object({ id: redirectId });

export const redirectSource = z.string().check(
  z.maxLength(redirectLimits.sourceLength),
  z.refine((source) => sourceProblem(source) === undefined, {
    message:
      'must be a canonical path of this site (e.g. /old-page or /old/*), not the home page, /api, /admin, /assets or a site file',
  }),
);

/**
 * What the administrator writes. A gone answer has no target; the others need one. The loop and chain checks need
 * the other redirects, so the service makes them (409, naming `source` or `target`).
 */
export const redirectInput = z
  .object({
    source: redirectSource,
    kind: redirectKind,
    target: z.optional(z.nullable(z.string().check(z.maxLength(redirectLimits.targetLength)))),
    allowExternal: z.optional(z.boolean()),
    note: z.optional(z.string().check(z.maxLength(redirectLimits.noteLength))),
  })
  .check(
    z.superRefine((input, ctx) => {
      const target = input.target ?? null;
      if (input.kind === 'gone') {
        if (target !== null)
          ctx.issues.push({ code: 'custom', input, path: ['target'], message: 'a gone answer has no target' });
        return;
      }
      const problem =
        target === null || target === ''
          ? 'is required for a permanent or temporary redirect'
          : targetProblem(target, input.source, input.allowExternal ?? false);
      if (problem) ctx.issues.push({ code: 'custom', input, path: ['target'], message: problem });
    }),
  );
export type RedirectInput = z.output<typeof redirectInput>;

export const redirect = z.object({
  id: redirectId,
  source: z.string(),
  kind: redirectKind,
  target: z.nullable(z.string()),
  allowExternal: z.boolean(),
  note: z.string(),
  /** Requests answered by this redirect, every one counted. */
  hits: count,
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type Redirect = z.output<typeof redirect>;

/** A former slug of an article, which its old page answers with 301 by itself (the editor's, read-only here). */
export const editorRedirect = z.object({
  source: z.string(),
  target: z.string(),
  articleId: z.string(),
  lang: z.string(),
  origin: z.literal('editor'),
});
export type EditorRedirect = z.output<typeof editorRedirect>;

export const redirectList = z.object({
  redirects: z.array(redirect),
  editor: z.array(editorRedirect),
});
export type RedirectList = z.output<typeof redirectList>;

/** robots.txt as saved: `custom` false while it is the generated default. */
export const robotsSettings = z.object({
  text: z.string(),
  custom: z.boolean(),
  updatedAt: z.nullable(isoTime),
});
export type RobotsSettings = z.output<typeof robotsSettings>;

/** A save; each refused line is a detail `lines.<number>` (1-based) naming what is wrong with it. */
export const robotsSave = z.object({ text: z.string().check(z.maxLength(robotsLimits.bytes)) });

/** "Is this path allowed for this agent?", against `text` when given (the editor's unsaved text), else the saved. */
export const robotsCheck = z.object({
  path: z.string().check(z.minLength(1), z.maxLength(robotsLimits.pathLength)),
  agent: z.string().check(z.minLength(1), z.maxLength(robotsLimits.agentLength)),
  text: z.optional(z.string().check(z.maxLength(robotsLimits.bytes))),
});
export const robotsVerdict = z.object({
  allowed: z.boolean(),
  /** The group's user-agent line that applied, or null when no group names the agent (everything allowed). */
  group: z.nullable(z.string()),
  /** The deciding rule (1-based line, directive, value), or null when no rule matched. */
  rule: z.nullable(z.object({ line: count, directive: z.enum(['allow', 'disallow']), value: z.string() })),
});
export type RobotsVerdict = z.output<typeof robotsVerdict>;

/** The sitemap as crawlers read it: the index and each file, with its URL count, size and last change. */
export const sitemapFileInfo = z.object({
  path: z.string(),
  urls: count,
  bytes: count,
  lastModified: isoTime,
});
export const sitemapInfo = z.object({
  files: z.array(sitemapFileInfo),
  /** Page URLs across the files (the index's entries are files, not pages). */
  urls: count,
  bytes: count,
  lastModified: isoTime,
});
export type SitemapInfo = z.output<typeof sitemapInfo>;
