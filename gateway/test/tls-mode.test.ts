import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@portfolio/testing';
import { admin, useGatewayTopology } from './support/topology.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const certDir = mkdtempSync(join(tmpdir(), 'gateway-tls-'));
afterAll(() => rmSync(certDir, { recursive: true, force: true }));
let httpPort = 0;

/** The gateway in TLS mode with the self-signed pair `make tls-cert` makes, on loopback. */
const gateway = useGatewayTopology({
  edge: async () => {
    execFileSync(join(root, 'infra/tls/self-signed.sh'), [certDir]);
    httpPort = await freePort();
    return {
      tls: { certificate: join(certDir, 'fullchain.pem'), key: join(certDir, 'privkey.pem'), httpPort },
    };
  },
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** HTTPS with the test certificate as the only trusted root. */
function httpsRequest(path: string, init: { method?: string; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      gateway.url(path),
      {
        method: init.method ?? 'GET',
        ca: readFileSync(join(certDir, 'fullchain.pem')),
        headers: init.body ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('the gateway in TLS mode', () => {
  it('answers plain HTTP only with a permanent redirect to the same address over HTTPS', async () => {
    for (const path of ['/', '/admin?tab=logs', '/api/analytics/stats']) {
      const res = await fetch(`http://127.0.0.1:${httpPort}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location')).toBe(gateway.url(path));
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    }
    expect((await fetch(`http://127.0.0.1:${httpPort}/healthz`)).status).toBe(200);
  });

  it('answers a malformed request on plain HTTP with the JSON error and the security headers', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = connect(httpPort, '127.0.0.1', () => socket.write('GET /a%00b HTTP/1.1\r\nHost: x\r\n\r\n'));
      socket.on('data', (chunk: Buffer) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/^Content-Type: application\/json/im);
    expect(answer).toMatch(/^X-Content-Type-Options: nosniff/im);
    expect(answer).toContain('"code":"bad_request"');
  });

  it('serves the site over HTTPS with HSTS on every answer, errors included', async () => {
    for (const path of ['/', '/api/admin/session', '/api/nothing-here']) {
      const res = await httpsRequest(path);
      expect(res.headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
    }
    expect((await httpsRequest('/')).status).toBe(200);
  });

  it('signs the administrator in with a __Host- session cookie that is Secure', async () => {
    const res = await httpsRequest('/api/admin/login', { method: 'POST', body: JSON.stringify(admin) });
    expect(res.status, res.body).toBe(200);
    const cookies = (res.headers['set-cookie'] ?? []) as string[];
    expect(cookies.some((cookie) => cookie.startsWith('__Host-portfolio_sid='))).toBe(true);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Host-/);
      expect(cookie.toLowerCase()).toContain('; secure');
      expect(cookie.toLowerCase()).toContain('; path=/');
      expect(cookie.toLowerCase()).not.toContain('domain=');
    }
  });

  it('grades A+ on the MDN HTTP Observatory, every check passing', () => {
    const output = execFileSync(
      process.execPath,
      [join(root, 'gateway/test/support/observatory/scan.ts'), '127.0.0.1'],
      {
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH ?? '',
          NODE_EXTRA_CA_CERTS: join(certDir, 'fullchain.pem'),
          OBSERVATORY_HTTP_PORT: String(httpPort),
          OBSERVATORY_HTTPS_PORT: new URL(gateway.url('/')).port,
        },
      },
    );
    const result = JSON.parse(output) as {
      scan: { grade: string; score: number };
      tests: Record<string, { pass: boolean; result: string }>;
    };
    const failed = Object.entries(result.tests).filter(([, test]) => !test.pass);
    expect(failed, JSON.stringify(result.tests, null, 2)).toEqual([]);
    expect(result.scan.grade, `score ${result.scan.score}`).toBe('A+');
  }, 60_000);
});
