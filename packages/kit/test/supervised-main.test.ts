import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from '@portfolio/testing';
import { freePort } from '../src/index.ts';

const supervisedMain = fileURLToPath(new URL('../src/supervision/supervised-main.ts', import.meta.url));
const fixture = fileURLToPath(new URL('./support/passed-socket-main.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'supervised-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One request on a connection of its own, answered with the pid of the process that took it, or the error code. */
const ask = (port: number) =>
  new Promise<number | string>((resolve) => {
    get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () =>
        resolve(res.statusCode === 200 ? (JSON.parse(text) as { pid: number }).pid : res.statusCode!),
      );
    }).on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });

describe("a service's container: the service under kit's supervised-main", () => {
  it('restarts a service that died while connections wait for it, and stops with it on SIGTERM', async () => {
    const readyFile = join(dir, 'ready');
    writeFileSync(readyFile, '');
    const port = await freePort();
    const supervisor = spawn(process.execPath, [supervisedMain, fixture], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), FIXTURE_READY_FILE: readyFile },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    supervisor.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await eventually(async () => typeof (await ask(port)) === 'number');
      const first = (await ask(port)) as number;
      // The service's lines pass through the supervisor's output, which may arrive after the answer.
      await eventually(async () => output.includes(`listening on ${port}`));

      // Killed outright, as a crash would. Once it is gone (a request sent before could still reach it and share
      // its fate, which the gateway's retry is for), what arrives waits for the next process instead of a refusal.
      process.kill(first, 'SIGKILL');
      await eventually(async () => output.includes('exited unexpectedly (signal SIGKILL)'));
      const answers = await Promise.all(Array.from({ length: 20 }, () => ask(port)));
      expect(new Set(answers).size).toBe(1);
      const second = answers[0];
      expect(typeof second).toBe('number');
      expect(second).not.toBe(first);

      const exited = once(supervisor, 'exit');
      supervisor.kill('SIGTERM');
      expect((await exited)[0]).toBe(0);
      await eventually(async () => {
        try {
          process.kill(second as number, 0);
          return false;
        } catch {
          return true;
        }
      });
      expect(await ask(port)).toBe('ECONNREFUSED');
    } finally {
      supervisor.kill('SIGKILL');
    }
  });
});
