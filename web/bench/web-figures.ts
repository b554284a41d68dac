import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { runChildServer } from '@portfolio/testing';
import { chromiumFlags } from '../scripts/chromium.ts';
import { benchRoutes, showsNotFound, type BenchRoute } from './support/bench-routes.ts';
import { judge, median, type Figures, type Round } from './support/budgets.ts';
import { lighthouseRound } from './support/lighthouse-round.ts';
import { readerFiles, readerWeight } from './support/reader-weight.ts';
import { buildWeights, kb } from './support/weights.ts';

/**
 * `make bench`, web part: first visits of the public pages against their budgets (issues #14, #15), `/` first.
 * The JavaScript weights of the build, and Lighthouse (mobile preset, simulated throttling) in Debian's Chromium
 * against the real single-machine process serving the build, `WEB_BENCH_RUNS` times per address (at least 3): each
 * figure is the median of the rounds, printed with the spread, beside its target. An address whose page is not
 * there yet (no content service, no article, a route still showing the not-found page) is said to be so. Figures
 * are printed, never asserted.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Math.max(3, Number(process.env.WEB_BENCH_RUNS ?? 3) || 3);

if (!existsSync(join(root, 'web/dist/index.html'))) throw new Error('No web build: run `make build-web` first.');
// A copy of the build, served and weighed: a build started meanwhile (`make build-web`) changes no figure midway.
const dataDir = mkdtempSync(join(tmpdir(), 'web-bench-'));
const dist = join(dataDir, 'web-dist');
cpSync(join(root, 'web/dist'), dist, { recursive: true });
const weights = buildWeights(dist);
const reader = readerWeight(dist, weights);
const readerNames = readerFiles(dist).map((file) => file.replace(/^assets\//, ''));
/** Weighed now: the copy of the build is removed with the data folder at the end. */
const readerSection = [
  `web app (make bench): the article reader, loaded when the visitor reaches for it: ${kb(reader.gzip)} gzip (target ≤ 15 KB), ${kb(reader.brotli)} brotli, ${readerNames.length} files: ${readerNames.join(', ')}`,
];

// Render-critical: the entry and every module index.html preloads, what must arrive before the app can start.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
const critical = weights.sum(entry);

const server = await runChildServer(join(root, 'services/standalone/src/main.ts'), {
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'warn',
  DATA_DIR: join(dataDir, 'data'),
  WEB_DIST: dist,
  ADMIN_PASSWORD: 'bench-only-password-not-used',
});
const chrome = await chromeLauncher.launch({
  chromePath: chromium,
  chromeFlags: ['--headless=new', ...chromiumFlags],
});

/** The scripts a visit of `/` fetched by idle: what every other address's added JavaScript is counted beyond. */
const homeScripts = new Set<string>();
const sections: string[][] = [];

/** Why an address has no figures: its page is not there yet, or Lighthouse could not finish a round of it. */
class NotThere extends Error {}

/** The rounds of one address, or why there are none: a round Lighthouse could not finish is run again. */
async function roundsOf(path: string): Promise<{ rounds: Round[]; failing: Map<string, string[]>; versions: string }> {
  const rounds: Round[] = [];
  const failing = new Map<string, string[]>();
  let versions = '';
  let problem = '';
  for (let attempt = 0; rounds.length < runs && attempt < 2 * runs; attempt += 1) {
    const outcome = await lighthouseRound(`${server.url}${path}`, chrome.port, weights);
    if (!outcome.round) {
      problem = outcome.problem;
      process.stderr.write(`Lighthouse round of ${path} failed (${problem}), running it again\n`);
      continue;
    }
    if (showsNotFound(outcome.round))
      throw new NotThere(`${path} shows the not-found page (its route is not built yet)`);
    rounds.push(outcome.round);
    versions = outcome.versions;
    for (const [title, items] of outcome.failing) failing.set(title, items);
  }
  if (rounds.length === 0) throw new NotThere(`Lighthouse finished no round (${problem})`);
  return { rounds, failing, versions };
}

async function measure({ title, address, budgets }: BenchRoute): Promise<string[]> {
  if (!('path' in address))
    return [`web app (make bench): first visit of ${title}: not measured, ${address.unavailable}`];
  const { path } = address;
  const isHome = path === '/';
  const { rounds, failing, versions } = await roundsOf(path);
  if (isHome) for (const file of rounds.flatMap((round) => round.scripts)) homeScripts.add(file);
  const added = (round: Round) => round.scripts.filter((file) => !homeScripts.has(file));
  const spread = (pick: (r: Round) => number, format: (n: number) => string) =>
    `median ${format(median(rounds.map(pick)))} (rounds: ${rounds.map((r) => format(pick(r))).join(', ')})`;
  const ms = (n: number) => `${Math.round(n)} ms`;
  const seconds = (n: number) => `${(n / 1000).toFixed(2)} s`;
  const figures: Figures = {
    criticalGzip: critical.gzip / 1024,
    idleGzip: median(rounds.map((r) => r.idleGzip)) / 1024,
    addedGzip: median(rounds.map((r) => weights.sum(added(r)).gzip)) / 1024,
    performance: median(rounds.map((r) => r.performance)),
    accessibility: median(rounds.map((r) => r.accessibility)),
    bestPractices: median(rounds.map((r) => r.bestPractices)),
    seo: median(rounds.map((r) => r.seo)),
  };
  const addedFiles = [...new Set(rounds.flatMap(added))].map((file) => file.replace(/^assets\//, ''));
  return [
    `web app (make bench): first visit of ${title === path ? path : `${title} (${path})`}, ${rounds.length} Lighthouse rounds (${versions}, mobile preset, simulated throttling)`,
    ...budgets.map((budget) => judge(budget, figures[budget.figure])),
    isHome
      ? `  render-critical JavaScript: ${entry.length} files, ${kb(critical.gzip)} gzip, ${kb(critical.brotli)} brotli`
      : `  JavaScript added to what / needs: ${spread((r) => weights.sum(added(r)).gzip, kb)} gzip, ${addedFiles.length} files: ${addedFiles.join(', ') || 'none'}`,
    `  JavaScript loaded by idle: ${spread((r) => r.scripts.length, String)} files, ${spread((r) => r.idleGzip, kb)} gzip, ${kb(median(rounds.map((r) => r.idleBrotli)))} brotli`,
    `  performance ${spread((r) => r.performance, String)}`,
    `  first contentful paint ${spread((r) => r.fcp, seconds)}`,
    `  largest contentful paint ${spread((r) => r.lcp, seconds)}`,
    `  total blocking time ${spread((r) => r.tbt, ms)}`,
    `  cumulative layout shift ${spread(
      (r) => r.cls,
      (n) => n.toFixed(3),
    )}`,
    ...[...failing].flatMap(([failed, items]) => [`  ${failed}`, ...items.map((item) => `    ${item}`)]),
  ];
}

try {
  for (const route of await benchRoutes(server.url)) {
    try {
      sections.push(await measure(route));
    } catch (error) {
      // `/` is what every other figure is counted against: without it, nothing is measured.
      if (!(error instanceof NotThere) || homeScripts.size === 0) throw error;
      sections.push([`web app (make bench): first visit of ${route.title}: not measured, ${error.message}`]);
    }
  }
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
sections.push(readerSection);
process.stdout.write(`${sections.flat().join('\n')}\n`);
