import { ObjectId, serialize, type Document } from 'bson';
import { applyModifier } from './engine.ts';
import { CommandError } from './errors.ts';
import { runUpdatePipeline } from './matching.ts';
import { clone } from './storage.ts';

const isOperatorDoc = (value: unknown): value is Document =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => key.startsWith('$'));

function setPath(doc: Document, path: string, value: unknown) {
  const parts = path.split('.');
  let target = doc;
  for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Document;
  target[parts.at(-1)!] = value;
}

/** What an upsert starts from: the filter's equality conditions (`{ a: 1 }`, `{ a: { $eq: 1 } }`, inside `$and`). */
export function upsertSeed(filter: Document = {}, seed: Document = {}): Document {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) for (const part of value) upsertSeed(part as Document, seed);
    if (key.startsWith('$')) continue;
    if (!isOperatorDoc(value)) setPath(seed, key, clone({ v: value }).v);
    else if ('$eq' in value) setPath(seed, key, clone({ v: value.$eq }).v);
  }
  return seed;
}

/** The document `u` makes of `doc` (a new object; `doc` is left as it is). `inserting` enables `$setOnInsert`. */
export function applyUpdate(doc: Document, u: Document | Document[], inserting: boolean): Document {
  let next: Document;
  if (Array.isArray(u)) {
    next = runUpdatePipeline(doc, u);
  } else if (Object.keys(u).some((key) => key.startsWith('$'))) {
    const { $setOnInsert, ...modifier } = u as Document & { $setOnInsert?: Document };
    if (inserting && $setOnInsert) modifier.$set = { ...(modifier.$set as Document | undefined), ...$setOnInsert };
    next = clone(doc);
    if (Object.keys(modifier).length > 0) {
      try {
        applyModifier(next, modifier);
      } catch (err) {
        const message = (err as Error).message;
        throw new CommandError(/immutable field/.test(message) ? 66 : 9, message);
      }
    }
  } else {
    next = { ...(doc._id === undefined ? {} : { _id: doc._id }), ...clone(u) };
  }
  const sameId = doc._id === undefined || Buffer.from(serialize({ v: doc._id })).equals(serialize({ v: next._id }));
  if (!sameId) {
    throw new CommandError(66, "Performing an update on the path '_id' would modify the immutable field '_id'");
  }
  return next;
}

/** A document as MongoDB stores it: an `_id` (an ObjectId when none was given), and first. */
export function withId(doc: Document): Document {
  const { _id, ...rest } = doc;
  return { _id: _id === undefined ? new ObjectId() : _id, ...rest };
}

/** Whether an update changed anything (what `nModified` counts). */
export const changed = (before: Document, after: Document) => !Buffer.from(serialize(before)).equals(serialize(after));
