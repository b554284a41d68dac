import type { Document, Filter } from 'mongodb';
import type { ListFilter } from '../ports.ts';
import { searchWeights, splitTerms } from '../shared.ts';
import type { ArticleDoc, VersionDoc } from './documents.ts';

/** Public: published, or scheduled with its date come. */
export const publicFilter = (now: Date): Filter<VersionDoc> & Filter<ArticleDoc> => ({
  $or: [{ status: 'published' }, { status: 'scheduled', publishedAt: { $lte: now } }],
});

/** The stable order: newest publication first, then id, then language. */
export const newestFirst = { publishedAt: -1, articleId: 1, lang: 1 } as const;

/** A term as a regular expression's literal text: linear, whatever the visitor typed. */
const literal = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');

/** The versions a list shows: public, in the filter's language and tag, having every term (the last as a prefix). */
export function versionFilter(filter: ListFilter, now: Date): Filter<VersionDoc> {
  const conditions: Filter<VersionDoc>[] = [publicFilter(now)];
  if (filter.lang) conditions.push({ lang: filter.lang });
  if (filter.tag) conditions.push({ tags: filter.tag });
  const terms = splitTerms(filter.terms ?? []);
  if (terms) {
    if (terms.whole.length > 0) conditions.push({ terms: { $all: terms.whole } });
    // Anchored and without options: MongoDB reads it as a range of the terms index.
    conditions.push({ terms: { $regex: new RegExp(`^${literal(terms.typing)}`) } });
  }
  return { $and: conditions };
}

/** Whether the field holds the term ($literal: a term is never read as a field path or an operator). */
const holds = (term: string) => (field: string) => ({ $in: [{ $literal: term }, `$${field}`] });

/** Whether a term of the field starts with the prefix (compared by code points, as $substrCP cuts). */
const holdsPrefix = (prefix: string) => (field: string) => ({
  $anyElementTrue: [
    {
      $map: {
        input: `$${field}`,
        as: 'term',
        in: { $eq: [{ $substrCP: ['$$term', 0, [...prefix].length] }, { $literal: prefix }] },
      },
    },
  ],
});

/** The weight of the best field holding a term: title 5, else excerpt or keywords 3, else (it matched) the body 1. */
const bestField = (holdsIn: (field: string) => object) => ({
  $cond: [
    holdsIn('titleTerms'),
    searchWeights.title,
    { $cond: [holdsIn('summaryTerms'), searchWeights.excerpt, searchWeights.body] },
  ],
});

/**
 * The rank of a version for the terms: the sum over the terms of the best field's weight, the last term counted for
 * any word it starts. Every candidate holds every term somewhere (the match says so), so a term in neither the title
 * nor the summary is in the body: the rank reads two short arrays per candidate, never the body's hundreds of terms.
 */
export function rankExpression(allTerms: readonly string[]): Document {
  const terms = splitTerms(allTerms);
  if (!terms) return { $literal: 0 };
  return { $add: [...terms.whole.map((term) => bestField(holds(term))), bestField(holdsPrefix(terms.typing))] };
}
