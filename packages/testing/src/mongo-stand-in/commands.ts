import type { Document } from 'bson';
import { buildInfoReply, dropCommand, dropDatabaseCommand, helloReply, listCollectionsCommand } from './admin.ts';
import { CommandError } from './errors.ts';
import { collModCommand, createIndexesCommand, dropIndexesCommand, listIndexesCommand } from './indexes.ts';
import { aggregateCommand, countCommand, Cursors, distinctCommand, findCommand } from './reads.ts';
import { Storage } from './storage.ts';
import { deleteCommand, findAndModifyCommand, insertCommand, updateCommand } from './writes.ts';

type Handler = (db: string, command: Document, connectionId: number) => Document;

/** Every command the driver sends for what the adapters use; anything else is refused as MongoDB refuses it. */
export function commandTable(): (db: string, command: Document, connectionId: number) => Document {
  const storage = new Storage();
  const cursors = new Cursors();
  const hello: Handler = (_, command, connectionId) => helloReply(command, connectionId);
  const handlers: Record<string, Handler> = {
    hello,
    isMaster: hello,
    ismaster: hello,
    buildInfo: buildInfoReply,
    buildinfo: buildInfoReply,
    ping: () => ({ ok: 1 }),
    endSessions: () => ({ ok: 1 }),
    insert: (db, command) => insertCommand(storage, db, command),
    update: (db, command) => updateCommand(storage, db, command),
    delete: (db, command) => deleteCommand(storage, db, command),
    findAndModify: (db, command) => findAndModifyCommand(storage, db, command),
    findandmodify: (db, command) => findAndModifyCommand(storage, db, command),
    find: (db, command) => findCommand(storage, cursors, db, command),
    aggregate: (db, command) => aggregateCommand(storage, cursors, db, command),
    getMore: (db, command) => cursors.more(db, command),
    killCursors: (_, command) => cursors.kill(command),
    count: (db, command) => countCommand(storage, db, command),
    distinct: (db, command) => distinctCommand(storage, db, command),
    createIndexes: (db, command) => createIndexesCommand(storage, db, command),
    listIndexes: (db, command) => listIndexesCommand(storage, cursors, db, command),
    dropIndexes: (db, command) => dropIndexesCommand(storage, db, command),
    collMod: (db, command) => collModCommand(storage, db, command),
    listCollections: (db, command) => listCollectionsCommand(storage, cursors, db, command),
    drop: (db, command) => dropCommand(storage, db, command),
    dropDatabase: (db) => dropDatabaseCommand(storage, db),
  };
  return (db, command, connectionId) => {
    const name = Object.keys(command)[0] ?? '';
    const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
    if (!handler) throw new CommandError(59, `no such command: '${name}'`);
    // A standalone server has no transactions, and neither does the stand-in.
    if (command.txnNumber !== undefined) {
      throw new CommandError(20, 'Transaction numbers are only allowed on a replica set member or mongos');
    }
    return handler(db, command, connectionId);
  };
}
