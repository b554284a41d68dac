import { seoAuditKinds, type SeoAuditFinding, type SeoAuditKind } from '@portfolio/contracts';
import { paths } from '@/config/paths';

/** The findings of each kind, kinds in the contract's order (titles, descriptions, images, links…), empty ones left out. */
export function findingsByKind(findings: readonly SeoAuditFinding[]): [SeoAuditKind, SeoAuditFinding[]][] {
  const groups = new Map<SeoAuditKind, SeoAuditFinding[]>();
  for (const finding of findings) {
    const group = groups.get(finding.kind);
    if (group) group.push(finding);
    else groups.set(finding.kind, [finding]);
  }
  return seoAuditKinds.flatMap((kind) => {
    const group = groups.get(kind);
    return group ? [[kind, group] as [SeoAuditKind, SeoAuditFinding[]]] : [];
  });
}

/** The `audit.fixIn` texts. */
export type FixLabel = 'content' | 'seo' | 'editor' | 'media' | 'robots' | 'seo-management';

/**
 * The screen that fixes a finding, as its address and its `audit.fixIn` text: the article in the editor, the image
 * opened in the library, robots.txt for a page it blocks (this screen's own tab)…
 */
export function fixLink({ fix, kind }: SeoAuditFinding): { href: string; label: FixLabel } {
  switch (fix.screen) {
    case 'content':
      return { href: paths.adminContent, label: 'content' };
    case 'seo':
      return { href: paths.adminSeo, label: 'seo' };
    case 'editor':
      return { href: paths.adminBlogEdit(fix.articleId), label: 'editor' };
    case 'media':
      return { href: `${paths.adminImages}?${new URLSearchParams({ image: fix.mediaId })}`, label: 'media' };
    case 'seo-management':
      return kind === 'blocked-by-robots'
        ? { href: `${paths.adminSeoManagement}?view=robots`, label: 'robots' }
        : { href: paths.adminSeoManagement, label: 'seo-management' };
  }
}

/** Which sentence of `audit.detailText` says what a finding is about, and with which values. */
export type DetailWords =
  | { key: 'text' | 'image' | 'link'; values: { text: string } }
  | { key: 'length'; values: { length: number; min: number; max: number } }
  | { key: 'sharedWith'; values: { pages: string } }
  | { key: 'languages'; values: { languages: string } }
  | { key: 'robots'; values: { agent: string; rule: string } };

/**
 * The finding's detail as sentences (the server gives data, the screen words it in the reader's language): the
 * text concerned, then what is wrong with it. `language` names a language code in the reader's language.
 */
export function detailWords(finding: SeoAuditFinding, language: (code: string) => string): DetailWords[] {
  const { kind, detail } = finding;
  const words: DetailWords[] = [];
  if (detail.text !== undefined) {
    const key = kind === 'image-without-alt' ? 'image' : kind === 'broken-link' ? 'link' : 'text';
    words.push({ key, values: { text: detail.text } });
  }
  if (detail.length !== undefined && detail.limit) {
    words.push({ key: 'length', values: { length: detail.length, ...detail.limit } });
  }
  if (detail.pages?.length) {
    const pages = detail.pages.map((page) => `${page.path} (${language(page.lang)})`).join(', ');
    words.push({ key: 'sharedWith', values: { pages } });
  }
  if (detail.languages?.length) {
    words.push({ key: 'languages', values: { languages: detail.languages.map(language).join(', ') } });
  }
  if (detail.agent !== undefined && detail.rule !== undefined) {
    words.push({ key: 'robots', values: { agent: detail.agent, rule: detail.rule } });
  }
  return words;
}
