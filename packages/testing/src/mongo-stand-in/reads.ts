import { Long, serialize, type Document } from 'bson';
import { CommandError } from './errors.ts';
import { aggregateDocuments, findDocuments, matching } from './matching.ts';
import type { Storage } from './storage.ts';
import { valueAt } from './storage.ts';

/** A server's first batch holds 101 documents unless the client asks otherwise. */
const defaultBatch = 101;

/** Open cursors of one stand-in: what getMore continues and killCursors forgets. */
export class Cursors {
  private readonly open = new Map<number, { namespace: string; rest: Document[] }>();
  private nextId = 1;

  /** The reply of a command returning a cursor: its first batch, and an id unless everything fits in it. */
  first(namespace: string, docs: Document[], batchSize: unknown, singleBatch = false): Document {
    const size = typeof batchSize === 'number' && batchSize > 0 ? batchSize : defaultBatch;
    const firstBatch = singleBatch ? docs : docs.slice(0, size);
    let id = 0;
    if (firstBatch.length < docs.length) {
      id = this.nextId++;
      this.open.set(id, { namespace, rest: docs.slice(size) });
    }
    return { cursor: { firstBatch, id: Long.fromNumber(id), ns: namespace }, ok: 1 };
  }

  more(db: string, command: Document): Document {
    const id = Number(command.getMore);
    const cursor = this.open.get(id);
    if (!cursor || cursor.namespace !== `${db}.${command.collection as string}`) {
      throw new CommandError(43, `cursor id ${id} not found`);
    }
    const size = typeof command.batchSize === 'number' && command.batchSize > 0 ? command.batchSize : Infinity;
    const nextBatch = cursor.rest.splice(0, size);
    if (cursor.rest.length === 0) this.open.delete(id);
    const nextId = cursor.rest.length === 0 ? 0 : id;
    return { cursor: { nextBatch, id: Long.fromNumber(nextId), ns: cursor.namespace }, ok: 1 };
  }

  kill(command: Document): Document {
    const ids = (command.cursors as unknown[]).map(Number);
    const killed = ids.filter((id) => this.open.delete(id));
    const notFound = ids.filter((id) => !killed.includes(id));
    return {
      cursorsKilled: killed.map((id) => Long.fromNumber(id)),
      cursorsNotFound: notFound.map((id) => Long.fromNumber(id)),
      cursorsAlive: [],
      cursorsUnknown: [],
      ok: 1,
    };
  }
}

export function findCommand(storage: Storage, cursors: Cursors, db: string, command: Document): Document {
  const name = command.find as string;
  const docs = findDocuments(storage.find(db, name), command);
  return cursors.first(`${db}.${name}`, docs, command.batchSize, command.singleBatch === true);
}

export function aggregateCommand(storage: Storage, cursors: Cursors, db: string, command: Document): Document {
  if (typeof command.aggregate !== 'string') throw new CommandError(2, 'the stand-in aggregates collections only');
  if (!command.cursor || typeof command.cursor !== 'object') {
    throw new CommandError(9, "The 'cursor' option is required, except for aggregate with the explain argument");
  }
  const docs = aggregateDocuments(storage.find(db, command.aggregate), command.pipeline as Document[]);
  return cursors.first(`${db}.${command.aggregate}`, docs, (command.cursor as Document).batchSize);
}

export function countCommand(storage: Storage, db: string, command: Document): Document {
  let n = matching(storage.find(db, command.count as string), command.query as Document | undefined).length;
  if (typeof command.skip === 'number') n = Math.max(0, n - command.skip);
  if (typeof command.limit === 'number' && command.limit !== 0) n = Math.min(n, Math.abs(command.limit));
  return { n, ok: 1 };
}

/** distinct: each value once (array values count element by element), as BSON compares them. */
export function distinctCommand(storage: Storage, db: string, command: Document): Document {
  const docs = matching(storage.find(db, command.distinct as string), command.query as Document | undefined);
  const seen = new Map<string, unknown>();
  for (const doc of docs) {
    const value = valueAt(doc, command.key as string);
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      seen.set(Buffer.from(serialize({ v: item })).toString('base64'), item);
    }
  }
  return { values: [...seen.values()], ok: 1 };
}
