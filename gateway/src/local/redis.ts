import { mkdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { redisServerArgs, startChild, waitUntilReady, type OutputSink, type PartLauncher } from '@portfolio/kit';
import { inheritedPath } from '../config.ts';

/** Answers PING with PONG: loaded (the append-only file replayed) and accepting commands. */
function pongs(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.setTimeout(1000, () => socket.destroy());
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.end();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

/**
 * Debian's redis-server on loopback, keeping its append-only file under `dir` so that admin sessions and login
 * throttling survive a restart, as the deployment's Redis does (infra/redis/redis.conf).
 */
export function redisLauncher(dir: string, port: number, output: OutputSink): PartLauncher {
  mkdirSync(dir, { recursive: true });
  return {
    spawn: () => startChild('redis', 'redis-server', redisServerArgs(port, dir), { PATH: inheritedPath() }, output),
    ready: (child) => waitUntilReady('redis-server', child, () => pongs(port)),
  };
}
