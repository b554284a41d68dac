import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { eventually, freePort, testGatewaySecret } from '@portfolio/testing';

const contentMain = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/**
 * The content service as its own process (src/main.ts, as the gateway topology and the container run it) on a free
 * loopback port, on `dataDir`, so that a test can kill it mid-work. 127.0.0.1 is its trusted proxy, so
 * administrator calls carry the gateway's role and token headers, as with the in-process harness.
 */
export async function startContentProcess(dataDir: string, env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [contentMain], {
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
      if (child.exitCode !== null) throw new Error(`the content process exited:\n${output}`);
      return (await fetch(`${url}/readyz`)).ok;
    }, 20_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`the content process did not get ready:\n${output}`, { cause: err });
  }
  return {
    url,
    output: () => output,
    /** Kills the process at once (no shutdown: a crash) and resolves once it is gone. */
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
