import { languageCodes, type LanguageCode } from '@portfolio/contracts';
import type { StoredVersion } from '../articles.ts';
import { termsOf } from '../search/terms.ts';

/** Both adapters' rules, so that they answer alike. */

const languageOrder = new Map<string, number>(languageCodes.map((code, index) => [code, index]));

/** The contract's language order, English first: how an article's versions are listed and which slug wins a tie. */
export const byLanguage = (a: { lang: LanguageCode }, b: { lang: LanguageCode }) =>
  languageOrder.get(a.lang)! - languageOrder.get(b.lang)!;

/** Search weights by field: a title match counts most, the body least. */
export const searchWeights = { title: 5, excerpt: 3, keywords: 3, body: 1 } as const;

/**
 * A version's searchable texts as terms (search/terms.ts), the same segmentation and normal form as the query's,
 * so a Japanese or Chinese word is one term and "Été" meets "ete".
 */
export const searchTermsOf = (version: StoredVersion): Record<keyof typeof searchWeights, string[]> => ({
  title: termsOf(version.title),
  excerpt: termsOf(version.excerpt),
  keywords: version.keywords.flatMap(termsOf),
  body: termsOf(version.text),
});

/** The search's terms split into those matched whole and the last one, matched as a prefix (the word being typed). */
export function splitTerms(terms: readonly string[]): { whole: string[]; typing: string } | undefined {
  const typing = terms.at(-1);
  return typing === undefined ? undefined : { whole: terms.slice(0, -1), typing };
}

/** The start of a UTC day (`YYYY-MM-DD`), for what expires with the day. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
