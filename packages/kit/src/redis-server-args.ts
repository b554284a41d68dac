/**
 * How our redis-servers run outside containers (the local gateway topology, and the tests): loopback only, the
 * append-only file in `dir` (as the deployment's Redis keeps one, so sessions survive a restart), no snapshots,
 * warnings only.
 */
export function redisServerArgs(port: number, dir: string): string[] {
  return [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--appendonly',
    'yes',
    '--save',
    '',
    '--loglevel',
    'warning',
  ];
}
