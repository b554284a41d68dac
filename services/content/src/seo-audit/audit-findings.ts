import {
  languageCodes,
  robotsAllows,
  seoAuditKinds,
  seoAuditLimits,
  type LanguageCode,
  type ParsedRobots,
  type SeoAuditFinding,
  type SeoAuditFix,
  type SeoAuditKind,
  type VisitedPathStatus,
} from '@portfolio/contracts';
import type { PageFacts } from './page-facts.ts';

/** Whose page it is: one of the site's pages (its head set in the SEO settings), or an article's version. */
export type PageOwner = { kind: 'site' } | { kind: 'article'; articleId: string };

/** A page in one language, as rendered for crawlers. */
export interface AuditedPage {
  /** Its path without the query: `/`, `/blog`, `/games`, `/blog/{slug}`. */
  path: string;
  lang: LanguageCode;
  /** Its address in its language, as the site links it. */
  url: string;
  owner: PageOwner;
  facts: PageFacts;
}

/** What the audit knows of the site besides each page: how every internal target resolves, and robots.txt. */
export interface SiteKnowledge {
  /** Each internal path a page links to or shows (no query), resolved. */
  targets: ReadonlyMap<string, VisitedPathStatus>;
  robots: Pick<ParsedRobots, 'groups'>;
  /** A page's image address → the article whose cover it is (a card on the home page or the blog list). */
  coverOwners: ReadonlyMap<string, string>;
  /** The site's origin: addresses on it are internal. */
  origin: string;
}

/** The crawlers whose access the audit checks: any (`*`), then the two largest search engines by name. */
export const auditedAgents = ['*', 'Googlebot', 'Bingbot'] as const;

const mediaPath = /^\/media\/([A-Za-z0-9_-]{1,64})\//;
const characters = (text: string) => [...text].length;

/** The path of an internal address (absolute on our origin, or a path), or undefined for another site or scheme. */
export function internalPath(href: string, origin: string, base: string): string | undefined {
  if (!URL.canParse(href, base)) return undefined;
  const url = new URL(href, base);
  return url.origin === origin ? url.pathname : undefined;
}

/** Every address a page points crawlers to: its links, its images, its alternates and its social image. */
export const linkedAddresses = (facts: PageFacts) => [
  ...facts.links,
  ...facts.images.map((image) => image.src),
  ...facts.alternates.map((alternate) => alternate.href),
  ...(facts.image ? [facts.image] : []),
];

/** The screen that fixes a page's texts, links and alternates: the SEO settings for the site's pages, else the editor. */
const ownerFix = (owner: PageOwner, site: SeoAuditFix['screen'] = 'seo'): SeoAuditFix =>
  owner.kind === 'article' ? { screen: 'editor', articleId: owner.articleId } : ({ screen: site } as SeoAuditFix);

function imageFix(page: AuditedPage, path: string | undefined, knowledge: SiteKnowledge): SeoAuditFix {
  const media = path === undefined ? null : mediaPath.exec(path);
  if (media) return { screen: 'media', mediaId: media[1]! };
  const cover = path === undefined ? undefined : knowledge.coverOwners.get(path);
  if (page.owner.kind === 'article') return ownerFix(page.owner);
  return cover ? { screen: 'editor', articleId: cover } : { screen: 'content' };
}

function lengthFinding(
  kind: { short: SeoAuditKind; long: SeoAuditKind },
  text: string,
  limit: { min: number; max: number },
) {
  const length = characters(text);
  if (length < limit.min) return { kind: kind.short, detail: { text, length, limit: { ...limit } } };
  if (length > limit.max) return { kind: kind.long, detail: { text, length, limit: { ...limit } } };
  return undefined;
}

type Add = (kind: SeoAuditKind, detail: SeoAuditFinding['detail'], fix: SeoAuditFix) => void;

/** What search engines read: texts and their lengths, the share image, alternates, and robots.txt's word on it. */
function searchFindings(page: AuditedPage, knowledge: SiteKnowledge, add: Add) {
  const { facts, owner } = page;
  if (!facts.title) add('missing-title', {}, ownerFix(owner));
  const title =
    facts.title &&
    lengthFinding({ short: 'title-too-short', long: 'title-too-long' }, facts.title, seoAuditLimits.title);
  if (title) add(title.kind, title.detail, ownerFix(owner));
  if (!facts.description) add('missing-description', {}, ownerFix(owner));
  const description =
    facts.description &&
    lengthFinding(
      { short: 'description-too-short', long: 'description-too-long' },
      facts.description,
      seoAuditLimits.description,
    );
  if (description) add(description.kind, description.detail, ownerFix(owner));
  if (!facts.image) add('missing-social-image', {}, ownerFix(owner));
  const named = new Set(facts.alternates.map((a) => a.hreflang));
  const missing = languageCodes.filter((lang) => !named.has(lang));
  if (missing.length > 0) add('missing-alternate', { languages: missing }, ownerFix(owner, 'seo-management'));

  const address = new URL(page.url, knowledge.origin);
  for (const agent of auditedAgents) {
    const verdict = robotsAllows(knowledge.robots, agent, `${address.pathname}${address.search}`);
    if (verdict.allowed) continue;
    const rule = verdict.rule ? `Disallow: ${verdict.rule.value} (line ${verdict.rule.line})` : undefined;
    add('blocked-by-robots', { agent, ...(rule ? { rule } : {}) }, { screen: 'seo-management' });
    break;
  }
}

/**
 * What is wrong with one page by itself (duplicates are found across pages: `duplicateFindings`). A page that asks
 * not to be indexed is checked for what its readers meet (alt text, links) only: search engines leave it out.
 */
export function pageFindings(page: AuditedPage, knowledge: SiteKnowledge): SeoAuditFinding[] {
  const { facts, owner } = page;
  const found: SeoAuditFinding[] = [];
  const add: Add = (kind, detail, fix) =>
    found.push({ kind, page: page.path, lang: page.lang, url: page.url, detail, fix });
  if (!facts.noindex) searchFindings(page, knowledge, add);

  const base = new URL(page.url, knowledge.origin).href;
  for (const image of facts.images) {
    if (image.alt?.trim()) continue;
    add(
      'image-without-alt',
      { text: image.src },
      imageFix(page, internalPath(image.src, knowledge.origin, base), knowledge),
    );
  }
  const broken = new Set<string>();
  for (const href of linkedAddresses(facts)) {
    const path = internalPath(href, knowledge.origin, base);
    if (path === undefined || broken.has(href) || knowledge.targets.get(path) !== 'not-found') continue;
    broken.add(href);
    add('broken-link', { text: href }, ownerFix(owner, 'content'));
  }
  return found.sort((a, b) => seoAuditKinds.indexOf(a.kind) - seoAuditKinds.indexOf(b.kind));
}

/** The same page in another language (or itself): its versions may share a title ("Blog") without competing. */
const samePage = (a: AuditedPage, b: AuditedPage) =>
  a.owner.kind === 'article' && b.owner.kind === 'article'
    ? a.owner.articleId === b.owner.articleId
    : a.path === b.path;

/**
 * Different pages sharing a title, or a description: each gets a finding naming the others (at most a screenful of
 * them). Language versions of one page sharing one are not duplicates: hreflang tells search engines they are one.
 */
export function duplicateFindings(pages: readonly AuditedPage[]): SeoAuditFinding[] {
  const found: SeoAuditFinding[] = [];
  const fields = [
    { kind: 'duplicate-title', text: (p: AuditedPage) => p.facts.title },
    { kind: 'duplicate-description', text: (p: AuditedPage) => p.facts.description },
  ] as const;
  for (const field of fields) {
    const groups = new Map<string, AuditedPage[]>();
    for (const page of pages) {
      const text = page.facts.noindex ? '' : field.text(page);
      if (text) groups.set(text, [...(groups.get(text) ?? []), page]);
    }
    for (const [text, group] of groups) {
      for (const page of group) {
        const others = group.filter((other) => !samePage(other, page)).slice(0, 20);
        if (others.length === 0) continue;
        found.push({
          kind: field.kind,
          page: page.path,
          lang: page.lang,
          url: page.url,
          detail: { text, pages: others.map((o) => ({ path: o.path, lang: o.lang })) },
          fix: ownerFix(page.owner),
        });
      }
    }
  }
  return found;
}
