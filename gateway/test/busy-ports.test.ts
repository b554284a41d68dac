import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from '@portfolio/testing';
import { startGatewayTopology } from '../src/index.ts';

describe('make start-gateway on a port already taken', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('refuses to start, names the port, and starts nothing (not even Redis)', async () => {
    // Something already answers there, as a first `make start-gateway` would.
    const other = await listen((_req, res) => res.end('{}'));
    cleanups.push(other.close);
    const port = Number(new URL(other.url).port);
    const dataDir = mkdtempSync(join(tmpdir(), 'gateway-busy-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

    await expect(startGatewayTopology({ port, servicePorts: 'free', dataDir, webDist: dataDir })).rejects.toThrow(
      `127.0.0.1:${port} (the gateway): something else already listens there`,
    );
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
