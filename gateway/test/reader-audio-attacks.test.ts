import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { itAnswersReaderAudioAttacks } from '../../services/content/test/attack-reader-audio-front.ts';
import { documentsSite, type DocumentsSite } from '../../services/content/test/documents-fixture.ts';
import { plainSpa, siteOrigin } from './support/content-site.ts';
import { useGatewayTopology } from './support/topology.ts';

/**
 * The reader's audio through nginx: the content service seeded with the documents fixture, its audio made at once
 * (no delay after a change), nginx in front of every service as its own process.
 */
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
  env: () => ({
    CONTENT_SEED_DIR: site!.seedDir,
    SPA_INDEX: site!.spaIndex,
    SITE_ORIGIN: siteOrigin,
    READER_AUDIO_DELAY_SECONDS: '0',
    READER_AUDIO_LANGUAGES: 'en',
  }),
});

describe('the reader’s audio through nginx, attacked', () => {
  itAnswersReaderAudioAttacks(() => gateway.topology.url);
});
