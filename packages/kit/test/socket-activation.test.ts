import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Stream } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, holdSocket, passedListenFd, StartupError, type HeldSocket } from '../src/index.ts';

const fixture = fileURLToPath(new URL('./support/passed-socket-main.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'socket-activation-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A process of the fixture service, handed the held socket as systemd would; its output lines as they come. */
function start(socket: HeldSocket, readyFile: string) {
  const child = spawn(process.execPath, [fixture, readyFile], {
    env: { ...process.env, LISTEN_FDS: '1' },
    stdio: ['ignore', 'pipe', 'inherit', socket.handle as unknown as Stream],
  });
  let output = '';
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const look = () => {
        if (!output.includes(text)) return;
        child.stdout!.off('data', look);
        resolve();
      };
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        look();
      });
      child.once('exit', () => reject(new Error(`exited before printing "${text}": ${output}`)));
      look();
    });
  return { child, printed };
}

const stop = async (child: ChildProcess) => {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
};

/** One request on a connection of its own (no pool: each process must be asked afresh), or its error code. */
const ask = (port: number) =>
  new Promise<{ status: number; body: { pid: number; listenFds: string | null } } | string>((resolve) => {
    get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    }).on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });

describe('passedListenFd', () => {
  it('takes descriptor 3 when LISTEN_FDS=1 names this process or no process, and clears the variables', () => {
    expect(passedListenFd({})).toBeUndefined();
    const env: NodeJS.ProcessEnv = { LISTEN_FDS: '1', LISTEN_FDNAMES: 'http', OTHER: 'kept' };
    expect(passedListenFd(env)).toBe(3);
    expect(env).toEqual({ OTHER: 'kept' });
    expect(passedListenFd({ LISTEN_FDS: '1', LISTEN_PID: String(process.pid) })).toBe(3);
    // Inherited from a parent the sockets were meant for: not ours, and not passed further on either.
    const inherited: NodeJS.ProcessEnv = { LISTEN_FDS: '1', LISTEN_PID: '1' };
    expect(passedListenFd(inherited)).toBeUndefined();
    expect(inherited).toEqual({});
  });

  it('refuses more than one socket with a startup error naming the variable', () => {
    expect(() => passedListenFd({ LISTEN_FDS: '2' })).toThrow(StartupError);
    expect(() => passedListenFd({ LISTEN_FDS: '2' })).toThrow(/LISTEN_FDS=2/);
  });
});

describe('a service on a socket its supervisor holds', () => {
  it('keeps requests waiting between two processes, and the next one accepts only once it is ready', async () => {
    const port = await freePort();
    const socket = holdSocket('127.0.0.1', port);
    const readyFile = join(dir, 'dependency-up');
    writeFileSync(readyFile, '');
    const first = start(socket, readyFile);
    try {
      await first.printed(`listening on ${port}`);
      const answered = await ask(port);
      expect(answered).toEqual({ status: 200, body: { pid: first.child.pid, listenFds: null } });
    } finally {
      await stop(first.child);
    }

    // The dependency is down when the next process starts; a request arrives while no process runs.
    rmSync(readyFile);
    let settled = false;
    const pending = ask(port).finally(() => (settled = true));
    const second = start(socket, readyFile);
    try {
      await second.printed('not ready yet: not accepting connections');
      // Neither refused (the socket outlived the first process) nor answered 503 by a process not ready.
      expect(settled).toBe(false);
      writeFileSync(readyFile, '');
      expect(await pending).toEqual({ status: 200, body: { pid: second.child.pid, listenFds: null } });
    } finally {
      await stop(second.child);
    }

    // Let go by the supervisor too, the port refuses connections again.
    socket.close();
    expect(await ask(port)).toBe('ECONNREFUSED');
  });
});
