import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { documentsSite, spaIndexHtml, type DocumentsSite } from '../../content/test/documents-fixture.ts';
import { itAnswersApiAttacks } from '../../content/test/front-api-attacks.ts';
import { runStandalone, type Standalone } from './run-standalone.ts';

/** The content API attacked by an outsider through the single-machine dispatcher, as through nginx. */
let site: DocumentsSite;
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
    ADMIN_EMAIL: 'attack@example.com',
    ADMIN_PASSWORD: 'a-content-api-attack-password',
  });
});

afterAll(async () => {
  await app?.stop();
  site?.remove();
});

describe('the content API through the dispatcher, attacked by an outsider', () => {
  itAnswersApiAttacks(() => app!.url);
});
