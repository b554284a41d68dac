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

const weightedFields = [
  ['titleTerms', searchWeights.title],
  ['summaryTerms', searchWeights.excerpt],
  ['bodyTerms', searchWeights.body],
] as const;

/** 1 when the field holds the term, else 0 ($literal: a term is never read as a field path or an operator). */
const holds = (field: string, term: string) => ({ $cond: [{ $in: [{ $literal: term }, `$${field}`] }, 1, 0] });

/** 1 when a term of the field starts with the prefix (compared by code points, as $substrCP cuts). */
const startsWith = (field: string, prefix: string) => ({
  $cond: [
    {
      $anyElementTrue: [
        {
          $map: {
            input: `$${field}`,
            as: 'term',
            in: { $eq: [{ $substrCP: ['$$term', 0, [...prefix].length] }, { $literal: prefix }] },
          },
        },
      ],
    },
    1,
    0,
  ],
});

/**
 * The rank of a version for the terms: for each term, the weights of the fields holding it (title 5, excerpt or
 * keywords 3, body 1), the last term counted for any word it starts. Computed by the server for the candidates.
 */
export function rankExpression(allTerms: readonly string[]): Document {
  const terms = splitTerms(allTerms);
  if (!terms) return { $literal: 0 };
  const parts = weightedFields.flatMap(([field, weight]) => [
    ...terms.whole.map((term) => ({ $multiply: [weight, holds(field, term)] })),
    { $multiply: [weight, startsWith(field, terms.typing)] },
  ]);
  return { $add: parts };
}
