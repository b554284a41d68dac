import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, redisServerArgs } from '@portfolio/kit';

export interface RedisServer {
  url: string;
  port: number;
  /** Stops the server (SIGKILL: as abrupt as a crash). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data folder. */
  start(): Promise<void>;
  /** Stops the server and removes its data folder. */
  dispose(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections stay open but nothing answers, like a hung server. */
  freeze(): void;
  thaw(): void;
}

function waitForPort(port: number, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`redis-server did not listen on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * A real redis-server (Debian's package) on a free loopback port, with append-only persistence in a temporary
 * folder so a restart keeps its data, as the deployment's Redis does.
 */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'redis-test-'));
  let child: ChildProcess | undefined;

  const start = async () => {
    child = spawn('redis-server', redisServerArgs(port, dir), { stdio: 'ignore' });
    child.on('error', () => {});
    await waitForPort(port);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGCONT');
      running.kill('SIGKILL');
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    async dispose() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
