import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { documentsSite, spaIndexHtml, type DocumentsSite } from '../../content/test/documents-fixture.ts';
import { itServesSiteDocuments } from '../../content/test/site-documents-front.ts';
import { runStandalone, type Standalone } from './run-standalone.ts';

/** The home page's PDFs (#19) through the single-machine dispatcher. */
let site: DocumentsSite | undefined;
let app: Standalone | undefined;
beforeAll(async () => {
  site = documentsSite();
  const webDist = join(site.dir, 'dist');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(join(webDist, 'index.html'), spaIndexHtml);
  app = await runStandalone({
    DATA_DIR: site.dataDir,
    WEB_DIST: webDist,
    CONTENT_SEED_DIR: site.seedDir,
    SITE_ORIGIN: 'https://portfolio.example',
  });
}, 60_000);
afterAll(async () => {
  await app?.stop();
  site?.remove();
});

describe('the home page’s documents through the dispatcher', () => {
  itServesSiteDocuments(() => app!.url);
});
