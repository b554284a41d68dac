import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';

/** What a writer thread posts back: ready once open (with what it wants said), failed to open, or a request done. */
export type WriterThreadReply<Ready extends object = object> =
  ({ ready: true } & Ready) | { failed: string } | { id: number; error?: string };

/** A request as the caller makes it: the thread's protocol numbers it. */
type Numbered<R> = R & { id: number };

export interface WriterThreadOptions<Ready extends object> {
  /** The thread's module: it answers every numbered request with `{ id }` or `{ id, error }`, and `close` last. */
  script: URL;
  workerData: unknown;
  /** Named in errors and logs (`analytics store`, `logs store`). */
  name: string;
  logger: Logger;
  /** What the ready message carried (a rebuild it made while opening, say). */
  onReady?(reply: Ready): void;
}

export interface WriterThread<Request> {
  /** `transfer`: buffers handed over rather than copied (the caller no longer uses them). */
  request(message: Request, transfer?: ArrayBuffer[]): Promise<void>;
  alive(): boolean;
  close(): Promise<void>;
}

/**
 * Starts a store's writer thread and resolves once it is ready: SQLite is synchronous, and a batch of writes takes
 * milliseconds the event loop, answering requests, should not wait for. Requests are answered in order. A thread
 * that dies (it should not) fails what it held and is started again by the next request, so the pump's retry finds
 * a writer; the records stay in the spool meanwhile.
 */
export async function startWriterThread<Request extends { op: string }, Ready extends object = object>({
  script,
  workerData,
  name,
  logger,
  onReady,
}: WriterThreadOptions<Ready>): Promise<WriterThread<Request | { op: 'close' }>> {
  let worker: Worker | undefined;
  let starting: Promise<Worker> | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: () => void; reject: (err: Error) => void }>();
  const failAll = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };

  const start = () =>
    new Promise<Worker>((resolve, reject) => {
      const thread = new Worker(script, { workerData });
      thread.on('message', (reply: WriterThreadReply<Ready>) => {
        if ('ready' in reply) {
          onReady?.(reply);
          resolve(thread);
        } else if ('failed' in reply) {
          reject(new Error(`${name} could not open: ${reply.failed}`));
        } else {
          const p = pending.get(reply.id);
          pending.delete(reply.id);
          if (reply.error) p?.reject(new Error(reply.error));
          else p?.resolve();
        }
      });
      thread.on('error', (err) => {
        logger.error({ err }, `${name} writer thread failed`);
        reject(err);
      });
      thread.on('exit', () => {
        if (worker === thread) worker = undefined;
        failAll(new Error(`${name} writer thread stopped`));
      });
    });

  const running = async () => {
    if (worker) return worker;
    starting ??= start().finally(() => (starting = undefined));
    return (worker = await starting);
  };
  await running();

  const request = async (message: Request | { op: 'close' }, transfer: ArrayBuffer[] = []): Promise<void> => {
    const thread = await running();
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      thread.postMessage({ ...message, id } satisfies Numbered<typeof message>, transfer);
    });
  };

  return {
    request,
    alive: () => worker !== undefined,
    async close() {
      const thread = worker;
      if (!thread) return;
      const exited = once(thread, 'exit');
      await request({ op: 'close' });
      await exited;
    },
  };
}
