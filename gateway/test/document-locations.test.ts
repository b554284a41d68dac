import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagePattern, serviceNames, siteDocuments, type ServiceName } from '@portfolio/contracts';
import { freePort, listen } from '@portfolio/testing';
import { gatewaySecretConf, renderGateway, type GatewayOptions } from '../src/index.ts';
import { writeConfig } from '../src/nginx/write-config.ts';
import { nginxAccepts, runNginx } from './support/nginx.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function options(spa: GatewayOptions['spa'], upstreams: Record<ServiceName, string>, port = 8080): GatewayOptions {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-documents-'));
  dirs.push(dir);
  const gatewaySecretFile = join(dir, 'gateway-secret.conf');
  writeFileSync(gatewaySecretFile, gatewaySecretConf('a'.repeat(32)));
  return {
    listen: `127.0.0.1:${port}`,
    confDir: dir,
    runDir: dir,
    redirectsDir: dir,
    upstreams,
    spa,
    gatewaySecretFile,
  };
}

const everywhere = (address: string) =>
  Object.fromEntries(serviceNames.map((name) => [name, address])) as Record<ServiceName, string>;

describe('the site documents in the gateway configuration', () => {
  it('gives every document a location to its service, pages with the SPA fallback, in both SPA modes', () => {
    for (const spa of [{ root: '/srv/web' }, { upstream: '127.0.0.1:8081' }]) {
      const local = options(spa, everywhere('127.0.0.1:4000'));
      const config = renderGateway(local)['nginx.conf'];
      writeConfig(local.confDir, renderGateway(local));
      nginxAccepts(local.confDir);
      expect(config).toContain('location = /blog {');
      expect(config).toContain('location ~ "^(?:\\/blog\\/[^/]+)$" {');
      expect(config).toContain('location @spa_fallback {');
      for (const document of siteDocuments) {
        const head = document.pattern.includes('{')
          ? `location ~ "${pagePattern([document.pattern]).source}" {`
          : `location = ${document.pattern} {`;
        const start = config.indexOf(head);
        expect(start, document.pattern).toBeGreaterThan(0);
        const body = config.slice(start, config.indexOf('\n    }', start));
        expect(body).toContain(`proxy_pass http://${document.service};`);
        expect(body.includes('@spa_fallback'), document.pattern).toBe(document.kind === 'page');
      }
      const pages = siteDocuments.filter((d) => d.kind === 'page').length;
      expect(config.match(/error_page 503 = @spa_fallback;/g)).toHaveLength(pages);
    }
  });

  it('in the container deployment, a page whose renderer is down is the web container’s index.html', async () => {
    const asked: string[] = [];
    const web = await listen((req, res) => {
      asked.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'content-type': 'text/html' }).end('the SPA');
    });
    const renderer = await listen((req, res) => {
      if (req.url === '/blog/broken') return void res.writeHead(500).end('failed');
      res.writeHead(req.url === '/blog/missing' ? 404 : 200, { 'content-type': 'text/html' }).end(`page ${req.url}`);
    });
    const port = await freePort();
    const gateway = `http://127.0.0.1:${port}`;
    const config = options({ upstream: new URL(web.url).host }, everywhere(new URL(renderer.url).host), port);
    const down = `127.0.0.1:${await freePort()}`;
    writeConfig(config.confDir, renderGateway(config));
    let nginx = await runNginx(config.confDir, `${gateway}/healthz`);
    try {
      expect(await (await fetch(`${gateway}/blog/an-article`)).text()).toBe('page /blog/an-article');
      const missing = await fetch(`${gateway}/blog/missing`);
      expect([missing.status, await missing.text()]).toEqual([404, 'page /blog/missing']);
      const broken = await fetch(`${gateway}/blog/broken`);
      expect([broken.status, await broken.text()]).toEqual([200, 'the SPA']);
      expect(broken.headers.get('x-content-type-options')).toBe('nosniff');
      expect(asked).toEqual(['GET /blog/broken']);
      await nginx.stop();

      writeConfig(config.confDir, renderGateway({ ...config, upstreams: everywhere(down) }));
      nginx = await runNginx(config.confDir, `${gateway}/healthz`);
      const page = await fetch(`${gateway}/games`);
      expect([page.status, await page.text()]).toEqual([200, 'the SPA']);
      expect((await fetch(`${gateway}/sitemap.xml`)).status).toBe(502);
    } finally {
      await nginx.stop();
      await Promise.all([web.close(), renderer.close()]);
    }
  });
});
