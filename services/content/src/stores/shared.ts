import { languageCodes, type LanguageCode } from '@portfolio/contracts';
import type { Article, StoredVersion } from '../articles.ts';
import { termsOf } from '../search/terms.ts';

/** Both adapters' rules, so that they answer alike. */

/** Public: published, or scheduled with its date come. */
export const isPublic = (article: Pick<Article, 'status' | 'publishedAt'>, now: Date) =>
  article.status === 'published' || (article.status === 'scheduled' && article.publishedAt.getTime() <= now.getTime());

const languageOrder = new Map<string, number>(languageCodes.map((code, index) => [code, index]));

/** The contract's language order, English first: how an article's versions are listed and which slug wins a tie. */
export const byLanguage = (a: { lang: LanguageCode }, b: { lang: LanguageCode }) =>
  languageOrder.get(a.lang)! - languageOrder.get(b.lang)!;

/** Search weights by field: a title match counts most, the body least. */
export const searchWeights = { title: 5, excerpt: 3, keywords: 3, body: 1 } as const;

export type SearchField = keyof typeof searchWeights;

/**
 * A version's searchable texts as terms (search/terms.ts), the same segmentation and normal form as the query's,
 * so a Japanese or Chinese word is one term and "Été" meets "ete".
 */
export const searchTermsOf = (version: StoredVersion): Record<SearchField, string[]> => ({
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
