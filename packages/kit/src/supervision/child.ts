import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { Stream } from 'node:stream';
import type { HeldSocket } from '../held-socket.ts';

/** Lines a child writes, labelled with what it is, for `make start-gateway`'s console or a test's diagnostics. */
export type OutputSink = (source: string, line: string) => void;

export interface Child {
  readonly process: ChildProcess;
  /** Resolves when the child has exited; a child that already exited resolves at once. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts a child, its lines labelled with `source`. A `listenSocket` is passed to it as descriptor 3 with
 * LISTEN_FDS=1, as systemd passes a socket it holds (kit's runService listens on it).
 */
export function startChild(
  source: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  output: OutputSink,
  listenSocket?: HeldSocket,
): Child {
  // spawn passes a libuv handle on as it passes a socket's (both are wraps of a descriptor).
  const passed = listenSocket ? [listenSocket.handle as unknown as Stream] : [];
  const child = spawn(command, args, {
    env: listenSocket ? { ...env, LISTEN_FDS: '1' } : env,
    stdio: ['ignore', 'pipe', 'pipe', ...passed],
  });
  for (const stream of [child.stdout!, child.stderr!]) {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) output(source, line);
    });
  }
  // A spawn failure (command missing) shows up as an exit; waitUntil reports it.
  child.on('error', (err) => output(source, `could not start ${command}: ${err.message}`));
  return {
    process: child,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
  };
}

/** Polls until `ready` answers true, failing early when the child exits first. */
export async function waitUntilReady(
  what: string,
  child: Child,
  ready: () => Promise<boolean>,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      throw new Error(`${what} exited (${child.process.exitCode ?? child.process.signalCode}) before it was ready`);
    }
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} was not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An HTTP endpoint answering 200. */
export const answersOk = (url: string) => async () => (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
