import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchRounds, formatRatioRounds, ratioRounds, runChildServer, runLoad } from '@portfolio/testing';
import { documentFolderIn, openDocumentFolder } from '../src/site-content/document-folder.ts';
import { seedState } from '../src/site-content/seed.ts';
import { openSqliteSiteContentStore } from '../src/stores/sqlite/site-content-store.ts';

/**
 * The home page's HTML (`GET /?lang=fr`: the content service's crawler-readable page, its sections from the site
 * content published in the store, from its render cache with its validators) through the single-machine process,
 * beside the same bytes served by that process as a static file of the built SPA, round by round in this
 * invocation. Target: median ratio ≥ 0.5.
 */
const standalone = fileURLToPath(new URL('../../standalone/src/main.ts', import.meta.url));
const builtIndex = fileURLToPath(new URL('../../../web/dist/index.html', import.meta.url));
const home = '/?lang=fr';
const requests = Number(process.env.BENCH_REQUESTS ?? 20_000);
const rounds = benchRounds();

const dir = mkdtempSync(join(tmpdir(), 'bench-home-page-'));
const webDist = join(dir, 'dist');
const dataDir = join(dir, 'data');
const indexCopy = join(dir, 'index.html');
copyFileSync(builtIndex, indexCopy);
mkdirSync(webDist);
copyFileSync(builtIndex, join(webDist, 'index.html'));

// A publication in the store, as the administrator's would be: the French hero changed, every language published.
mkdirSync(dataDir, { recursive: true });
const published = await seedState(await openDocumentFolder(documentFolderIn(dataDir)));
published.published.languages.fr!.hero!.greeting = 'Bienvenue, je suis';
const store = openSqliteSiteContentStore(join(dataDir, 'content.sqlite'));
const at = Date.now();
const state = { ...published, revision: 1, publishedRevision: 1, publishedAt: at, draft: published.published };
await store.write(state, 0, { id: 1, publishedAt: at, langs: ['fr'], content: published.published });
await store.close();

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
  const page = await fetch(`${app.url}${home}`);
  if (page.status !== 200) throw new Error(`${home} answered ${page.status}`);
  const bytes = Buffer.from(await page.arrayBuffer());
  if (!bytes.includes('Bienvenue, je suis')) throw new Error(`${home} does not show the published content`);
  writeFileSync(join(webDist, 'home.html'), bytes);
  const rendered = { url: `${app.url}${home}`, requests };
  const staticFile = { url: `${app.url}/home.html`, requests };
  await runLoad({ ...rendered, requests: 2000 });
  await runLoad({ ...staticFile, requests: 2000 });
  const result = await ratioRounds(
    () => runLoad(staticFile),
    () => runLoad(rendered),
    rounds,
  );
  process.stdout.write(
    [
      `content: home page HTML (GET ${home}, ${bytes.length.toLocaleString('en')} bytes, sections from the store), single-machine process`,
      `  ${rounds} rounds of ${requests.toLocaleString('en')} requests a side`,
      ...formatRatioRounds(
        { baseline: 'the same bytes as a static file', measured: 'the home page' },
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
