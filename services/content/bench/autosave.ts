import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AdminArticle, ArticleDraft } from '@portfolio/contracts';
import { runChildServer } from '@portfolio/testing';

/**
 * The blog editor's autosave round trip on a 5,000-word article (`PUT /api/admin/content/articles/{id}`, the whole
 * draft, signed in as the administrator) through the single-machine process (`make start`'s), each save based on
 * the previous one's revision with one word changed, as an editor's debounced autosave sends it. Target: median ≤
 * 50 ms.
 */
const standalone = fileURLToPath(new URL('../../standalone/src/main.ts', import.meta.url));
const saves = Number(process.env.BENCH_AUTOSAVES ?? 200);
const warmUp = 20;
const targetMs = 50;
const admin = { email: 'bench@example.com', password: 'bench-password-long' };
const articles = '/api/admin/content/articles';

/** About 5,000 words of Markdown: headings, paragraphs, a list and a code block, as an article has them. */
function longMarkdown(words = 5000): string {
  const vocabulary = 'the service worker caches every page so that the reader keeps reading offline while'.split(' ');
  const parts: string[] = [];
  let written = 0;
  for (let section = 1; written < words; section++) {
    parts.push(`## Section ${section}`);
    for (let p = 0; p < 4 && written < words; p++) {
      const paragraph = Array.from({ length: 60 }, (_, i) => vocabulary[(i + p + section) % vocabulary.length]);
      parts.push(paragraph.join(' ') + '.');
      written += paragraph.length + 2;
    }
    parts.push('- one point\n- another point', '```ts\nconst cache = await caches.open("pages");\n```');
  }
  return parts.join('\n\n');
}

const draftOf = (markdown: string): ArticleDraft => ({
  sourceLang: 'en',
  tags: ['pwa', 'react'],
  cover: null,
  versions: [
    {
      lang: 'en',
      slug: 'autosave-bench',
      title: 'A long article the editor autosaves',
      excerpt: 'Five thousand words.',
      markdown,
      keywords: ['offline'],
      seoTitle: '',
      seoDescription: '',
      canonicalUrl: '',
    },
  ],
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

const dir = mkdtempSync(join(tmpdir(), 'bench-autosave-'));
const app = await runChildServer(standalone, {
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: join(dir, 'data'),
  LOG_LEVEL: 'silent',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
});
try {
  const login = await fetch(`${app.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (login.status >= 300) throw new Error(`login answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = { cookie, 'content-type': 'application/json' };
  const created = await fetch(`${app.url}${articles}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ sourceLang: 'en', title: 'Autosave' }),
  });
  if (created.status !== 201) throw new Error(`creating the article answered ${created.status}`);
  let article = (await created.json()) as AdminArticle;
  const markdown = longMarkdown();
  const words = markdown.split(/\s+/).length;
  const bytes = Buffer.byteLength(JSON.stringify({ baseRevision: 0, draft: draftOf(markdown) }));

  const times: number[] = [];
  for (let i = 0; i < warmUp + saves; i++) {
    // One word changes per save, as typing between two autosaves does.
    const body = JSON.stringify({ baseRevision: article.revision, draft: draftOf(`${markdown}\n\nEdit ${i}.`) });
    const started = performance.now();
    const res = await fetch(`${app.url}${articles}/${article.id}`, { method: 'PUT', headers, body });
    article = (await res.json()) as AdminArticle;
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`save ${i} answered ${res.status}: ${JSON.stringify(article)}`);
    if (i >= warmUp) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 0.5);
  process.stdout.write(
    [
      `content: editor autosave (PUT ${articles}/{id}, ${words.toLocaleString('en')} words, ${bytes.toLocaleString('en')} bytes), single-machine process`,
      `  ${saves} saves after ${warmUp} to warm up, one at a time`,
      `  round trip: median ${median.toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (target: median ≤ ${targetMs} ms) ${median <= targetMs ? 'PASS' : 'FAIL'}`,
      '',
    ].join('\n'),
  );
} finally {
  await app.stop();
  rmSync(dir, { recursive: true, force: true });
}
