import type { StateCore, Token } from 'markdown-it';
import { pageElementIds } from '@portfolio/contracts';
import type { TocEntry } from '../articles.ts';

/** Headings that get an id and an anchor link; the table of contents lists the upper two of them. */
const anchoredLevels = new Set([2, 3, 4]);
const tocLevels = new Set([2, 3]);
/** Ids stay readable in a URL's fragment. */
const maxIdLength = 64;

/** Anything that is not a letter, a digit or a combining mark (which some scripts' letters need). */
const separators = /[^\p{L}\p{N}\p{M}]+/gu;

/**
 * The id of a heading from its text, the same in every script: Unicode letters and digits kept, lower case, every
 * other run of characters one hyphen. "Qu'est-ce que React ?" gives "qu-est-ce-que-react", "ما هو React؟" gives
 * "ما-هو-react", "React とは" gives "react-とは". A heading of only punctuation gets "section".
 */
export function headingId(text: string): string {
  const hyphenated = text.normalize('NFKC').toLowerCase().replace(separators, '-');
  const trimmed = Array.from(trimHyphens(hyphenated)).slice(0, maxIdLength).join('');
  return trimHyphens(trimmed) || 'section';
}

/** Separators were collapsed into single hyphens, so at most one is cut at each end. */
function trimHyphens(text: string): string {
  const start = text.startsWith('-') ? 1 : 0;
  const end = text.endsWith('-') ? text.length - 1 : text.length;
  return start < end ? text.slice(start, end) : '';
}

/**
 * One id per heading in a body: a repeated heading gets "-2", "-3"… (never an id another heading already has, nor one
 * the page's own markup uses: a heading "Root" is "root-2"). Each base remembers the next suffix to try, so a
 * thousand equal headings cost a thousand steps, not a million.
 */
function uniqueIds(reserved: readonly string[] = pageElementIds): (base: string) => string {
  const used = new Set<string>(reserved);
  const nextSuffix = new Map<string, number>();
  return (base) => {
    let id = base;
    let suffix = nextSuffix.get(base) ?? 2;
    while (used.has(id)) {
      id = `${base}-${suffix}`;
      suffix += 1;
    }
    nextSuffix.set(base, suffix);
    used.add(id);
    return id;
  };
}

/** The text a reader sees in an inline token: its text and code pieces, its images' alternative text. */
export function inlineText(inline: Token | undefined): string {
  let text = '';
  for (const child of inline?.children ?? []) {
    if (child.type === 'text' || child.type === 'code_inline') text += child.content;
    else if (child.type === 'softbreak' || child.type === 'hardbreak') text += ' ';
    else if (child.type === 'image') text += inlineText(child);
  }
  return text;
}

/** What the heading rule leaves on a heading's opening token for the renderer (the anchor link). */
export interface HeadingMeta {
  id: string;
  text: string;
}

/**
 * A core rule: the body's h1 becomes an h2 (the page's title is the only h1), h2–h4 get an id, and the table of
 * contents (h2–h3) is collected into `env.toc`.
 */
export function headingRule(state: StateCore): void {
  const env = state.env as { toc: TocEntry[] };
  const idOf = uniqueIds();
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (token.type !== 'heading_open' && token.type !== 'heading_close') continue;
    if (token.tag === 'h1') token.tag = 'h2';
    const level = Number(token.tag.slice(1));
    if (token.type === 'heading_close' || !anchoredLevels.has(level)) continue;
    const text = inlineText(tokens[i + 1])
      .replace(/\s+/g, ' ')
      .trim();
    const id = idOf(headingId(text));
    token.attrSet('id', id);
    token.meta = { id, text } satisfies HeadingMeta;
    if (tocLevels.has(level)) env.toc.push({ id, text, level });
  }
}
