import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useGatewayTopology } from './support/topology.ts';

const assets = fileURLToPath(new URL('../../web/dist/assets', import.meta.url));
const script = readdirSync(assets).find((name) => name.endsWith('.js') && readdirSync(assets).includes(`${name}.gz`))!;

describe('the SPA behind the gateway', () => {
  const gateway = useGatewayTopology();

  it('serves the build’s .gz copy to a client that accepts gzip, and caches hashed assets as immutable', async () => {
    const res = await fetch(gateway.url(`/assets/${script}`), { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('revalidates index.html and answers client routes with it', async () => {
    // The public pages (/, /blog, /games, an article) are the content service's: see site-documents.test.ts.
    for (const path of ['/admin/dashboard', '/test-hybrid-reader', '/no/such/page']) {
      const res = await fetch(gateway.url(path));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('never serves dotfiles, and answers a missing asset with 404', async () => {
    expect((await fetch(gateway.url('/.git/config'))).status).toBe(404);
    expect((await fetch(gateway.url('/assets/.hidden'))).status).toBe(404);
    expect((await fetch(gateway.url('/assets/missing-0000.js'))).status).toBe(404);
  });
});
