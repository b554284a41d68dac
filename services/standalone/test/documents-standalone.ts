import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { documentsSite, spaIndexHtml, type DocumentsSite } from '../../content/test/documents-fixture.ts';
import { runStandalone, type Standalone } from './run-standalone.ts';

/**
 * The single-machine process for a whole test file over the content suites' documents site (its seed, a built
 * SPA index, the public origin), with `admin` as its administrator when given and `env` besides: what the suites
 * through the dispatcher run against. Returns its address.
 */
export function useDocumentsStandalone({
  admin,
  env = {},
}: { admin?: { email: string; password: string }; env?: Record<string, string> } = {}) {
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
      ...(admin ? { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } : {}),
      ...env,
    });
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
    site?.remove();
  });
  return () => app!.url;
}
