import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { documentsSite, type DocumentsSite } from '../../../services/content/test/documents-fixture.ts';
import { useGatewayTopology } from './topology.ts';

/** The index.html of the tests' own SPA build: what nginx serves for a path that is no site document. */
export const plainSpa = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
export const siteOrigin = 'https://portfolio.example';

/**
 * nginx in front of every service as its own process, the content service seeded with the documents fixture and
 * writing its pages into a built SPA of the test's own: `plainSpa` as its index.html, and whatever `addFiles`
 * writes beside it.
 */
export function useContentGateway(addFiles: (webDist: string) => void = () => {}) {
  let site: DocumentsSite | undefined;
  const webDist = () => join(site!.dir, 'dist');
  beforeAll(() => {
    site = documentsSite();
    mkdirSync(webDist(), { recursive: true });
    writeFileSync(join(webDist(), 'index.html'), plainSpa);
    addFiles(webDist());
    // nginx's workers (nobody, when the tests run as root) read the build folder.
    chmodSync(site.dir, 0o755);
  });
  // Registered first, so run last: the site outlives the topology that reads it.
  afterAll(() => site?.remove());
  const gateway = useGatewayTopology({
    webDist,
    env: () => ({ CONTENT_SEED_DIR: site!.seedDir, SPA_INDEX: site!.spaIndex, SITE_ORIGIN: siteOrigin }),
  });
  return {
    get topology() {
      return gateway.topology;
    },
    get site() {
      return site!;
    },
    url: gateway.url,
  };
}
