import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { startGatewayTopology, type GatewayTopology, type RateLimits } from '../../src/index.ts';
import type { LocalEdgeOptions } from '../../src/local/local-edge.ts';

export const admin = { email: 'gateway@example.com', password: 'a-gateway-test-password' };
const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * A gateway topology of the file's own (these checks stop services and exhaust limits, which must not disturb
 * other files): nginx, each service as its own process, Redis, on free ports with a fresh data folder.
 */
export function useGatewayTopology(
  options: {
    rateLimits?: RateLimits;
    /** As a function, read when the topology starts: it may name what an earlier `beforeAll` made. */
    env?: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv);
    /** The built SPA nginx serves (default the repository's web/dist), read when the topology starts. */
    webDist?: () => string;
    edge?: () => Promise<LocalEdgeOptions>;
    /** Where nginx listens (default 127.0.0.1). */
    host?: string;
  } = {},
) {
  let topology: GatewayTopology | undefined;
  let dataDir = '';
  const output: string[] = [];
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gateway-test-'));
    topology = await startGatewayTopology({
      ...(options.host ? { host: options.host } : {}),
      port: 0,
      servicePorts: 'free',
      dataDir,
      webDist: options.webDist?.() ?? webDist,
      env: {
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        ...(typeof options.env === 'function' ? options.env() : options.env),
      },
      ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
      ...(await options.edge?.()),
      output: (source, line) => output.push(`${source}: ${line}`),
    }).catch((err: Error) => {
      throw new Error(`${err.message}\n${output.slice(-40).join('\n')}`);
    });
  });
  afterAll(async () => {
    await topology?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get topology() {
      return topology!;
    },
    url: (path: string) => new URL(path, topology!.url).href,
    /** Every line the parts and their supervisor printed so far, as `source: line`. */
    output: () => output,
  };
}

/** Signs in through the gateway and returns the session cookie. */
export async function signIn(url: (path: string) => string): Promise<string> {
  const res = await fetch(url('/api/admin/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
