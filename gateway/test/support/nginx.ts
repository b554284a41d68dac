import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { eventually } from '@portfolio/testing';
import { nginxBinary } from '../../src/index.ts';

/**
 * `server … resolve` in an upstream came to open-source nginx in 1.27.3 (the images have 1.28); Debian 12 ships
 * 1.22, which checks the rest of a configuration.
 */
export function nginxFollowsUpstreamDns(): boolean {
  // nginx prints its version on stderr.
  const { stderr } = spawnSync(nginxBinary(), ['-v'], { encoding: 'utf8' });
  const [major = 0, minor = 0, patch = 0] = (/nginx\/(\d+)\.(\d+)\.(\d+)/.exec(stderr)?.slice(1) ?? []).map(Number);
  return major > 1 || (major === 1 && (minor > 27 || (minor === 27 && patch >= 3)));
}

/** nginx's own check of a configuration: syntax, directives, includes. */
export function nginxAccepts(dir: string) {
  execFileSync(nginxBinary(), ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: 'pipe',
  });
}

/**
 * Runs nginx in the foreground on the configuration in `dir` until `stop`, once `healthz` (its own health location)
 * answers.
 */
export async function runNginx(dir: string, healthz: string): Promise<{ stop(): Promise<void> }> {
  const nginx = spawn(nginxBinary(), ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(nginx, 'exit');
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGTERM');
    await exited;
  };
  try {
    await eventually(async () => nginx.exitCode === null && (await fetch(healthz)).ok, 5000);
  } catch (err) {
    await stop();
    throw new Error(`nginx did not start: ${(err as Error).message}\n${stderr}`, { cause: err });
  }
  return { stop };
}
