import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsSite, spaIndexHtml, type DocumentsSite } from '../../content/test/documents-fixture.ts';
import { itAnswersFrontAttacks } from '../../content/test/front-attacks.ts';
import { itServesMediaThrough } from '../../content/test/front-media.ts';
import { runStandalone, type Standalone } from './run-standalone.ts';

/**
 * The content service's documents and API attacked through the single-machine dispatcher (issue 15's review): the
 * same spellings and headers as through nginx (gateway/test/content-attack.test.ts), with the same outcomes.
 */
const admin = { email: 'attack@example.com', password: 'a-content-attack-password' };
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

describe('the content service through the dispatcher, attacked', () => {
  const raw = itAnswersFrontAttacks(() => app!.url);
  itServesMediaThrough(() => app!.url, admin);

  it('serves the plain SPA to a page path with an empty segment, as nginx does', async () => {
    for (const target of ['/blog//grid-layouts', '//blog', '//?lang=fr']) {
      const res = await raw('GET', target);
      expect(res.status, target).toBe(200);
      expect(res.body, target).toContain('<div id="root">');
      expect(res.body, target).not.toContain('id="prerendered"');
    }
  });
});
