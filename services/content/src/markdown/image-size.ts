import type { StateInline } from 'markdown-it';

/**
 * An image's intrinsic size, written right after it the way Pandoc and markdown-it-attrs write attributes:
 *
 *     ![alt](/blog/figures/x.svg "caption"){width=1000 height=500}
 *
 * Both keys, in either order, separated by spaces, each a whole number from 1 to 10000 without leading zeros; the
 * img then carries width and height, so the browser reserves the figure's place (its aspect ratio, as the article's
 * CSS keeps images fluid) before the file arrives, and the text below does not jump. Anything else in the braces
 * (another key, a unit, a key twice, one key alone, a space before the brace) is not this syntax and stays text.
 */
const maxImageSide = 10_000;

/** The longest accepted braces: "{height=10000 width=10000}" with a few spaces; the scan never reads further. */
const maxLength = 64;
const OPEN = 0x7b;
const CLOSE = 0x7d;

/** A side's value as written ("500"), or undefined unless it is an integer from 1 to maxImageSide. */
export function imageSide(text: string): number | undefined {
  if (text.length === 0 || text.length > 5 || text.charCodeAt(0) === 0x30) return undefined;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x30 || code > 0x39) return undefined;
  }
  const value = Number(text);
  return value <= maxImageSide ? value : undefined;
}

/**
 * Reads "{width=W height=H}" at `start` in one pass over at most maxLength characters (so a page of braces costs
 * a constant per brace, and only braces right after an image are read at all).
 */
function readImageSize(src: string, start: number): { width: number; height: number; end: number } | undefined {
  if (src.charCodeAt(start) !== OPEN) return undefined;
  const limit = Math.min(src.length, start + maxLength);
  let close = -1;
  for (let i = start + 1; i < limit; i += 1) {
    if (src.charCodeAt(i) === CLOSE) {
      close = i;
      break;
    }
  }
  if (close === -1) return undefined;
  const sides = new Map<string, number>();
  for (const pair of src.slice(start + 1, close).split(' ')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const key = pair.slice(0, Math.max(equals, 0));
    const value = imageSide(pair.slice(equals + 1));
    if ((key !== 'width' && key !== 'height') || sides.has(key) || value === undefined) return undefined;
    sides.set(key, value);
  }
  const [width, height] = [sides.get('width'), sides.get('height')];
  return width && height ? { width, height, end: close + 1 } : undefined;
}

/**
 * An inline rule at a "{": when the token just before it is an image (nothing pending in between, so no space),
 * the size becomes the image's width and height and the braces are consumed. In a silent scan (markdown-it
 * measuring a link's label) it answers no: the braces are then skipped as text, which changes nothing there.
 */
export function imageSizeRule(state: StateInline, silent: boolean): boolean {
  if (silent || state.pending !== '' || state.src.charCodeAt(state.pos) !== OPEN) return false;
  const previous = state.tokens[state.tokens.length - 1];
  if (previous?.type !== 'image' || previous.attrGet('width') !== null) return false;
  const size = readImageSize(state.src, state.pos);
  if (!size) return false;
  previous.attrSet('width', String(size.width));
  previous.attrSet('height', String(size.height));
  state.pos = size.end;
  return true;
}
