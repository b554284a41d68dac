import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { runChildServer } from '@portfolio/testing';
import { budgets, judge, median, type Round } from './support/budgets.ts';

/**
 * `make bench`, web part: the first visit of `/` against its budgets (issue #14). The JavaScript weights of the
 * build, and Lighthouse on `/` (mobile preset, simulated throttling) in Debian's Chromium against the real
 * single-machine process serving the build, `WEB_BENCH_RUNS` times (at least 3): each figure is the median of the
 * rounds, printed with the spread, beside its target. Figures are printed, never asserted.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'web/dist');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Math.max(3, Number(process.env.WEB_BENCH_RUNS ?? 3) || 3);
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

// Render-critical: the entry and every module index.html preloads, what must arrive before the app can start.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
const critical = sum(entry);

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

type Item = { url?: string; sourceLocation?: { url?: string }; description?: string; issueType?: string };
const rounds: Round[] = [];
const failing = new Map<string, string[]>();
let versions = '';
try {
  // A round Lighthouse could not finish (a runtime error, no score) is run again, up to as many times as asked.
  for (let attempt = 0; rounds.length < runs && attempt < 2 * runs; attempt += 1) {
    const result = await lighthouse(`${server.url}/`, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { categories, audits, lighthouseVersion, environment, runtimeError } = result.lhr;
    if (runtimeError || categories.performance?.score == null) {
      process.stderr.write(`Lighthouse round failed (${runtimeError?.code ?? 'no score'}), running it again\n`);
      continue;
    }
    versions = `Lighthouse ${lighthouseVersion}, ${environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}`;
    const requests = (audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })
      ?.items;
    // Every script the visit fetched until Lighthouse saw the page idle: entry, page, texts, idle-time extras.
    const scripts = [
      ...new Set(
        (requests ?? []).filter((r) => r.resourceType === 'Script').map((r) => new URL(r.url).pathname.slice(1)),
      ),
    ].filter((path) => existsSync(join(dist, path)));
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    rounds.push({
      idleGzip: sum(scripts).gzip,
      idleBrotli: sum(scripts).brotli,
      idleFiles: scripts.length,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    });
    // What cost a category its 100, to say why (console errors are often a service this checkout lacks).
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of categories[id]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (!(ref.weight > 0 && audit && audit.score !== null && audit.score < 1)) continue;
        const items = (audit.details as { items?: Item[] } | undefined)?.items ?? [];
        failing.set(
          `${id}: ${audit.title}`,
          items.slice(0, 5).map((item) => {
            const url = item.url || item.sourceLocation?.url;
            return `${url ? new URL(url).pathname : ''}: ${item.description ?? item.issueType ?? ''}`;
          }),
        );
      }
    }
  }
  if (rounds.length === 0) throw new Error('Lighthouse finished no round');
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const spread = (pick: (r: Round) => number, format: (n: number) => string) =>
  `median ${format(median(rounds.map(pick)))} (rounds: ${rounds.map((r) => format(pick(r))).join(', ')})`;
const ms = (n: number) => `${Math.round(n)} ms`;
const seconds = (n: number) => `${(n / 1000).toFixed(2)} s`;
const figures = {
  criticalGzip: critical.gzip / 1024,
  idleGzip: median(rounds.map((r) => r.idleGzip)) / 1024,
  performance: median(rounds.map((r) => r.performance)),
  accessibility: median(rounds.map((r) => r.accessibility)),
  bestPractices: median(rounds.map((r) => r.bestPractices)),
  seo: median(rounds.map((r) => r.seo)),
};

const lines = [
  `web app (make bench): first visit of /, ${runs} Lighthouse rounds (${versions}, mobile preset, simulated throttling)`,
  ...budgets.map((budget) => judge(budget, figures[budget.figure])),
  `  render-critical JavaScript: ${entry.length} files, ${kb(critical.gzip)} gzip, ${kb(critical.brotli)} brotli`,
  `  JavaScript loaded by idle: ${spread((r) => r.idleFiles, String)} files, ${spread((r) => r.idleGzip, kb)} gzip, ${kb(median(rounds.map((r) => r.idleBrotli)))} brotli`,
  `  performance ${spread((r) => r.performance, String)}`,
  `  first contentful paint ${spread((r) => r.fcp, seconds)}`,
  `  largest contentful paint ${spread((r) => r.lcp, seconds)}`,
  `  total blocking time ${spread((r) => r.tbt, ms)}`,
  `  cumulative layout shift ${spread(
    (r) => r.cls,
    (n) => n.toFixed(3),
  )}`,
  ...[...failing].flatMap(([title, items]) => [`  ${title}`, ...items.map((item) => `    ${item}`)]),
];
process.stdout.write(`${lines.join('\n')}\n`);
