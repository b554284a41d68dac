import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loginPath, routeTable } from '@portfolio/contracts';
import { authCheckLocations, gatewaySecretConf, renderGateway, renderWeb, type GatewayOptions } from '../src/index.ts';
import { upstreamAttempts } from '../src/nginx/render.ts';
import { writeConfig } from '../src/nginx/write-config.ts';
import { freePort, listen } from '@portfolio/testing';
import { nginxAccepts, nginxFollowsUpstreamDns, runNginx } from './support/nginx.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function options(spa: GatewayOptions['spa']): GatewayOptions {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-config-'));
  dirs.push(dir);
  const gatewaySecretFile = join(dir, 'gateway-secret.conf');
  writeFileSync(gatewaySecretFile, gatewaySecretConf('a'.repeat(32)));
  return {
    listen: '127.0.0.1:8080',
    confDir: dir,
    runDir: dir,
    redirectsDir: dir,
    upstreams: {
      auth: '127.0.0.1:4001',
      analytics: '127.0.0.1:4002',
      logs: '127.0.0.1:4003',
      content: '127.0.0.1:4004',
      mail: '127.0.0.1:4005',
    },
    spa,
    gatewaySecretFile,
  };
}

/** The lines of one block (a location, an upstream), found by its opening line. */
function location(config: string, head: string): string[] {
  const lines = config.split('\n').map((l) => l.trim());
  const start = lines.indexOf(`${head} {`);
  if (start < 0) throw new Error(`no "${head}" block`);
  // Nested blocks (an `if`) are kept whole: the block ends at the brace that closes its own.
  let depth = 0;
  const end = lines.findIndex(
    (line, i) => i > start && (depth += (line.endsWith('{') ? 1 : 0) - (line === '}' ? 1 : 0)) < 0,
  );
  return lines.slice(start + 1, end);
}

describe('the gateway configuration follows the route table', () => {
  const local = options({ root: '/srv/web' });
  const config = renderGateway(local)['nginx.conf'];

  it.each(routeTable)('$prefix → $service ($access)', (route) => {
    for (const head of [`location = ${route.prefix}`, `location ^~ ${route.prefix}/`]) {
      const body = location(config, head);
      if (route.access === 'internal') {
        expect(body.at(-1)).toBe('return 404;');
        expect(body.some((l) => l.startsWith('proxy_pass'))).toBe(false);
        continue;
      }
      expect(body).toContain(`proxy_pass http://${route.service};`);
      expect(body).toContain(`client_max_body_size ${route.bodyLimitBytes};`);
      expect(body).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
      expect(body).toContain('proxy_set_header X-Request-Id $request_id;');
      expect(body).toContain('proxy_set_header x-gateway-token $gateway_token;');
      const check = body.find((l) => l.startsWith('auth_request '));
      const role = body.find((l) => l.startsWith('proxy_set_header x-auth-role '));
      if (route.access === 'public') {
        expect(check).toBeUndefined();
        expect(role).toBe('proxy_set_header x-auth-role "";');
      } else {
        expect(check).toBe(
          `auth_request ${route.access === 'admin' ? authCheckLocations.require : authCheckLocations.identify};`,
        );
        expect(role).toBe('proxy_set_header x-auth-role "$auth_role";');
      }
    }
  });

  it('keeps the auth checks internal, throttles sign-in and ingestion, answers 404 for other API paths', () => {
    for (const path of Object.values(authCheckLocations))
      expect(location(config, `location = ${path}`)).toContain('internal;');
    expect(location(config, `location = ${loginPath}`)).toContain('limit_req zone=login burst=20 nodelay;');
    for (const prefix of ['/api/analytics/session', '/api/analytics/pageview', '/api/logs']) {
      expect(location(config, `location ^~ ${prefix}/`).some((l) => l.startsWith('limit_req zone=ingest '))).toBe(true);
    }
    expect(location(config, 'location ^~ /api/').at(-1)).toBe('return 404;');
    expect(config).toContain('server_tokens off;');
  });

  it('retries a request a service failed on the same service: reads, and only the calls declared retry-safe', () => {
    expect(config).toContain('proxy_next_upstream error timeout;');
    for (const name of ['auth', 'analytics', 'logs', 'content', 'mail']) {
      // One entry per attempt, or nginx has no next one to try; never marked down, or a restart ends in "no live
      // upstreams".
      const servers = location(config, `upstream ${name}`).filter((l) => l.startsWith('server '));
      expect(servers, name).toEqual(
        Array(upstreamAttempts).fill(`server ${local.upstreams[name as 'auth']} max_fails=0;`),
      );
    }
    const retried = routeTable.filter((route) =>
      location(config, `location ^~ ${route.prefix}/`).includes('proxy_next_upstream error timeout non_idempotent;'),
    );
    // Page views, sessions and error batches are counted once per id; a contact message or an article view twice.
    expect(retried.map((route) => route.prefix)).toEqual(
      routeTable.filter((route) => route.retrySafe && route.access !== 'internal').map((route) => route.prefix),
    );
    expect(retried.map((route) => route.prefix)).toEqual(
      expect.arrayContaining(['/api/analytics/pageview', '/api/analytics/session', '/api/logs']),
    );
    expect(retried.map((route) => route.prefix)).not.toContain('/api/mail/contact');
    expect(retried.map((route) => route.prefix)).not.toContain('/api/content/views');
  });

  it('waits for an answer as long as the contract says a route may take, 10 s elsewhere', () => {
    expect(config).toContain('proxy_read_timeout 10s;');
    const waits = (prefix: string) =>
      location(config, `location ^~ ${prefix}/`).filter((l) => l.startsWith('proxy_read_timeout '));
    // An image upload waits its turn for the image work: 180 s, and not the 10 s after which nginx answered 504.
    expect(waits('/api/admin/content/media')).toEqual(['proxy_read_timeout 180s;']);
    expect(waits('/api/admin/content/ai/providers')).toEqual(['proxy_read_timeout 305s;']);
    expect(waits('/api/admin/mail/smtp/check')).toEqual(['proxy_read_timeout 60s;']);
    expect(waits('/api/logs')).toEqual([]);
    for (const route of routeTable.filter((r) => r.access !== 'internal')) {
      const declared = route.answerWithinMs > 10_000 ? [`proxy_read_timeout ${route.answerWithinMs / 1000}s;`] : [];
      expect(waits(route.prefix), route.prefix).toEqual(declared);
    }
  });

  it('authenticates itself to the services with a secret from an include that cannot break out of its string', () => {
    expect(config).toContain(`include ${local.gatewaySecretFile};`);
    for (const path of Object.values(authCheckLocations)) {
      expect(location(config, `location = ${path}`)).toContain('proxy_set_header x-gateway-token $gateway_token;');
    }
    expect(gatewaySecretConf('s3cr3t-'.repeat(6))).toBe(
      `map $host $gateway_token {\n  default "${'s3cr3t-'.repeat(6)}";\n}\n`,
    );
    for (const bad of [
      'short',
      `${'a'.repeat(32)}"; }`,
      `${'a'.repeat(32)}$host`,
      `${'a'.repeat(32)} b`,
      `${'a'.repeat(32)}\\`,
    ]) {
      expect(() => gatewaySecretConf(bad), bad).toThrow(/GATEWAY_SECRET/);
    }
  });

  it('is accepted by nginx: local topology, container topology and the web container', () => {
    writeConfig(local.confDir, renderGateway(local));
    nginxAccepts(local.confDir);
    const behindWebContainer = options({ upstream: '127.0.0.1:8081' });
    writeConfig(behindWebContainer.confDir, renderGateway(behindWebContainer));
    nginxAccepts(behindWebContainer.confDir);
    const web = options({ root: '/srv/web' });
    writeConfig(web.confDir, renderWeb({ ...web, root: '/srv/web' }));
    nginxAccepts(web.confDir);
  });

  it('refuses, in the container topology as locally, an API path whose dot segments took it out of /api', () => {
    // The first lines of `location /`: the guard's `if` block, before the SPA is served or the web container asked.
    const guard = ['if ($raw_api_path) {', 'return 400;', '}'];
    expect(location(config, 'location /').slice(0, 3)).toEqual(guard);
    const containers = renderGateway(options({ upstream: 'web:8080' }))['nginx.conf'];
    const proxied = location(containers, 'location /');
    expect(proxied.slice(0, 3)).toEqual(guard);
    // Redirects are answered before any location (redirect-map.ts): the SPA's paths go straight to the web container.
    expect(proxied).toContain('proxy_pass http://web;');
  });

  it('answers 400 itself there in the container topology: the web container is not asked', async () => {
    const asked: string[] = [];
    const web = await listen((req, res) => {
      asked.push(req.url ?? '');
      res.end('the SPA');
    });
    const port = await freePort();
    const gateway = `http://127.0.0.1:${port}`;
    const containers = { ...options({ upstream: new URL(web.url).host }), listen: `127.0.0.1:${port}` };
    writeConfig(containers.confDir, renderGateway(containers));
    const nginx = await runNginx(containers.confDir, `${gateway}/healthz`);
    try {
      expect((await fetch(`${gateway}/blog`)).status).toBe(200);
      for (const path of ['/api/logs/..%2F..%2Fadmin', '/api/analytics/..%2F..%2Fblog']) {
        expect((await fetch(`${gateway}${path}`)).status, path).toBe(400);
      }
      expect(asked).toEqual(['/blog']);
    } finally {
      await nginx.stop();
      await web.close();
    }
  });

  it('follows the container DNS for upstreams when given a resolver (services recreated with new addresses)', () => {
    const containers = { ...options({ upstream: 'web:8080' }), resolver: '127.0.0.11' };
    const rendered = renderGateway(containers)['nginx.conf'];
    expect(rendered).toContain('resolver 127.0.0.11 valid=10s ipv6=off;');
    for (const name of ['auth', 'analytics', 'logs', 'web']) {
      const [zone, server] = location(rendered, `upstream ${name}`);
      expect(zone).toBe(`zone upstream_${name} 64k;`);
      expect(server).toMatch(/^server \S+ (?:max_fails=0 )?resolve;$/);
    }
    // Checked by nginx where it knows `resolve`; the images' nginx (1.28) checks it again when it starts.
    if (!nginxFollowsUpstreamDns()) return;
    writeConfig(containers.confDir, renderGateway({ ...containers, resolver: '127.0.0.1' }));
    nginxAccepts(containers.confDir);
  });
});
