import type { LanguageCode } from '@portfolio/contracts';

/**
 * Reading time the way readers read: words per minute for languages written in words (slower for Arabic, whose
 * readers average fewer words a minute), characters per minute for Japanese and Chinese, which have no spaces.
 * Latin words inside a Japanese or Chinese text count at the word rate. Code is skimmed: half weight.
 */
const wordsPerMinute = 230;
const arabicWordsPerMinute = 180;
const charactersPerMinute = 500;
const codeWeight = 0.5;

/** Han ideographs and kana, with the marks they share ("ー", "々"); not their punctuation ("、", "。"). */
const ideographic =
  /[[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}]&&[\p{L}\p{M}\p{N}]]/gv;
/** A word: a run of letters, digits and combining marks, once ideographic characters are taken out. */
const word = /[\p{L}\p{N}\p{M}]+/gu;

export interface ReadingUnits {
  words: number;
  characters: number;
}

/** The words and ideographic characters of a text: "React とは何か" is 1 word and 4 characters. */
export function countReadingUnits(text: string): ReadingUnits {
  let characters = 0;
  const rest = text.replace(ideographic, () => {
    characters += 1;
    return ' ';
  });
  return { words: rest.match(word)?.length ?? 0, characters };
}

const minutesOf = ({ words, characters }: ReadingUnits, lang: LanguageCode): number =>
  words / (lang === 'ar' ? arabicWordsPerMinute : wordsPerMinute) + characters / charactersPerMinute;

/** Whole minutes to read a body's prose and its code, never less than one. */
export function readingMinutes(prose: string, code: string, lang: LanguageCode): number {
  const minutes = minutesOf(countReadingUnits(prose), lang) + codeWeight * minutesOf(countReadingUnits(code), lang);
  return Math.max(1, Math.round(minutes));
}
