/**
 * Ids the site's own markup gives its elements (the SPA's root, the skip link's target, the crawler-readable block,
 * sections of the home page…). An article's headings never take one of them: a heading "Main" or "Root" would
 * otherwise become the skip link's target or the element the SPA mounts into. A toolchain test keeps this list in step
 * with the ids written in web/ and in the content service's pages.
 */
export const pageElementIds: readonly string[] = [
  'companies',
  'contact',
  'documentation',
  'first-visit-preloads',
  'game2048',
  'hero-title',
  'import-report-title',
  'issue-title',
  'languages-title',
  'latest-articles',
  'main',
  'memory',
  'message-subject',
  'occurrences-title',
  'performance-title',
  'prerendered',
  'prerendered-data',
  'reader-events',
  'reader-state',
  'reader-voices',
  'presentation',
  'related-title',
  'root',
  'screen-error-title',
  'skills',
  'skip-link',
  'snake',
  'stats',
  'toc-title',
  'tools',
];
