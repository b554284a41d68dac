import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fatalExitCode } from '../src/index.ts';

const fixture = fileURLToPath(new URL('./support/fatal-main.ts', import.meta.url));

async function run(mode: string) {
  const child = spawn(process.execPath, [fixture, mode], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr, lines: stdout.split('\n').filter(Boolean) };
}

const fatalLog = (lines: string[]) =>
  lines.map((l) => (l.startsWith('{') ? (JSON.parse(l) as Record<string, unknown>) : {})).find((l) => l.level === 60);

describe('the last-resort handler runMain installs', () => {
  it('logs an uncaught exception, reports it, cleans up, then exits non-zero for the supervisor', async () => {
    const { code, lines } = await run('throw');
    expect(code).toBe(fatalExitCode);
    expect(fatalLog(lines)).toMatchObject({
      service: 'fixture',
      msg: 'unexpected error; exiting',
      origin: 'uncaughtException',
      err: { message: 'thrown from a timer' },
    });
    const reported = lines.find((l) => l.startsWith('reported '));
    expect(JSON.parse(reported!.slice('reported '.length))).toMatchObject({
      source: 'fixture',
      entry: { level: 'error', message: 'Error: thrown from a timer', context: { origin: 'uncaughtException' } },
    });
    // The report was waited for before the cleanup, and the cleanup before the exit.
    expect(lines.indexOf(reported!)).toBeLessThan(lines.indexOf('cleaned up'));
  });

  it('does the same for a rejection nothing handled', async () => {
    const { code, lines } = await run('reject');
    expect(code).toBe(fatalExitCode);
    expect(fatalLog(lines)).toMatchObject({
      origin: 'unhandledRejection',
      err: { message: 'rejected and never awaited' },
    });
    expect(lines.some((l) => l.startsWith('reported ') && l.includes('rejected and never awaited'))).toBe(true);
    expect(lines).toContain('cleaned up');
  });

  it('exits even when the cleanup never finishes', async () => {
    const { code, lines } = await run('hang');
    expect(code).toBe(fatalExitCode);
    expect(lines).not.toContain('cleaned up');
  });
});
