import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase, parseLines } from '@portfolio/kit';
import { type PackedRecords, unpackRecords } from './record-packing.ts';
import type { OccurrenceRecord } from './ports.ts';
import { sqliteRecorder } from './sqlite-writes.ts';

/** What the store asks of its writer thread, and what it answers. */
export type WriterRequest =
  | { id: number; op: 'record'; records: PackedRecords }
  | { id: number; op: 'lines'; text: string }
  | { id: number; op: 'close' };

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
      // Records as the spool wrote them: parsed here, so that the event loop builds none of them.
      else if (request.op === 'lines') record(parseLines<OccurrenceRecord>(request.text));
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
