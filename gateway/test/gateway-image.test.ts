import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { renderGatewayImage, type GatewayImageLayout } from '../src/container/gateway-image.ts';
import { defaultRateLimits, edgeModes, edgeRuntimeConf, gatewaySecretConf } from '../src/index.ts';
import { writeConfig } from '../src/nginx/write-config.ts';
import { nginxFollowsUpstreamDns } from './support/nginx.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const entrypoint = join(root, 'gateway/container/entrypoint.sh');
const dir = mkdtempSync(join(tmpdir(), 'gateway-image-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The image's layout under a temporary folder: its configurations rendered as the image build renders them. */
const layout: GatewayImageLayout = {
  modesDir: join(dir, 'modes'),
  runDir: join(dir, 'run'),
  redirectsDir: join(dir, 'redirects'),
  tlsDir: join(dir, 'tls'),
  ...(nginxFollowsUpstreamDns() ? { resolver: '127.0.0.1' } : { serviceHost: '127.0.0.1' }),
};
mkdirSync(layout.runDir);
for (const [mode, files] of Object.entries(renderGatewayImage(layout, defaultRateLimits))) {
  writeConfig(join(layout.modesDir, mode), files);
}
execFileSync(join(root, 'infra/tls/self-signed.sh'), [layout.tlsDir]);

const secret = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFy';

/** The container's start-up as the image runs it, with `nginx -t` (check the configuration, then stop) as CMD. */
function start(env: Record<string, string>) {
  const result = spawnSync('sh', [entrypoint, '-t', '-q', '-p', layout.runDir, '-e', 'stderr'], {
    encoding: 'utf8',
    // The access log goes to /dev/stdout, which nginx cannot open on a socket (what a piped stdout is here).
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: `${process.env.PATH ?? ''}:/usr/sbin`,
      GATEWAY_MODES_DIR: layout.modesDir,
      GATEWAY_RUN_DIR: layout.runDir,
      GATEWAY_TLS_DIR: layout.tlsDir,
      GATEWAY_SECRET: secret,
      ...env,
    },
  });
  return { status: result.status, stderr: result.stderr };
}
const runtimeFile = (name: string) => readFileSync(join(layout.runDir, name), 'utf8');

describe('the gateway image starts in the mode the deployment chose', () => {
  it('renders one configuration per mode', () => {
    expect(edgeModes).toEqual(['tls', 'proxy', 'plain']);
    const tls = readFileSync(join(layout.modesDir, 'tls/nginx.conf'), 'utf8');
    expect(tls).toContain('listen 8443 ssl;');
    expect(tls).toContain(`ssl_certificate ${layout.tlsDir}/fullchain.pem;`);
    expect(tls).toContain('listen 8080;');
    expect(tls).toContain('return 301 https://$host$https_port_suffix$request_uri;');
    const proxy = readFileSync(join(layout.modesDir, 'proxy/nginx.conf'), 'utf8');
    expect(proxy).toContain('real_ip_header X-Forwarded-For;');
    expect(proxy).not.toContain('ssl');
  });

  it('TLS (the default): mounted certificates, the public HTTPS port in the redirect, accepted by nginx', () => {
    const started = start({ GATEWAY_HTTPS_PORT: '8443' });
    expect(started.stderr).toContain('gateway: tls mode');
    expect(started.status, started.stderr).toBe(0);
    expect(runtimeFile('gateway-secret.conf')).toBe(gatewaySecretConf(secret));
    expect(runtimeFile('gateway-edge.conf')).toBe(edgeRuntimeConf({ mode: 'tls', httpsPort: 8443 }));
    expect(start({}).status).toBe(0);
    expect(runtimeFile('gateway-edge.conf')).toBe(edgeRuntimeConf({ mode: 'tls', httpsPort: 443 }));
  });

  it('TLS without a certificate, or with a port that is not one, refuses to start and says why', () => {
    const missing = start({ GATEWAY_TLS_DIR: join(dir, 'nowhere') });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/TLS mode needs .*fullchain\.pem.*make tls-cert/s);
    for (const port of ['0', '70000', '443;', 'x']) expect(start({ GATEWAY_HTTPS_PORT: port }).status, port).toBe(1);
  });

  it('front proxy: its addresses become set_real_ip_from and the only source of X-Forwarded-Proto', () => {
    const proxies = '10.0.0.0/8, 192.168.1.1 2001:db8::/32';
    const started = start({ GATEWAY_MODE: 'proxy', GATEWAY_TRUSTED_PROXIES: proxies });
    expect(started.status, started.stderr).toBe(0);
    expect(runtimeFile('gateway-edge.conf')).toBe(
      edgeRuntimeConf({ mode: 'proxy', trustedProxies: ['10.0.0.0/8', '192.168.1.1', '2001:db8::/32'] }),
    );
    // The local topology's copy of the same text refuses what is not an address or range.
    for (const bad of [[], ['10.0.0.1;'], ['10.0.0.0/33'], ['example.com'], ['::1/129']]) {
      expect(() => edgeRuntimeConf({ mode: 'proxy', trustedProxies: bad }), bad.join()).toThrow(/GATEWAY_TRUSTED/);
    }
    for (const bad of ['', ' , ', '10.0.0.1; include /etc/passwd', '10.0.0.1}']) {
      const refused = start({ GATEWAY_MODE: 'proxy', GATEWAY_TRUSTED_PROXIES: bad });
      expect(refused.status, bad).toBe(1);
      expect(refused.stderr).toContain('GATEWAY_TRUSTED_PROXIES');
    }
  });

  it('plain HTTP is refused unless GATEWAY_ALLOW_PLAIN_HTTP=true says so explicitly', () => {
    for (const allow of [undefined, 'false', '1', 'TRUE']) {
      const refused = start({ GATEWAY_MODE: 'plain', ...(allow ? { GATEWAY_ALLOW_PLAIN_HTTP: allow } : {}) });
      expect(refused.status, allow).toBe(1);
      expect(refused.stderr).toContain('refusing to serve plain HTTP');
    }
    const allowed = start({ GATEWAY_MODE: 'plain', GATEWAY_ALLOW_PLAIN_HTTP: 'true' });
    expect(allowed.status, allowed.stderr).toBe(0);
  });

  it('refuses an unknown mode and a missing, short or unquotable gateway secret', () => {
    expect(start({ GATEWAY_MODE: 'https' }).stderr).toContain('GATEWAY_MODE must be tls, proxy or plain');
    for (const bad of ['', 'short', `${'a'.repeat(32)}"; }`, `${'a'.repeat(32)}$host`, `${'a'.repeat(32)} b`]) {
      const refused = start({ GATEWAY_SECRET: bad });
      expect(refused.status, bad).toBe(1);
      expect(refused.stderr).toContain('GATEWAY_SECRET');
    }
  });

  it('the image runs this start-up, listens on 8080 and 8443, and keeps its health check on plain HTTP', () => {
    const dockerfile = readFileSync(join(root, 'gateway/Dockerfile'), 'utf8');
    expect(dockerfile).toContain('COPY --chmod=0755 gateway/container/entrypoint.sh /usr/local/bin/gateway-entrypoint');
    expect(dockerfile).toContain('ENTRYPOINT ["/usr/local/bin/gateway-entrypoint"]');
    expect(dockerfile).toMatch(/^EXPOSE 8080 8443$/m);
    expect(dockerfile).toContain('http://127.0.0.1:8080/healthz');
  });
});
