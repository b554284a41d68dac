/**
 * Search terms, the same for what is indexed and what is searched, in every language: Unicode word segmentation
 * (ICU's dictionaries split Japanese and Chinese, which have no spaces), then one normal form (NFKC, lower case,
 * Latin accents and Arabic short vowels removed) so that "Été", "ete" and "été" meet. A query segmented the same way
 * as the text finds it even where the dictionary cuts a word oddly. Linear in the text's length, no regex backtracking.
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** Combining accents of Latin, Greek and Cyrillic, and Arabic's optional vowel marks; never Japanese voicing marks. */
const removableMarks = /[\u0300-\u036f\u064b-\u065f\u0670]/g;
/** Apostrophes split words ("l'été" is "l" and "été"), so that a search for "été" finds it. */
const apostrophes = /(['\u2019])/;

/** Most terms a query keeps: more words narrow nothing and only cost time. */
export const maxQueryTerms = 12;

export function normaliseWord(word: string): string {
  return word.normalize('NFKC').toLowerCase().normalize('NFD').replace(removableMarks, '').normalize('NFC');
}

/** A segment of a text with its normalised term, or null for what is not a word (spaces, punctuation). */
export interface Segment {
  text: string;
  term: string | null;
}

export function segmentsOf(text: string): Segment[] {
  const segments: Segment[] = [];
  for (const part of segmenter.segment(text)) {
    if (!part.isWordLike) {
      segments.push({ text: part.segment, term: null });
      continue;
    }
    // Split on apostrophes, keeping them as segments of their own (odd indexes), so the text is rebuilt unchanged.
    part.segment.split(apostrophes).forEach((piece, index) => {
      if (piece) segments.push({ text: piece, term: index % 2 === 0 ? normaliseWord(piece) : null });
    });
  }
  return segments;
}

/** Every term of a text, in order, repeats included: what an index stores. */
export const termsOf = (text: string): string[] =>
  segmentsOf(text).flatMap((segment) => (segment.term ? [segment.term] : []));

/** The distinct terms of a visitor's query, in order, at most maxQueryTerms. */
export const queryTerms = (query: string): string[] => [...new Set(termsOf(query))].slice(0, maxQueryTerms);
