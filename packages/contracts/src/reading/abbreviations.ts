import type { LanguageCode } from '../languages.ts';

/**
 * Abbreviations whose full stop does not end a sentence even before a capital ("Dr. Smith", "e.g. Python"). Those
 * that often end one ("etc.", "usw.", "и т.д.") are left out: before a capital they end the sentence, before a
 * lower-case word they do not, as any stop.
 */
const titles: Record<LanguageCode, readonly string[]> = {
  en: [
    'mr',
    'mrs',
    'ms',
    'dr',
    'prof',
    'sr',
    'jr',
    'st',
    'mt',
    'gen',
    'capt',
    'lt',
    'col',
    'rev',
    'hon',
    'vs',
    'approx',
  ],
  fr: ['mme', 'mmes', 'mlle', 'mm', 'dr', 'pr', 'me', 'st', 'ste', 'cf', 'env', 'av', 'apr'],
  es: ['sr', 'sra', 'srta', 'sres', 'dr', 'dra', 'd', 'dña', 'ud', 'uds', 'lic', 'ing', 'prof', 'av', 'vs'],
  de: ['hr', 'fr', 'hrn', 'dr', 'prof', 'bzw', 'ca', 'ggf', 'evtl', 'vgl', 'sog', 'inkl', 'zzgl', 'str'],
  it: ['sig', 'sigg', 'dott', 'dr', 'prof', 'ing', 'avv', 'arch', 'on', 'sen', 'geom', 'cfr'],
  pt: ['sr', 'sra', 'srta', 'dr', 'dra', 'prof', 'profa', 'av', 'exmo', 'exma', 'eng', 'cf'],
  ja: [],
  zh: [],
  ar: [],
  ru: ['г', 'гг', 'ул', 'пр', 'проф', 'см', 'им', 'св', 'тов', 'акад'],
};
/** Abbreviations with inner stops that go on with the sentence: "e.g.", "z.B.", "p. ex." written "p.ex.". */
const continuing = new Set([
  'e.g',
  'i.e',
  'a.k.a',
  'z.b',
  'd.h',
  'u.a',
  'o.ä',
  'p.ex',
  'p.ej',
  'sig.ra',
  'dott.ssa',
  'т.е',
  'т.к',
  'т.н',
]);
/** Abbreviations before a number: "p. 12", "Fig. 3", "Nr. 5". */
const beforeNumber = new Set([
  'p',
  's',
  'n',
  'с',
  'pp',
  'no',
  'nr',
  'fig',
  'vol',
  'ch',
  'art',
  'sec',
  'chap',
  'pag',
  'pág',
  'núm',
  'тел',
  'рис',
  'стр',
]);
/** German writes ordinals with a full stop: "am 3. Oktober". */
const germanMonths = new Set([
  'januar',
  'jänner',
  'februar',
  'märz',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'dezember',
]);
const titleSets = {} as Record<LanguageCode, ReadonlySet<string>>;
for (const lang of Object.keys(titles) as LanguageCode[]) titleSets[lang] = new Set(titles[lang]);

/** The longest word looked at before a stop or after it: enough for every listed one, and a constant bound. */
const longest = 12;
const isLetter = (char: string) => char.toLowerCase() !== char.toUpperCase();
const isDigit = (char: string) => char >= '0' && char <= '9';

/**
 * Whether the single full stop at `stop` ends an abbreviation rather than a sentence; `next` is the first
 * character after the spaces that follow it (a capital or no letter at all).
 */
export function isAbbreviation(text: string, stop: number, next: number, lang: LanguageCode): boolean {
  let start = stop;
  while (start > 0 && stop - start <= longest) {
    const char = text[start - 1]!;
    if (!isLetter(char) && !isDigit(char) && char !== '.') break;
    start -= 1;
  }
  if (start === stop || stop - start > longest) return false;
  const word = text.slice(start, stop).toLowerCase();
  if (isDigit(word[0]!)) {
    if (lang !== 'de' || word.length > 2 || [...word].some((char) => !isDigit(char))) return false;
    let end = next;
    while (end < text.length && end - next <= longest && isLetter(text[end]!)) end += 1;
    return germanMonths.has(text.slice(next, end).toLowerCase());
  }
  // An initial: "J. R. R. Tolkien", "А. С. Пушкин"; not a one-letter word ending a sentence ("с ним и я.", "I.").
  const original = text[start]!;
  if (word.length === 1 && isLetter(word) && original !== word && !(lang === 'en' && original === 'I')) return true;
  if (word.includes('.')) return continuing.has(word);
  if (titleSets[lang].has(word)) return true;
  return beforeNumber.has(word) && isDigit(text[next]!);
}
