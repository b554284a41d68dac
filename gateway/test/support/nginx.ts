import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
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
