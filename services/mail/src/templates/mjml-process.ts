import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** How long the compiler's process waits for more work before it ends and gives its memory back. */
const idleMs = 30_000;

interface Pending {
  resolve(html: string): void;
  reject(error: Error): void;
}

let worker: ChildProcess | undefined;
let idle: NodeJS.Timeout | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error) {
  for (const waiter of pending.values()) waiter.reject(error);
  pending.clear();
}

function started(): ChildProcess {
  if (worker) return worker;
  const child = fork(fileURLToPath(new URL('./mjml-worker.ts', import.meta.url)), [], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    // Not the service's own flags (an inspector port, a heap limit): only what runs TypeScript.
    execArgv: [],
  });
  // An idle compiler never keeps the service alive (a service stopping, a test ending).
  child.unref();
  child.channel?.unref();
  child.on('message', (reply: { id: number; html?: string; error?: string }) => {
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.error !== undefined) waiter?.reject(new Error(`MJML: ${reply.error}`));
    else waiter?.resolve(reply.html!);
    if (pending.size === 0) {
      child.channel?.unref();
      idle = setTimeout(stop, idleMs).unref();
    }
  });
  child.on('error', (error: Error) => {
    if (worker === child) worker = undefined;
    failAll(error);
  });
  child.on('exit', (code) => {
    if (worker === child) worker = undefined;
    if (pending.size > 0) failAll(new Error(`the MJML process ended (exit code ${code})`));
  });
  worker = child;
  return child;
}

function stop() {
  const child = worker;
  worker = undefined;
  child?.kill();
}

/**
 * MJML source to HTML, compiled in a process that starts on the first call and ends after a while without work:
 * the service renders a new kind of mail rarely (compiled mails are cached, see render-mail.ts), and MJML's modules
 * would otherwise stay loaded in the process for good.
 */
export function compileMjml(source: string): Promise<string> {
  clearTimeout(idle);
  const id = nextId++;
  const result = new Promise<string>((resolve, reject) => pending.set(id, { resolve, reject }));
  const child = started();
  // Waiting for an answer keeps the service's event loop alive, as any request in flight does.
  child.channel?.ref();
  child.send({ id, source });
  return result;
}
