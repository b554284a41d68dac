import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { documentsSite, spaIndexHtml, type DocumentsSite } from '../../content/test/documents-fixture.ts';
import { itRefusesAdminAttacks } from '../../content/test/front-admin-attacks.ts';
import { itAnswersApiAttacks } from '../../content/test/front-api-attacks.ts';
import { runStandalone, type Standalone } from './run-standalone.ts';

/** The content API attacked by an outsider through the single-machine dispatcher, as through nginx. */
const admin = { email: 'attack@example.com', password: 'a-content-api-attack-password' };
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
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
});

afterAll(async () => {
  await app?.stop();
  site?.remove();
});

describe('the content API through the dispatcher, attacked by an outsider', () => {
  itAnswersApiAttacks(() => app!.url);
  itRefusesAdminAttacks(() => app!.url, admin);
});
