import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStandalone, type Standalone } from './run-standalone.ts';

describe('the built SPA served by the single-machine process', () => {
  let app: Standalone;
  let root: string;
  let dist: string;
  const script = 'console.log("app");'.repeat(50);

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'spa-'));
    dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portfolio</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    writeFileSync(join(dist, 'assets', 'swapped-def456.js'), script);
    writeFileSync(join(dist, '.env'), 'SECRET=1');
    writeFileSync(join(root, 'outside.txt'), 'outside');
    app = await runStandalone({ DATA_DIR: join(root, 'data'), WEB_DIST: dist, ADMIN_PASSWORD: 'a-long-test-password' });
  });
  afterAll(async () => {
    await app.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves index.html for client routes, revalidated, with the SPA security policy', async () => {
    // The public pages (/, /blog, /games, an article) are the content service's: see site-documents.test.ts.
    for (const path of ['/admin/dashboard', '/test-hybrid-reader', '/no/such/page']) {
      const res = await fetch(`${app.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('caches hashed assets as immutable and sends the pre-compressed copy', async () => {
    const res = await fetch(`${app.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(script);
  });

  it('never serves dotfiles or anything outside the build folder', async () => {
    const dot = await fetch(`${app.url}/.env`);
    expect(await dot.text()).not.toContain('SECRET');
    const escaped = await fetch(`${app.url}/..%2Foutside.txt`);
    expect(await escaped.text()).not.toContain('outside');
  });

  it('answers API paths no service handles with the contract 404, not the SPA', async () => {
    for (const path of ['/api/nothing-here', '/api']) {
      const res = await fetch(`${app.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ code: 'not_found', message: expect.any(String) });
    }
  });

  it('serves the plain file when a pre-compressed sibling is a directory, and stays up', async () => {
    // What the headers were decided from (a `.gz` that exists) cannot be read: a directory swapped in by a
    // deploy. Reading it once the 200 was sent used to throw EISDIR with nothing to catch it: the process died.
    mkdirSync(join(dist, 'assets', 'swapped-def456.js.gz'));
    const res = await fetch(`${app.url}/assets/swapped-def456.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(script);
    expect(app.child.exitCode).toBeNull();
    expect((await fetch(`${app.url}/`)).status).toBe(200);
  });

  it('finishes a download whose file is removed while it is being sent', async () => {
    const big = join(dist, 'assets', 'big-0a1b2c.bin');
    writeFileSync(big, Buffer.alloc(8 * 1024 * 1024, 7));
    const res = await fetch(`${app.url}/assets/big-0a1b2c.bin`);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let received = (await reader.read()).value?.byteLength ?? 0;
    rmSync(big);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received += chunk.value.byteLength;
    expect(received).toBe(8 * 1024 * 1024);
    expect((await fetch(`${app.url}/assets/big-0a1b2c.bin`)).headers.get('content-type')).toContain('text/html');
  });

  it('still routes the API by the route table', async () => {
    const res = await fetch(`${app.url}/api/admin/session`);
    expect(await res.json()).toEqual({ authenticated: false });
  });
});
