import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '@portfolio/kit';
import { type PackedRecords, unpackRecords } from './record-packing.ts';
import { sqliteRecorder } from './sqlite-writes.ts';

/** What the store asks of its writer thread, and what it answers. */
export type WriterRequest = { id: number; op: 'record'; records: PackedRecords } | { id: number; op: 'close' };
export type WriterReply = { id: number; error?: string } | { ready: true } | { failed: string };

/**
 * The embedded store's writer thread: SQLite is synchronous, and applying the pump's batch of a few hundred
 * records (fold look-ups, issue, day and session counts, trims) takes milliseconds that the event loop, answering
 * ingestion, should not wait for. The schema is created by the store on the main thread before this starts.
 */
const port = parentPort!;
const { file, maxOccurrences } = workerData as { file: string; maxOccurrences: number };
try {
  const db = openDatabase(file);
  const record = sqliteRecorder(db, maxOccurrences);
  port.on('message', (request: WriterRequest) => {
    try {
      if (request.op === 'record') record(unpackRecords(request.records));
      else db.close();
      port.postMessage({ id: request.id } satisfies WriterReply);
      if (request.op === 'close') port.close();
    } catch (err) {
      port.postMessage({ id: request.id, error: (err as Error).message } satisfies WriterReply);
    }
  });
  port.postMessage({ ready: true } satisfies WriterReply);
} catch (err) {
  port.postMessage({ failed: (err as Error).message } satisfies WriterReply);
}
