/**
 * The links and images markdown-it may create at all (its first wall; sanitise.ts is the second): http, https and
 * mailto, or relative. The scheme is read the way a browser reads it (WHATWG URL): tabs and line breaks anywhere
 * are dropped and leading control characters and spaces trimmed, so "jav\tascript:" counts as "javascript:".
 * A destination refused here stays text, visible to the reader.
 */
const allowedSchemes = new Set(['http', 'https', 'mailto']);
const ignoredByBrowsers = /[\t\n\r]/g;
const scheme = /^([a-z][a-z\d+.-]*):/i;

export function isAllowedUrl(url: string): boolean {
  const probe = url.replace(ignoredByBrowsers, '');
  let start = 0;
  while (start < probe.length && probe.charCodeAt(start) <= 0x20) start += 1;
  const found = scheme.exec(probe.slice(start));
  return !found || allowedSchemes.has(found[1]!.toLowerCase());
}

/** A link that leaves the site: it gets rel="noopener noreferrer" (and opens in the same tab, the reader's choice). */
export const isExternal = (href: string): boolean => /^https?:\/\//i.test(href);
