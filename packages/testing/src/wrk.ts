import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { LoadResult } from './load.ts';

export interface WrkOptions {
  url: string;
  /**
   * A wrk Lua script (method, headers, a `request` function building each body): see wrk's SCRIPTING. Kept as text
   * so that each benchmark states exactly what it sends.
   */
  script: string;
  connections?: number;
  seconds?: number;
}

const run = promisify(execFile);
const toMs: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function latencyAt(output: string, percent: string): number {
  const match = new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
  if (!match) throw new Error(`wrk printed no ${percent}% latency:\n${output}`);
  return Number(match[1]) * toMs[match[2]!]!;
}

/**
 * Loads a server with wrk (Debian's package; infra/toolchain/ensure-packages.sh installs it): a C load generator
 * costs a fraction of the CPU of one written in Node, so that on a two-core machine the load generator does not
 * starve what is measured (nginx and the service share those cores with it).
 */
export async function runWrk({ url, script, connections = 32, seconds = 8 }: WrkOptions): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'wrk-'));
  try {
    const file = join(dir, 'load.lua');
    writeFileSync(file, script);
    const { stdout } = await run('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', file, url]);
    const total = /^\s*(\d+) requests in ([\d.]+)(us|ms|s|m)/m.exec(stdout);
    if (!total) throw new Error(`wrk printed no total:\n${stdout}`);
    const requests = Number(total[1]);
    const elapsed = (Number(total[2]) * toMs[total[3]!]!) / 1000;
    const failures =
      Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0) +
      [...stdout.matchAll(/(?:connect|read|write|timeout) (\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    return {
      requests,
      failures,
      seconds: elapsed,
      perSecond: requests / elapsed,
      p50Ms: latencyAt(stdout, '50'),
      p99Ms: latencyAt(stdout, '99'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
