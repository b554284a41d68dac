import { openDatabase, startWriterThread, type Logger } from '@portfolio/kit';
import type { LogStore } from './ports.ts';
import { packRecords, type PackedRecords } from './record-packing.ts';
import { createSqliteStore, type SqliteStoreOptions } from './sqlite-store.ts';

/**
 * The embedded store as the service runs it: the pump's record writes go to a thread of their own (one
 * transaction a batch, as before), so ingestion's event loop never waits for SQLite; listings, status changes,
 * deletions and purges stay on this thread's connection beside it, which WAL (and the busy timeout) allows. A
 * record write resolves once the thread has committed it, so the spool still deletes only what the store holds.
 */
export async function openThreadedSqliteStore(
  file: string,
  options: SqliteStoreOptions,
  logger: Logger,
): Promise<LogStore> {
  // The schema is made here first: the thread only prepares statements on it.
  const store = createSqliteStore(openDatabase(file), options);
  const writer = await startWriterThread<{ op: 'record'; records: PackedRecords } | { op: 'lines'; text: string }>({
    script: new URL('./sqlite-writer.ts', import.meta.url),
    workerData: { file, maxOccurrences: options.maxOccurrencesPerIssue },
    name: 'logs store',
    logger,
  }).catch(async (err) => {
    await store.close();
    throw err;
  });
  return {
    ...store,
    record(records) {
      const packed = packRecords(records);
      return writer.request({ op: 'record', records: packed }, [packed.cells.buffer as ArrayBuffer]);
    },
    // The pump's way: one string copied to the thread, which parses it; nothing built or packed here.
    recordLines({ text }) {
      return writer.request({ op: 'lines', text });
    },
    async ping() {
      return writer.alive() && (await store.ping());
    },
    async close() {
      await writer.close();
      await store.close();
    },
  };
}
