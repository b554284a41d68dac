import type { Document } from 'bson';
import { query } from './engine.ts';
import type { Cursors } from './reads.ts';
import type { Storage } from './storage.ts';
import { idIndex } from './storage.ts';

/** The server version the stand-in claims, that of the Testcontainers image the real run uses. */
export const standInVersion = '8.0.0';
const wireVersion = 25;

/**
 * The handshake of a standalone server. No `topologyVersion`: the driver then polls rather than streams its
 * monitoring, and no `setName`: transactions and retryable writes stay off, as on a real standalone.
 */
export function helloReply(command: Document, connectionId: number): Document {
  const legacy = 'isMaster' in command || 'ismaster' in command;
  return {
    ...(command.helloOk === true ? { helloOk: true } : {}),
    ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
    maxBsonObjectSize: 16 * 1024 * 1024,
    maxMessageSizeBytes: 48_000_000,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId,
    minWireVersion: 0,
    maxWireVersion: wireVersion,
    readOnly: false,
    ok: 1,
  };
}

export const buildInfoReply = (): Document => ({
  version: standInVersion,
  versionArray: [...standInVersion.split('.').map(Number), 0],
  gitVersion: 'mingo-stand-in',
  bits: 64,
  debug: false,
  maxBsonObjectSize: 16 * 1024 * 1024,
  storageEngines: [],
  ok: 1,
});

export function listCollectionsCommand(storage: Storage, cursors: Cursors, db: string, command: Document): Document {
  const all = storage
    .collections(db)
    .map((collection) =>
      command.nameOnly === true
        ? { name: collection.name, type: 'collection' }
        : { name: collection.name, type: 'collection', options: {}, info: { readOnly: false }, idIndex },
    );
  const filter = (command.filter as Document | undefined) ?? {};
  return cursors.first(`${db}.$cmd.listCollections`, query(filter).find(all).all() as Document[], undefined);
}

export function dropCommand(storage: Storage, db: string, command: Document): Document {
  const collection = storage.find(db, command.drop as string);
  storage.drop(db, command.drop as string);
  return collection ? { nIndexesWas: collection.indexes.length, ns: collection.namespace, ok: 1 } : { ok: 1 };
}

export function dropDatabaseCommand(storage: Storage, db: string): Document {
  storage.drop(db);
  return { ok: 1 };
}
