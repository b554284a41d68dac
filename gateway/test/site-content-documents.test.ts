import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { documentsSite, type DocumentsSite } from '../../services/content/test/documents-fixture.ts';
import { itServesSiteDocuments } from '../../services/content/test/site-documents-front.ts';
import { plainSpa, siteOrigin } from './support/content-site.ts';
import { useGatewayTopology } from './support/topology.ts';

/** The home page's PDFs (#19) through nginx, in front of every service as its own process. */
let site: DocumentsSite | undefined;
const webDist = () => join(site!.dir, 'dist');
beforeAll(() => {
  site = documentsSite();
  mkdirSync(webDist(), { recursive: true });
  writeFileSync(join(webDist(), 'index.html'), plainSpa);
  // nginx's workers (nobody, when the tests run as root) read the build folder.
  chmodSync(site.dir, 0o755);
});
// Registered first, so run last: the site outlives the topology that reads it.
afterAll(() => site?.remove());
const gateway = useGatewayTopology({
  webDist,
  env: () => ({ CONTENT_SEED_DIR: site!.seedDir, SPA_INDEX: site!.spaIndex, SITE_ORIGIN: siteOrigin }),
});

describe('the home page’s documents through nginx', () => {
  itServesSiteDocuments(() => gateway.topology.url);
});
