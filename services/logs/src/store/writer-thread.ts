import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { Logger } from '@portfolio/kit';
import type { WriterReply, WriterRequest } from './sqlite-writer.ts';

/** A request as the caller makes it: the thread's protocol numbers it. */
type Request = WriterRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/**
 * Starts the writer thread on `file` and resolves once it is ready. Requests are answered in order. A thread that
 * dies (it should not) fails what it held and is started again by the next request, so the pump's retry finds a
 * writer; the records stay in the spool meanwhile.
 */
export async function startWriterThread(file: string, maxOccurrences: number, logger: Logger) {
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
      const thread = new Worker(new URL('./sqlite-writer.ts', import.meta.url), {
        workerData: { file, maxOccurrences },
      });
      thread.on('message', (reply: WriterReply) => {
        if ('ready' in reply) resolve(thread);
        else if ('failed' in reply) reject(new Error(`logs store could not open: ${reply.failed}`));
        else {
          const p = pending.get(reply.id);
          pending.delete(reply.id);
          if (reply.error) p?.reject(new Error(reply.error));
          else p?.resolve();
        }
      });
      thread.on('error', (err) => {
        logger.error({ err }, 'logs writer thread failed');
        reject(err);
      });
      thread.on('exit', () => {
        if (worker === thread) worker = undefined;
        failAll(new Error('logs writer thread stopped'));
      });
    });

  const running = async () => {
    if (worker) return worker;
    starting ??= start().finally(() => (starting = undefined));
    return (worker = await starting);
  };
  await running();

  /** `transfer`: buffers handed over rather than copied (the caller no longer uses them). */
  const request = async (message: Request, transfer: ArrayBuffer[] = []): Promise<void> => {
    const thread = await running();
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      thread.postMessage({ ...message, id } as WriterRequest, transfer);
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
