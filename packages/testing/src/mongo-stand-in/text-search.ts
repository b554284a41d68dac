import type { Document } from 'bson';
import { CommandError } from './errors.ts';
import type { Collection } from './storage.ts';
import { valueAt } from './storage.ts';

/**
 * `$text` as a version 3 text index answers it for the language "none" (no stemming, no stop words): words are
 * split at anything that is not a letter or a digit, compared without case or diacritics; a document matches
 * when it holds one of the search's words, every quoted phrase, and none of the negated words.
 */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const words = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function parseSearch(search: string) {
  const phrases: string[] = [];
  const rest = search.replace(/"([^"]*)"/g, (_, phrase: string) => {
    phrases.push(fold(phrase));
    return ' ';
  });
  const negated: string[] = [];
  const terms: string[] = [];
  for (const token of rest.split(/\s+/).filter(Boolean)) {
    if (token.startsWith('-')) negated.push(...words(token.slice(1)));
    else terms.push(...words(token));
  }
  // A phrase's words are also searched for: the index finds candidates by word, then the phrase is checked.
  for (const phrase of phrases) terms.push(...words(phrase));
  return { phrases, negated, terms };
}

export function textMatches(collection: Collection, text: Document): Document[] {
  const index = collection.indexes.find((spec) => spec.key._fts === 'text');
  if (!index) throw new CommandError(27, 'text index required for $text query');
  if (typeof text.$search !== 'string') throw new CommandError(2, '$search needs a String');
  const fields = Object.keys((index.weights as Document | undefined) ?? {});
  const { phrases, negated, terms } = parseSearch(text.$search);
  return collection.docs.filter((doc) => {
    const content = fields
      .map((field) => valueAt(doc, field))
      .filter((value): value is string => typeof value === 'string');
    const tokens = new Set(content.flatMap(words));
    const folded = content.map(fold);
    return (
      terms.some((term) => tokens.has(term)) &&
      phrases.every((phrase) => folded.some((field) => field.includes(phrase))) &&
      !negated.some((term) => tokens.has(term))
    );
  });
}
