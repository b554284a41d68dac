import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '@portfolio/kit';
import { calendar } from '../../stats/calendar.ts';
import { sqliteWrites } from './sqlite-writes.ts';

/** What the store asks of its writer thread, and what it answers. */
export type WriterRequest =
  | { id: number; op: 'write'; events: unknown[] }
  | { id: number; op: 'purge'; before: number }
  | { id: number; op: 'close' };
export type WriterReply = { id: number; error?: string } | { ready: true; rebuiltFrom?: string } | { failed: string };

/**
 * The embedded store's writer thread: SQLite is synchronous, and a batch of a few hundred page views with its
 * roll-ups takes milliseconds that the event loop, answering requests, should not wait for.
 */
const port = parentPort!;
const { file, timeZone } = workerData as { file: string; timeZone: string };
try {
  const db = openDatabase(file);
  const writes = sqliteWrites(db, calendar(timeZone));
  const rebuiltFrom = writes.rebuildForTimeZone();
  port.on('message', (request: WriterRequest) => {
    try {
      if (request.op === 'write') writes.write(request.events as Parameters<typeof writes.write>[0]);
      else if (request.op === 'purge') writes.purge(request.before);
      else db.close();
      port.postMessage({ id: request.id } satisfies WriterReply);
      if (request.op === 'close') port.close();
    } catch (err) {
      port.postMessage({ id: request.id, error: (err as Error).message } satisfies WriterReply);
    }
  });
  port.postMessage({ ready: true, ...(rebuiltFrom !== undefined ? { rebuiltFrom } : {}) } satisfies WriterReply);
} catch (err) {
  port.postMessage({ failed: (err as Error).message } satisfies WriterReply);
}
