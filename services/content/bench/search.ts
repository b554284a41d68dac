import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import type { ArticleTag } from '@portfolio/contracts';
import { createLogger } from '@portfolio/kit';
import { mongoForTests } from '@portfolio/testing';
import { queryTerms } from '../src/search/terms.ts';
import { createMongoStore } from '../src/stores/mongo/mongo-store.ts';
import type { ContentStore, ListFilter } from '../src/stores/ports.ts';
import { openSqliteStore } from '../src/stores/sqlite/sqlite-store.ts';
import { generateArticles } from './support/generated-articles.ts';

/**
 * The blog search's latency in each store: 10,000 generated articles (about 800 words each; English, French,
 * Japanese and Arabic, one in five with a second language), then the searches a visitor makes, each run many times,
 * through the store's `list` as the articles route calls it (a page of 9, the hits' articles loaded). Target: each
 * search's median ≤ 50 ms. MongoDB is MONGO_URL's (or a Testcontainers one), else the wire-protocol stand-in, named
 * as such: its figures say nothing of MongoDB's speed.
 */
const articleCount = Number(process.env.BENCH_ARTICLES ?? 10_000);
const runs = Number(process.env.BENCH_SEARCH_RUNS ?? 30);
const standInArticles = Math.min(articleCount, 1000);
const targetMs = 50;
const perPage = 9;

const searches: { name: string; query?: string; tag?: ArticleTag; offset?: number }[] = [
  { name: 'newest, no search' },
  { name: 'newest, page 20', offset: 19 * perPage },
  { name: 'one word', query: 'offline' },
  { name: 'common word', query: 'the' },
  { name: 'two words', query: 'service worker' },
  { name: 'typing, 1 letter', query: 'o' },
  { name: 'typing, 2 letters', query: 'of' },
  { name: 'typing, 4 letters', query: 'offl' },
  { name: 'two words, typing', query: 'service wor' },
  { name: 'French, no accents', query: 'apres' },
  { name: 'Japanese', query: 'データベース' },
  { name: 'Japanese, typing', query: '待ち時' },
  { name: 'Arabic', query: 'المتصفح' },
  { name: 'one word, tag', query: 'grid', tag: 'css' },
  { name: 'tag, no search', tag: 'react' },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1).padStart(7);

async function measure(label: string, store: ContentStore, searchRuns: number) {
  const now = new Date();
  const lines = [`  ${label}`];
  let met = 0;
  for (const search of searches) {
    const filter: ListFilter = {
      offset: search.offset ?? 0,
      limit: perPage,
      ...(search.query ? { terms: queryTerms(search.query) } : {}),
      ...(search.tag ? { tag: search.tag } : {}),
    };
    const { total } = await store.list(filter, now); // warm-up (statements prepared, pages cached)
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < searchRuns; i++) {
      const [start, startCpu] = [performance.now(), process.cpuUsage()];
      await store.list(filter, now);
      times.push(performance.now() - start);
      const used = process.cpuUsage(startCpu);
      cpu.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const median = percentile(times, 0.5);
    if (median <= targetMs) met++;
    lines.push(
      `    ${search.name.padEnd(20)} ${String(total).padStart(6)} hits  median ${ms(median)} ms  p95 ${ms(percentile(times, 0.95))} ms  (CPU here: median ${ms(percentile(cpu, 0.5))} ms)  ${median <= targetMs ? 'PASS' : 'FAIL'}`,
    );
  }
  lines.push(
    `    ${met} of ${searches.length} searches within the target (median ≤ ${targetMs} ms), ${searchRuns} runs each`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function fill(store: ContentStore, articles: ReturnType<typeof generateArticles>['articles']) {
  const start = performance.now();
  for (const article of articles) await store.saveArticle(article);
  return ((performance.now() - start) / 1000).toFixed(1);
}

const set = generateArticles(articleCount, 800);
// The machine may be shared: its load says how far the wall-clock figures are from the search's own cost, which
// the CPU time this process spent per search shows (all of it for SQLite and the in-process stand-in; only the
// client's side for a MongoDB server).
process.stdout.write(
  `content search: ${set.articles.length} articles, ${set.versions} versions, ${(set.words / 1e6).toFixed(1)} M words; ` +
    `${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)}\n`,
);

const dir = mkdtempSync(join(tmpdir(), 'bench-content-'));
try {
  const sqlite = openSqliteStore(join(dir, 'content.sqlite'));
  const seconds = await fill(sqlite, set.articles);
  await measure(`SQLite (FTS5), filled in ${seconds} s`, sqlite, runs);
  await sqlite.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const mongo = await mongoForTests();
const dbName = `bench_${mongo.dbName}`;
const store = createMongoStore({ url: mongo.url, dbName, timeoutMs: 60_000, logger: createLogger('bench', 'silent') });
try {
  await store.indexes.built;
  if (mongo.standIn) {
    // The stand-in scans and copies every document in JavaScript for each command: 10,000 articles would take it
    // most of an hour to store. A tenth of them, and a few runs, show that every search works through the wire.
    const some = set.articles.slice(0, standInArticles);
    const seconds = await fill(store, some);
    const label = `MongoDB STAND-IN (mingo, not a real MongoDB; ${some.length} of the articles only), filled in ${seconds} s`;
    await measure(label, store, Math.min(runs, 3));
  } else {
    const seconds = await fill(store, set.articles);
    await measure(`MongoDB, filled in ${seconds} s`, store, runs);
  }
} finally {
  await store.close();
  const client = await MongoClient.connect(mongo.url);
  await client.db(dbName).dropDatabase();
  await client.close();
  await mongo.stop();
}
