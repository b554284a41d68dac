import type { markedText } from '@portfolio/contracts';
import type * as z from 'zod/mini';
import { segmentsOf } from './terms.ts';

type MarkedText = z.output<typeof markedText>;

/**
 * A text cut into pieces with the words a search matched marked: a word matches a query term exactly, or starts with
 * the last one (the word being typed). Adjacent pieces of the same kind are joined; the pieces rebuild the text.
 */
export function markMatches(text: string, terms: readonly string[]): MarkedText {
  const exact = new Set(terms);
  const typing = terms.at(-1);
  const pieces: MarkedText = [];
  for (const segment of segmentsOf(text)) {
    const mark = segment.term !== null && (exact.has(segment.term) || (!!typing && segment.term.startsWith(typing)));
    const last = pieces.at(-1);
    if (last && !!last.mark === mark) last.text += segment.text;
    else pieces.push(mark ? { text: segment.text, mark: true } : { text: segment.text });
  }
  return pieces;
}
