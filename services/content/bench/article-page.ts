import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchRounds, formatRatioRounds, ratioRounds, runChildServer, runLoad } from '@portfolio/testing';

/**
 * An article page's HTML (`GET /blog/{slug}`: the content service's crawler-readable page, from its render cache,
 * with its validators) through the single-machine process, beside the same bytes served by that process as a
 * static file of the built SPA (the dispatcher's static path: open, stat, stream), round by round in this
 * invocation. Target: median ratio ≥ 0.5.
 */
const standalone = fileURLToPath(new URL('../../standalone/src/main.ts', import.meta.url));
const builtIndex = fileURLToPath(new URL('../../../web/dist/index.html', import.meta.url));
const article = '/blog/privacy-friendly-analytics';
const requests = Number(process.env.BENCH_REQUESTS ?? 20_000);
const rounds = benchRounds();

const dir = mkdtempSync(join(tmpdir(), 'bench-article-page-'));
const webDist = join(dir, 'dist');
const dataDir = join(dir, 'data');
const indexCopy = join(dir, 'index.html');
copyFileSync(builtIndex, indexCopy);
// The SPA folder the process serves: its index.html, and the page's bytes as a file once they are known.
mkdirSync(webDist);
copyFileSync(builtIndex, join(webDist, 'index.html'));

const app = await runChildServer(standalone, {
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  WEB_DIST: webDist,
  SPA_INDEX: indexCopy,
  LOG_LEVEL: 'silent',
  ADMIN_EMAIL: 'bench@example.com',
  ADMIN_PASSWORD: 'bench-password-long',
});
try {
  const page = await fetch(`${app.url}${article}`);
  if (page.status !== 200) throw new Error(`${article} answered ${page.status}`);
  const bytes = Buffer.from(await page.arrayBuffer());
  writeFileSync(join(webDist, 'article.html'), bytes);
  const rendered = { url: `${app.url}${article}`, requests };
  const staticFile = { url: `${app.url}/article.html`, requests };
  await runLoad({ ...rendered, requests: 2000 });
  await runLoad({ ...staticFile, requests: 2000 });
  const result = await ratioRounds(
    () => runLoad(staticFile),
    () => runLoad(rendered),
    rounds,
  );
  process.stdout.write(
    [
      `content: article page HTML (GET ${article}, ${bytes.length.toLocaleString('en')} bytes), single-machine process`,
      `  ${rounds} rounds of ${requests.toLocaleString('en')} requests a side`,
      ...formatRatioRounds(
        { baseline: 'the same bytes as a static file', measured: 'the article page' },
        result,
        0.5,
        '  ',
      ),
      '',
    ].join('\n'),
  );
} finally {
  await app.stop();
  rmSync(dir, { recursive: true, force: true });
}
