import { deserialize, serialize, type Document } from 'bson';
import { CommandError } from './errors.ts';

/** An index as listIndexes shows it: `{ v, key, name, ...options }`. */
export type IndexSpec = Document & { v: 2; key: Document; name: string };

export const idIndex: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

/** A deep copy with BSON's own types kept (dates, ObjectIds): what a server hands out is never shared state. */
export const clone = <T extends Document>(doc: T): T => deserialize(serialize(doc)) as T;

/** Two values are the same to an index when they encode to the same BSON (numbers of one kind here). */
const keyOf = (values: unknown[]) => Buffer.from(serialize({ k: values })).toString('base64');

export const valueAt = (doc: Document, path: string): unknown =>
  path.split('.').reduce<unknown>((value, part) => (value as Document | null | undefined)?.[part], doc);

const shown = (value: unknown) =>
  typeof value === 'string'
    ? JSON.stringify(value)
    : value instanceof Date
      ? `new Date(${value.getTime()})`
      : String(value);

export class Collection {
  docs: Document[] = [];
  indexes: IndexSpec[] = [{ ...idIndex }];

  readonly db: string;
  readonly name: string;

  constructor(db: string, name: string) {
    this.db = db;
    this.name = name;
  }

  get namespace() {
    return `${this.db}.${this.name}`;
  }

  private uniqueIndexes() {
    return this.indexes.filter((index) => index.name === '_id_' || index.unique === true);
  }

  /** Index keys by document: stored documents are replaced, never changed in place, so a key stays true. */
  private readonly keys = new WeakMap<Document, Map<IndexSpec, string | undefined>>();

  /** The document's key in a unique index, undefined when a sparse index leaves it out. */
  private keyIn(index: IndexSpec, doc: Document): string | undefined {
    let byIndex = this.keys.get(doc);
    if (!byIndex) this.keys.set(doc, (byIndex = new Map()));
    if (byIndex.has(index)) return byIndex.get(index);
    const fields = Object.keys(index.key);
    // A sparse index holds no entry for a document that has none of its fields.
    const left = index.sparse === true && fields.every((field) => valueAt(doc, field) === undefined);
    const key = left ? undefined : keyOf(fields.map((field) => valueAt(doc, field) ?? null));
    byIndex.set(index, key);
    return key;
  }

  /** The duplicate-key error MongoDB reports when `doc` collides with another document on a unique index. */
  duplicateOf(doc: Document, except?: Document, indexes = this.uniqueIndexes()): CommandError | undefined {
    for (const index of indexes) {
      const key = this.keyIn(index, doc);
      if (key === undefined) continue;
      const clash = this.docs.some((other) => other !== except && this.keyIn(index, other) === key);
      if (clash) {
        const fields = Object.keys(index.key);
        const values = fields.map((field) => valueAt(doc, field) ?? null);
        const keyValue = Object.fromEntries(fields.map((field, i) => [field, values[i]]));
        const dupKey = fields.map((field, i) => `${field}: ${shown(values[i])}`).join(', ');
        return new CommandError(
          11000,
          `E11000 duplicate key error collection: ${this.namespace} index: ${index.name} dup key: { ${dupKey} }`,
          { keyPattern: index.key, keyValue },
        );
      }
    }
    return undefined;
  }

  /** Whether any two stored documents collide on the index (checked when a unique index is created). */
  firstDuplicate(index: IndexSpec): CommandError | undefined {
    for (const doc of this.docs) {
      const error = this.duplicateOf(doc, doc, [index]);
      if (error) return error;
    }
    return undefined;
  }

  insert(doc: Document) {
    const error = this.duplicateOf(doc);
    if (error) throw error;
    this.docs.push(doc);
  }

  replace(old: Document, next: Document) {
    const error = this.duplicateOf(next, old);
    if (error) throw error;
    this.docs[this.position(old)] = next;
  }

  remove(doc: Document) {
    this.docs.splice(this.position(doc), 1);
  }

  /** Where a stored document is: callers hold the stored object itself, never a copy. */
  private position(doc: Document) {
    const index = this.docs.indexOf(doc);
    if (index < 0) throw new Error('the stand-in lost track of a stored document');
    return index;
  }
}

/** Every database of one stand-in, created on first write as MongoDB creates them. */
export class Storage {
  private readonly databases = new Map<string, Map<string, Collection>>();

  collections(db: string): Collection[] {
    return [...(this.databases.get(db)?.values() ?? [])];
  }

  find(db: string, name: string): Collection | undefined {
    return this.databases.get(db)?.get(name);
  }

  /** The collection, created (implicitly, as a write or createIndexes does) when it does not exist. */
  obtain(db: string, name: string): { collection: Collection; created: boolean } {
    let collections = this.databases.get(db);
    if (!collections) this.databases.set(db, (collections = new Map()));
    const existing = collections.get(name);
    if (existing) return { collection: existing, created: false };
    const collection = new Collection(db, name);
    collections.set(name, collection);
    return { collection, created: true };
  }

  drop(db: string, name?: string) {
    if (name === undefined) this.databases.delete(db);
    else this.databases.get(db)?.delete(name);
  }
}
