import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { itAnswersReaderAudioAttacks } from '../../content/test/attack-reader-audio-front.ts';
import { documentsSite, spaIndexHtml, type DocumentsSite } from '../../content/test/documents-fixture.ts';
import { runStandalone, type Standalone } from './run-standalone.ts';

/** The reader's audio through the single-machine dispatcher, its audio made at once (no delay after a change). */
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
    READER_AUDIO_DELAY_SECONDS: '0',
    READER_AUDIO_LANGUAGES: 'en',
  });
}, 60_000);
afterAll(async () => {
  await app?.stop();
  site?.remove();
});

describe('the reader’s audio through the dispatcher, attacked', () => {
  itAnswersReaderAudioAttacks(() => app!.url);
});
