import type { Document } from 'bson';
import { aggregator, query } from './engine.ts';
import { CommandError } from './errors.ts';
import type { Collection } from './storage.ts';
import { clone } from './storage.ts';
import { textMatches } from './text-search.ts';

/**
 * The documents a filter selects, in natural (insertion) order. `$text`, which mingo does not know and MongoDB
 * allows only at the top level, is answered by the stand-in's text search before the rest of the filter.
 */
export function matching(collection: Collection | undefined, filter: Document = {}): Document[] {
  if (!collection) return [];
  const { $text, ...rest } = filter;
  const candidates = $text ? textMatches(collection, $text as Document) : collection.docs;
  const compiled = query(rest);
  return candidates.filter((doc) => compiled.test(doc));
}

/** Matching documents, sorted, skipped, limited and projected as a find command asks. */
export function findDocuments(
  collection: Collection | undefined,
  { filter, sort, skip, limit, projection }: Document,
): Document[] {
  const selected = matching(collection, filter as Document | undefined).map(clone);
  let cursor = query({}).find(selected, projection as Document | undefined);
  if (sort && Object.keys(sort as Document).length > 0) cursor = cursor.sort(sort as Document);
  if (typeof skip === 'number' && skip > 0) cursor = cursor.skip(skip);
  if (typeof limit === 'number' && limit !== 0) cursor = cursor.limit(Math.abs(limit));
  return cursor.all() as Document[];
}

const offsetZone = /^[+-]\d{2}(:?\d{2})?$/;

/** MongoDB knows the tz database's names exactly as written (and UTC offsets); `europe/paris` is refused. */
function checkTimeZones(value: unknown) {
  if (Array.isArray(value)) return value.forEach(checkTimeZones);
  if (!value || typeof value !== 'object' || value instanceof Date) return;
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'timezone' && typeof inner === 'string' && !inner.startsWith('$') && !knownZone(inner)) {
      throw new CommandError(40485, `unrecognized time zone identifier: "${inner}"`);
    }
    checkTimeZones(inner);
  }
}

function knownZone(zone: string) {
  if (offsetZone.test(zone) || Intl.supportedValuesOf('timeZone').includes(zone)) return true;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone === zone;
  } catch {
    return false;
  }
}

const writingStages = ['$out', '$merge'];

/** Runs a pipeline over a collection's documents; a leading `$match` may hold `$text`, as in MongoDB. */
export function aggregateDocuments(collection: Collection | undefined, pipeline: Document[]): Document[] {
  checkTimeZones(pipeline);
  for (const stage of pipeline) {
    const name = Object.keys(stage)[0]!;
    if (writingStages.includes(name))
      throw new CommandError(2, `the stand-in does not write from a pipeline (${name})`);
  }
  const [first, ...rest] = pipeline;
  const leadingMatch = first?.$match as Document | undefined;
  const input = leadingMatch ? matching(collection, leadingMatch) : (collection?.docs ?? []);
  const stages = leadingMatch ? rest : pipeline;
  return aggregator(stages).run(input.map(clone));
}

/** The document an update pipeline makes of `doc` (a copy). */
export const runUpdatePipeline = (doc: Document, pipeline: Document[]): Document => {
  checkTimeZones(pipeline);
  return aggregator(pipeline).run([clone(doc)])[0]!;
};
