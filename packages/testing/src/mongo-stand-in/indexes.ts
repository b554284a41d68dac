import { serialize, type Document } from 'bson';
import { CommandError } from './errors.ts';
import type { Cursors } from './reads.ts';
import type { Collection, IndexSpec, Storage } from './storage.ts';

/** The largest TTL MongoDB takes: a signed 32-bit number of seconds. */
const maxExpireAfterSeconds = 2 ** 31 - 1;

const same = (a: unknown, b: unknown) => Buffer.from(serialize({ v: a })).equals(serialize({ v: b }));
const optionsOf = ({ v: _v, key: _key, name: _name, ns: _ns, ...options }: Document) => options;

function checkTtl(seconds: unknown) {
  if (typeof seconds !== 'number' || Number.isNaN(seconds)) {
    throw new CommandError(72, "TTL index 'expireAfterSeconds' option must be numeric");
  }
  if (seconds < 0) throw new CommandError(72, "TTL index 'expireAfterSeconds' option cannot be less than 0");
  if (seconds > maxExpireAfterSeconds) {
    throw new CommandError(
      72,
      "TTL index 'expireAfterSeconds' option must be within an acceptable range, try a lower number",
    );
  }
}

/** The index as MongoDB stores it: a text index keyed on `_fts`/`_ftsx`, with its weights and language. */
function normalise(request: Document): IndexSpec {
  const { key, name } = request as { key?: Document; name?: unknown };
  if (!key || typeof key !== 'object' || Object.keys(key).length === 0) {
    throw new CommandError(9, "Error in specification: the 'key' field must be a non-empty object");
  }
  if (typeof name !== 'string' || name === '') {
    throw new CommandError(
      9,
      "Error in specification: the 'name' field is a required property of an index specification",
    );
  }
  const options = optionsOf(request);
  if (options.expireAfterSeconds !== undefined) {
    checkTtl(options.expireAfterSeconds);
    if (Object.keys(key).length > 1) {
      throw new CommandError(67, 'TTL indexes are single-field indexes, compound indexes do not support TTL');
    }
    if ('_id' in key)
      throw new CommandError(67, "The field 'expireAfterSeconds' is not valid for an _id index specification");
  }
  const textFields = Object.keys(key).filter((field) => key[field] === 'text');
  if (textFields.length === 0) return { v: 2, key, name, ...options };
  return {
    v: 2,
    key: { _fts: 'text', _ftsx: 1 },
    name,
    weights: Object.fromEntries(textFields.map((field) => [field, 1])),
    default_language: 'english',
    language_override: 'language',
    textIndexVersion: 3,
    ...options,
  };
}

/** MongoDB's answers to an index that exists already, the same (kept), or in conflict (refused). */
function existingOrConflict(collection: Collection, spec: IndexSpec): IndexSpec | undefined {
  for (const index of collection.indexes) {
    const sameKey = same(index.key, spec.key);
    const sameOptions = same(optionsOf(index), optionsOf(spec));
    if (index.name === spec.name) {
      if (!sameKey) {
        throw new CommandError(
          86,
          `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(index)}`,
        );
      }
      if (!sameOptions) {
        throw new CommandError(
          85,
          `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(index)}`,
        );
      }
      return index;
    }
    if (sameKey && sameOptions) throw new CommandError(85, `Index already exists with a different name: ${index.name}`);
    if (sameKey) throw new CommandError(85, `Index with name: ${index.name} already exists with different options`);
  }
  return undefined;
}

export function createIndexesCommand(storage: Storage, db: string, command: Document): Document {
  const specs = (command.indexes as Document[]).map(normalise);
  const { collection, created } = storage.obtain(db, command.createIndexes as string);
  const before = collection.indexes.length;
  for (const spec of specs) {
    if (existingOrConflict(collection, spec)) continue;
    if (spec.unique === true) {
      const duplicate = collection.firstDuplicate(spec);
      if (duplicate) throw duplicate;
    }
    collection.indexes.push(spec);
  }
  const reply: Document = {
    numIndexesBefore: before,
    numIndexesAfter: collection.indexes.length,
    createdCollectionAutomatically: created,
    ok: 1,
  };
  if (collection.indexes.length === before) reply.note = 'all indexes already exist';
  return reply;
}

const existing = (storage: Storage, db: string, name: string) => {
  const collection = storage.find(db, name);
  if (!collection) throw new CommandError(26, `ns does not exist: ${db}.${name}`);
  return collection;
};

export const listIndexesCommand = (storage: Storage, cursors: Cursors, db: string, command: Document) => {
  const collection = existing(storage, db, command.listIndexes as string);
  return cursors.first(
    collection.namespace,
    collection.indexes.map((spec) => ({ ...spec })),
    undefined,
  );
};

/** The index a command names by `name` or by its key pattern. */
function named(collection: Collection, which: unknown): IndexSpec {
  const index = collection.indexes.find((spec) =>
    typeof which === 'string' ? spec.name === which : same(spec.key, which),
  );
  if (!index) throw new CommandError(27, `index not found with name [${JSON.stringify(which)}]`);
  return index;
}

export function dropIndexesCommand(storage: Storage, db: string, command: Document): Document {
  const collection = existing(storage, db, command.dropIndexes as string);
  const before = collection.indexes.length;
  const names =
    command.index === '*' ? collection.indexes.map((spec) => spec.name).filter((n) => n !== '_id_') : [command.index];
  for (const which of names) {
    const index = named(collection, which);
    if (index.name === '_id_') throw new CommandError(72, 'cannot drop _id index');
    collection.indexes.splice(collection.indexes.indexOf(index), 1);
  }
  return { nIndexesWas: before, ok: 1 };
}

/** collMod, as far as a TTL change goes: the index named (by name or key pattern) gets its new expiry. */
export function collModCommand(storage: Storage, db: string, command: Document): Document {
  const collection = existing(storage, db, command.collMod as string);
  const change = command.index as Document | undefined;
  if (!change) return { ok: 1 };
  const index = named(collection, change.name ?? change.keyPattern);
  if (change.expireAfterSeconds === undefined) return { ok: 1 };
  if (index.expireAfterSeconds === undefined) throw new CommandError(72, 'no expireAfterSeconds field to update');
  checkTtl(change.expireAfterSeconds);
  const old = index.expireAfterSeconds as number;
  index.expireAfterSeconds = change.expireAfterSeconds;
  return { expireAfterSeconds_old: old, expireAfterSeconds_new: change.expireAfterSeconds, ok: 1 };
}
