import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { eventually, freePort, testGatewaySecret } from '@portfolio/testing';

const mailMain = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/**
 * The mail service as its own process (src/main.ts, as the gateway topology and the container run it) on a free
 * loopback port, on `dataDir`: a second one on the same folder is the first restarted. 127.0.0.1 is its trusted
 * proxy, so administrator calls carry the gateway's role and token headers, as with the in-process harness.
 */
export async function startMailProcess(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [mailMain], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      GATEWAY_SECRET: testGatewaySecret,
      TRUSTED_PROXIES: '127.0.0.1',
      SITE_ORIGIN: 'https://portfolio.example',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  try {
    await eventually(async () => {
      if (child.exitCode !== null) throw new Error(`the mail process exited:\n${output}`);
      return (await fetch(`${url}/readyz`)).ok;
    }, 20_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`the mail process did not get ready:\n${output}`, { cause: err });
  }
  return {
    url,
    child,
    output: () => output,
    /** Resolves when the process has exited, however. */
    exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
export type MailProcess = Awaited<ReturnType<typeof startMailProcess>>;
