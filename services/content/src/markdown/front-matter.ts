/**
 * The front matter of a seed article's language version: a block of `key: value` lines between two `---` lines,
 * then the Markdown body. Strict on purpose: a misspelt or missing key is an error naming it, never a version
 * published without its SEO description.
 */
export interface FrontMatter {
  slug: string;
  title: string;
  excerpt: string;
  keywords: string[];
  seoTitle: string;
  seoDescription: string;
  coverAlt: string;
  /** What follows the closing `---` line. */
  markdown: string;
}

const requiredKeys = ['slug', 'title', 'excerpt', 'keywords', 'seoTitle', 'seoDescription', 'coverAlt'] as const;
type Key = (typeof requiredKeys)[number];
const isKey = (key: string): key is Key => (requiredKeys as readonly string[]).includes(key);

const fence = '---';

/** `file` only names the source in error messages ("seed/articles/01-x/fr.md: missing key coverAlt"). */
export function parseFrontMatter(source: string, file = 'front matter'): FrontMatter {
  const fail = (problem: string): never => {
    throw new Error(`${file}: ${problem}`);
  };
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== fence) fail(`the first line must be "${fence}"`);
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === fence);
  if (end === -1) fail(`no closing "${fence}" line after the front matter`);
  const values = new Map<Key, string>();
  lines.slice(1, end).forEach((line, index) => {
    if (!line.trim()) return;
    const colon = line.indexOf(':');
    const key = line.slice(0, Math.max(colon, 0)).trim();
    if (colon === -1 || !key) fail(`line ${index + 2} is not "key: value": ${JSON.stringify(line)}`);
    if (!isKey(key)) return fail(`unknown key "${key}" on line ${index + 2} (known: ${requiredKeys.join(', ')})`);
    if (values.has(key)) fail(`key "${key}" appears twice`);
    values.set(key, line.slice(colon + 1).trim());
  });
  const valueOf = (key: Key): string => values.get(key) || fail(`missing or empty key "${key}"`);
  const keywords = valueOf('keywords')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  if (keywords.length === 0) fail('key "keywords" lists no keyword');
  return {
    slug: valueOf('slug'),
    title: valueOf('title'),
    excerpt: valueOf('excerpt'),
    keywords,
    seoTitle: valueOf('seoTitle'),
    seoDescription: valueOf('seoDescription'),
    coverAlt: valueOf('coverAlt'),
    markdown: lines.slice(end + 1).join('\n'),
  };
}
