import { contentLimits } from './content.ts';

/** Letters and digits a slug keeps: what `articleSlug` accepts at the start of a word. */
const wordStart = /[\p{Ll}\p{Lm}\p{Lo}\p{Nd}]/u;
const mark = /\p{M}/u;
const latin = /\p{Script=Latin}/u;
/** Apostrophes inside a word join it ("don't" → "dont") instead of splitting it. */
const apostrophes = new Set(["'", '\u2019', '\u02bc']);

/**
 * Latin letters lose their accents ("Été" → "ete", as people type an address); every other script keeps its
 * letters whole (Japanese "が" keeps its voicing mark, Russian "й" its breve), as an address bar shows them.
 */
const plain = (char: string, isLatin: boolean) => (isLatin ? char.normalize('NFD').replace(/\p{M}/gu, '') : char);

/**
 * Cut at the last word boundary within the slug length (UTF-16 units, as the schema counts), so that no word is cut
 * in half when one fits, and never inside a surrogate pair.
 */
export function shortenSlug(slug: string, length: number = contentLimits.slugLength): string {
  if (slug.length <= length) return slug;
  let cut = slug.slice(0, length);
  const lastHyphen = cut.lastIndexOf('-');
  if (lastHyphen > 0) return cut.slice(0, lastHyphen);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut;
}

/**
 * A title as an article slug (`articleSlug`): lower-case words of any script joined by single hyphens, Latin
 * accents dropped, every other character a word boundary, at most the slug length. Empty when the title has no
 * letter or digit. One pass over the text: linear on any input. The editor and the server make the same one.
 */
export function slugify(title: string): string {
  const words: string[] = [];
  let word = '';
  /** The last letter was Latin: a mark after it that NFC could not compose ("h" + acute) goes like composed accents. */
  let afterLatin = false;
  for (const raw of title.normalize('NFC')) {
    const isMark = mark.test(raw);
    if (isMark && afterLatin) continue;
    const isLatin = !isMark && latin.test(raw);
    if (!isMark) afterLatin = isLatin;
    for (const char of plain(raw, isLatin).toLowerCase()) {
      if (wordStart.test(char) || (word !== '' && mark.test(char))) {
        word += char;
      } else if (!(word !== '' && apostrophes.has(char))) {
        if (word !== '') words.push(word);
        word = '';
      }
    }
  }
  if (word !== '') words.push(word);
  return shortenSlug(words.join('-'));
}
