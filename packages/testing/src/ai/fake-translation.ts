/**
 * The fake servers' "translator": rewrites the words of a Markdown text (upper case by default) and nothing else,
 * so the answer looks translated while its structure is the original's — code blocks and inline code, link and
 * image targets, image-size braces, bare addresses, entities and table rulers kept byte for byte. Line-based, so
 * the testing package needs no Markdown parser; the content service's `sameStructure` is what judges it.
 */
const fence = /^ {0,3}(`{3,}|~{3,})/;
/** Reference definitions (`[a]: /b`), table rulers (`| --- | :-: |`) and indented code: kept whole. */
const keptLines = [/^ {0,3}\[[^\]]+\]:/, /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/, /^(?: {4}|\t)/];
/** Inline spans that are not words to translate: code, a link's or image's target, braces, addresses, entities. */
const keptSpans = new RegExp(
  [
    '(`+)[\\s\\S]*?\\1',
    '\\]\\((?:[^()"]|"[^"]*")*\\)',
    '\\{[^}]*\\}',
    '<[^>\\s]+>',
    '\\b(?:https?|ftp|mailto):[^\\s)>\\]]+',
    // Dotted names (`schema.org`, `Node.js`): a fuzzy link to the Markdown parser, whose case would then matter.
    '[\\w-]+(?:\\.[\\w-]+)+',
    '&#?\\w+;',
  ].join('|'),
  'gu',
);

export type WordRewrite = (word: string) => string;
const upperCase: WordRewrite = (word) => word.toUpperCase();

function rewriteLine(line: string, rewrite: WordRewrite): string {
  let out = '';
  let last = 0;
  for (const match of line.matchAll(keptSpans)) {
    out += line.slice(last, match.index).replace(/\p{L}+/gu, rewrite) + match[0];
    last = match.index + match[0].length;
  }
  return out + line.slice(last).replace(/\p{L}+/gu, rewrite);
}

/** Each line of the text and whether it lies in a fenced code block (the fences included). */
function fencedLines(markdown: string): { line: string; code: boolean }[] {
  let open: string | undefined;
  return markdown.split('\n').map((line) => {
    const marker = fence.exec(line)?.[1];
    if (open === undefined && marker) {
      open = marker;
      return { line, code: true };
    }
    if (open !== undefined) {
      if (marker && marker[0] === open[0] && marker.length >= open.length && line.trim() === marker) open = undefined;
      return { line, code: true };
    }
    return { line, code: false };
  });
}

/** The Markdown with its words rewritten and its structure kept. */
export function fakeTranslation(markdown: string, rewrite: WordRewrite = upperCase): string {
  return fencedLines(markdown)
    .map(({ line, code }) => (code || keptLines.some((kept) => kept.test(line)) ? line : rewriteLine(line, rewrite)))
    .join('\n');
}

/**
 * The "breaker": a translation that lost its first fenced code block (or, without one, its first heading) — the
 * answer a structure check must refuse.
 */
export function brokenTranslation(markdown: string, rewrite: WordRewrite = upperCase): string {
  const lines = fencedLines(fakeTranslation(markdown, rewrite));
  const first = lines.findIndex((line) => line.code);
  if (first >= 0) {
    let end = first + 1;
    while (end < lines.length && lines[end]!.code && !fence.test(lines[end]!.line)) end += 1;
    lines.splice(first, end - first + 1);
  } else {
    const heading = lines.findIndex((line) => /^ {0,3}#{1,6}\s/.test(line.line));
    if (heading >= 0) lines.splice(heading, 1);
  }
  return lines.map(({ line }) => line).join('\n');
}
