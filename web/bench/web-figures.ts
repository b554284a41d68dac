import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { runChildServer } from '@portfolio/testing';

/**
 * `make bench`, web part: the JavaScript weight of the first page and a Lighthouse run on `/` (mobile preset,
 * simulated throttling) in Debian's Chromium, against the real single-machine process serving the build.
 * Figures are printed, never asserted; Lighthouse scores vary from run to run by a few points.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'web/dist');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!existsSync(join(dist, 'index.html'))) throw new Error('No web build: run `make build-web` first.');

/** Sizes of a built file as the single-machine process serves it: gzip and brotli at their best levels. */
function compressed(file: string) {
  const content = readFileSync(join(dist, file));
  return { gzip: gzipSync(content, { level: 9 }).length, brotli: brotliCompressSync(content).length };
}
const sum = (files: string[]) =>
  files
    .map(compressed)
    .reduce((a, b) => ({ gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { gzip: 0, brotli: 0 });

// The entry and every module index.html preloads: what must arrive before the app can start.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);

const dataDir = mkdtempSync(join(tmpdir(), 'web-bench-'));
const server = await runChildServer(join(root, 'services/standalone/src/main.ts'), {
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  WEB_DIST: dist,
  ADMIN_PASSWORD: 'bench-only-password-not-used',
});
const chrome = await chromeLauncher.launch({
  chromePath: chromium,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});

try {
  const result = await lighthouse(`${server.url}/`, { port: chrome.port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error('Lighthouse returned nothing');
  const { categories, audits } = result.lhr;
  const requests = (audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })?.items;
  const scripts = [
    ...new Set(
      (requests ?? []).filter((r) => r.resourceType === 'Script').map((r) => new URL(r.url).pathname.slice(1)),
    ),
  ].filter((path) => existsSync(join(dist, path)));
  const loaded = sum(scripts);
  const initial = sum(entry);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.displayValue ?? 'n/a';

  const lines = [
    'web app (make bench)',
    `  initial-route JavaScript (entry and preloaded modules, ${entry.length} files): ${kb(initial.gzip)} gzip, ${kb(initial.brotli)} brotli (target: at most 130 KB gzip)`,
    `  all JavaScript loaded by / until idle (${scripts.length} files: entry, page, texts, deferred menus, notifications, analytics): ${kb(loaded.gzip)} gzip, ${kb(loaded.brotli)} brotli`,
    `  Lighthouse ${result.lhr.lighthouseVersion}, mobile preset, ${result.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}:`,
    `    performance ${score('performance')} (target >= 90), accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')} (targets 100)`,
    `    first contentful paint ${metric('first-contentful-paint')}, largest contentful paint ${metric('largest-contentful-paint')}, total blocking time ${metric('total-blocking-time')}, cumulative layout shift ${metric('cumulative-layout-shift')}`,
  ];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of categories[id]?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (!(ref.weight > 0 && audit && audit.score !== null && audit.score < 1)) continue;
      lines.push(`    ${id}: ${audit.title}`);
      // Say which: console errors are often 404s of a service this checkout does not have yet.
      type Item = { url?: string; sourceLocation?: { url?: string }; description?: string };
      const items = (audit.details as { items?: Item[] } | undefined)?.items ?? [];
      for (const item of items.slice(0, 5)) {
        const url = item.url || item.sourceLocation?.url;
        lines.push(`      ${url ? new URL(url).pathname : ''}: ${item.description ?? ''}`);
      }
    }
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
