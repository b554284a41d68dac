import type { Document } from 'bson';
import { query } from './engine.ts';
import { asCommandError, CommandError } from './errors.ts';
import { matching } from './matching.ts';
import type { Collection, Storage } from './storage.ts';
import { clone } from './storage.ts';
import { applyUpdate, changed, upsertSeed, withId } from './updates.ts';

type Statement = (collection: Collection, index: number) => void;

/**
 * Runs a write command's statements as MongoDB does: in order, an ordered batch stopping at its first failure,
 * an unordered one going on; failures are `writeErrors` of a reply that is itself ok.
 */
function runStatements(ordered: unknown, statements: Statement[], collection: Collection, reply: Document) {
  const writeErrors: Document[] = [];
  for (const [index, statement] of statements.entries()) {
    try {
      statement(collection, index);
    } catch (err) {
      writeErrors.push(asCommandError(err).writeError(index));
      if (ordered !== false) break;
    }
  }
  if (writeErrors.length > 0) reply.writeErrors = writeErrors;
  return { ...reply, ok: 1 };
}

export function insertCommand(storage: Storage, db: string, command: Document): Document {
  const { collection } = storage.obtain(db, command.insert as string);
  const reply = { n: 0 };
  const statements = (command.documents as Document[]).map((doc): Statement => (target) => {
    target.insert(withId(doc));
    reply.n++;
  });
  return runStatements(command.ordered, statements, collection, reply);
}

/** Updates the matching documents, or inserts one from the filter's equalities when an upsert matches none. */
function updateStatement(reply: { n: number; nModified: number; upserted?: Document[] }, spec: Document): Statement {
  return (collection, index) => {
    const targets = matching(collection, spec.q as Document);
    if (targets.length === 0 && spec.upsert === true) {
      const doc = withId(applyUpdate(upsertSeed(spec.q as Document), spec.u as Document, true));
      collection.insert(doc);
      reply.n++;
      (reply.upserted ??= []).push({ index, _id: doc._id });
      return;
    }
    for (const target of spec.multi === true ? targets : targets.slice(0, 1)) {
      const next = applyUpdate(target, spec.u as Document, false);
      reply.n++;
      if (!changed(target, next)) continue;
      collection.replace(target, next);
      reply.nModified++;
    }
  };
}

export function updateCommand(storage: Storage, db: string, command: Document): Document {
  const { collection } = storage.obtain(db, command.update as string);
  const reply = { n: 0, nModified: 0 };
  const statements = (command.updates as Document[]).map((spec) => updateStatement(reply, spec));
  return runStatements(command.ordered, statements, collection, reply);
}

export function deleteCommand(storage: Storage, db: string, command: Document): Document {
  const collection = storage.find(db, command.delete as string);
  const reply = { n: 0 };
  if (!collection) return { ...reply, ok: 1 };
  const statements = (command.deletes as Document[]).map((spec): Statement => (target) => {
    const doomed = matching(target, spec.q as Document);
    for (const doc of spec.limit === 1 ? doomed.slice(0, 1) : doomed) {
      target.remove(doc);
      reply.n++;
    }
  });
  return runStatements(command.ordered, statements, collection, reply);
}

const projected = (doc: Document | null, fields: Document | undefined) =>
  doc && fields && Object.keys(fields).length > 0 ? (query({}).find([doc], fields).all()[0] as Document) : doc;

/** findAndModify: one document, chosen in `sort` order, removed or updated (or upserted); a failure fails the command. */
export function findAndModifyCommand(storage: Storage, db: string, command: Document): Document {
  const name = (command.findAndModify ?? command.findandmodify) as string;
  if (command.remove === true && command.update !== undefined) {
    throw new CommandError(9, 'Cannot specify both an update and remove=true');
  }
  const existing = storage.find(db, name);
  const candidates = matching(existing, command.query as Document | undefined);
  const sorted = command.sort
    ? query({})
        .find(candidates)
        .sort(command.sort as Document)
        .all()
    : candidates;
  const target = (sorted[0] as Document | undefined) ?? null;
  const fields = command.fields as Document | undefined;
  if (command.remove === true) {
    if (target) existing!.remove(target);
    return { lastErrorObject: { n: target ? 1 : 0 }, value: projected(target && clone(target), fields), ok: 1 };
  }
  const { collection } = storage.obtain(db, name);
  const u = command.update as Document;
  if (!target) {
    if (command.upsert !== true) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    const doc = withId(applyUpdate(upsertSeed(command.query as Document | undefined), u, true));
    collection.insert(doc);
    const value = command.new === true ? projected(clone(doc), fields) : null;
    return { lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id }, value, ok: 1 };
  }
  const next = applyUpdate(target, u, false);
  if (changed(target, next)) collection.replace(target, next);
  const value = projected(clone(command.new === true ? next : target), fields);
  return { lastErrorObject: { n: 1, updatedExisting: true }, value, ok: 1 };
}
