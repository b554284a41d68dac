import { basename, dirname, resolve } from 'node:path';
import { z } from 'zod';
import { env, environmentToPassOn, parseConfig, runMain } from '../config.ts';
import { holdSocket } from '../held-socket.ts';
import { StartupError } from '../listen.ts';
import { answersOk, startChild, waitUntilReady, type Child } from './child.ts';
import { startSupervised } from './supervisor.ts';

/**
 * A service in a container of its own, under a supervisor in the same container:
 * `node supervised-main.ts <service main>`. It binds HOST:PORT once and hands the socket to each process of the
 * service it starts (LISTEN_FDS, as `make start-gateway`'s supervisor does), and starts one that died again after a
 * growing delay. A crash then queues connections for the next process instead of refusing them, as Docker's
 * restart of the whole container would, and the gateway's retries of what was in flight find a process again.
 * SIGTERM and SIGINT stop the service (it drains its requests) and then this process, with the service's exit code.
 */
const addressSchema = z.object({ HOST: z.string().default('0.0.0.0'), PORT: env.port(0) });

await runMain(async () => {
  const main = process.argv[2];
  if (!main) throw new StartupError('Usage: node supervised-main.ts <the service main file>');
  const entry = resolve(main);
  // The service's name, for the lines about its processes: services/<name>/src/main.ts.
  const name = basename(dirname(dirname(entry)));
  const { HOST: host, PORT: port } = parseConfig(addressSchema);
  if (port === 0) throw new StartupError('PORT must name the port the service listens on.');
  const socket = holdSocket(host, port);
  const say = (line: string) => process.stdout.write(`${line}\n`);
  // The service's own lines (its JSON log) pass through as they are; the supervisor's are prefixed with its name.
  const output = (source: string, line: string) => say(source === name ? line : `${source}: ${line}`);
  const ready = (child: Child) =>
    waitUntilReady(`the ${name} service`, child, answersOk(`http://127.0.0.1:${port}/readyz`), 60_000);
  const part = await startSupervised(
    `supervisor of ${name}`,
    {
      spawn: () => startChild(name, process.execPath, [entry], environmentToPassOn(), output, socket),
      ready,
    },
    (_source, line) => say(`supervisor of ${name}: ${line}`),
  );
  const stop = async () => {
    const child = part.current()?.process;
    await part.stop();
    socket.close();
    // The service's own verdict on its shutdown: 1 when its drain timed out or a client failed to close.
    process.exit(child ? (child.exitCode ?? 1) : 0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop());
});
