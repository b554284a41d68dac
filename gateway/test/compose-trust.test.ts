import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { serviceNames } from '@portfolio/contracts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const compose = parse(readFileSync(`${root}/docker-compose.yml`, 'utf8'), { merge: true }) as {
  services: Record<string, { environment?: Record<string, string> }>;
};

describe('docker-compose.yml: the services know the gateway by its secret, not its address', () => {
  it('gives the gateway and every service the same required GATEWAY_SECRET', () => {
    for (const name of ['gateway', ...serviceNames]) {
      expect(compose.services[name]!.environment?.GATEWAY_SECRET, name).toMatch(/^\$\{GATEWAY_SECRET:\?/);
    }
  });

  it('trusts no address for forwarded or role headers in any service', () => {
    for (const name of serviceNames) expect(compose.services[name]!.environment?.TRUSTED_PROXIES, name).toBeUndefined();
  });
});
