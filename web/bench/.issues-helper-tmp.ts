import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { runChildServer } from '@portfolio/testing';
const dataDir = mkdtempSync(join(tmpdir(), 'web-issues-'));
const server = await runChildServer('/work/main/services/standalone/src/main.ts', {
  HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', DATA_DIR: dataDir, WEB_DIST: process.env.WEB_DIST_DIR!, ADMIN_PASSWORD: 'bench-only-password-not-used',
});
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const result = await lighthouse(`${server.url}/`, { port: chrome.port, output: 'json', logLevel: 'error' });
  const a = result!.lhr.audits;
  console.log(JSON.stringify(a['inspector-issues']?.details, null, 1).slice(0, 3000));
  console.log(JSON.stringify(a['errors-in-console']?.details, null, 1).slice(0, 2000));
  const reqs = (a['network-requests']?.details as any).items.filter((r: any) => r.url.includes('/api/'));
  console.log(reqs.map((r: any) => `${r.requestMethod ?? ''} ${r.url} ${r.statusCode} ${r.networkRequestTime}`).join('\n'));
} finally { chrome.kill(); await server.stop(); rmSync(dataDir, { recursive: true, force: true }); }
