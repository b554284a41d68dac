/**
 * How a search engine shows a page: its title and description cut near the advised length, at a word boundary,
 * with an ellipsis. Whole characters only (an emoji or a CJK character outside the BMP is never split).
 */
export function cutForSearch(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  if (chars.length <= limit) return clean;
  const head = chars.slice(0, limit - 1).join('');
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
