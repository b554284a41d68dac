/**
 * How wide a character prints in a search result, in the room a Latin letter takes: Chinese, Japanese and Korean
 * characters (and full-width forms) take about two. Search engines cut titles and descriptions at a width, so a
 * Japanese title is cut after about half as many characters as an English one.
 */
const wide =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;

const widthOf = (char: string) => (wide.test(char) ? 2 : 1);

/** A text's printed width (see `wide`), counted on whole characters, its spaces tidied as results show it. */
export function searchWidth(text: string): number {
  let width = 0;
  for (const char of tidy(text)) width += widthOf(char);
  return width;
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * How a search engine shows a page: its title and description cut near the advised width, at a word boundary,
 * with an ellipsis. Whole characters only (an emoji or a CJK character outside the BMP is never split).
 */
export function cutForSearch(text: string, limit: number): string {
  const clean = tidy(text);
  if (searchWidth(clean) <= limit) return clean;
  let head = '';
  let width = 0;
  // Room is left for the ellipsis.
  for (const char of clean) {
    width += widthOf(char);
    if (width > limit - 1) break;
    head += char;
  }
  const space = head.lastIndexOf(' ');
  // Languages written without spaces (Japanese, Chinese) are cut at the limit itself.
  const cut = space > head.length / 2 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** `example.com › blog › my-post`: the address the way search results print it. */
export function searchAddress(origin: string, path: string): string {
  const host = origin.replace(/^https?:\/\//, '').replace(/\/$/, '');
  const parts = path.split('?')[0]!.split('/').filter(Boolean).map(readable);
  return [host, ...parts].join(' › ');
}

/** A path segment as people read it (`%C3%A9t%C3%A9` → `été`); one that does not decode stays as it is. */
function readable(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** How far a text is from the advice: within it, close to it (the last tenth), or beyond where it is cut. */
export function lengthAdvice(length: number, advice: number): 'ok' | 'near' | 'over' {
  if (length > advice) return 'over';
  return length > advice * 0.9 ? 'near' : 'ok';
}

/** The room a search result gives a text: below `min` it says too little, above `max` it is cut. */
export interface LengthRange {
  min: number;
  max: number;
}

export type LengthVerdict = 'empty' | 'short' | 'ok' | 'long';

/** Whether a text fits the room its result gives it, by printed width (see `searchWidth`). */
export function lengthVerdict(text: string, range: LengthRange): LengthVerdict {
  const width = searchWidth(text);
  if (width === 0) return 'empty';
  if (width < range.min) return 'short';
  return width > range.max ? 'long' : 'ok';
}
