import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReaderAudioManifest } from '@portfolio/contracts';
import { startContentProcess } from './content-process.ts';
import { documentsSite } from './documents-fixture.ts';
import { articleOf } from './fixtures/articles.ts';
import { getJson, startContent } from './fixtures/service.ts';

const article = articleOf({
  id: 'quiet',
  tags: ['css'],
  publishedAt: '2026-03-01T09:00:00Z',
  versions: [{ lang: 'en', slug: 'a-quiet-article', title: 'A quiet article' }],
});
const manifestPath = '/api/content/articles/a-quiet-article/audio?lang=en';
const disabledLines = (lines: string[]) => lines.filter((line) => line.includes('reader audio disabled'));

describe('without the speech engine', () => {
  it('makes no audio when READER_AUDIO_ESPEAK names no program: one clear line in the log, `none` for readers', async () => {
    const missing = '/nonexistent/bin/espeak-ng';
    const service = await startContent({
      env: { READER_AUDIO_ESPEAK: missing, READER_AUDIO_DELAY_SECONDS: '0' },
      articles: [article],
    });
    try {
      expect(await getJson<ReaderAudioManifest>(service.url, manifestPath)).toEqual({ status: 'none' });
      const lines = disabledLines(service.logs);
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, program: missing });
      expect((await fetch(`${service.url}/audio/0123456789abcdef/en.AAAAAAAAAAAAAAAA.ogg`)).status).toBe(404);
      expect((await fetch(`${service.url}/api/content/articles/no-such/audio`)).status).toBe(404);
    } finally {
      await service.stop();
    }
  });

  it('makes none when it is turned off, without a word about programs', async () => {
    const service = await startContent({ env: { READER_AUDIO_ENABLED: 'false' }, articles: [article] });
    try {
      expect(await getJson<ReaderAudioManifest>(service.url, manifestPath)).toEqual({ status: 'none' });
      expect(disabledLines(service.logs)).toEqual([]);
    } finally {
      await service.stop();
    }
  });

  it('makes none on a machine whose PATH has no espeak-ng, as its own process', async () => {
    const site = documentsSite();
    const dataDir = mkdtempSync(join(tmpdir(), 'reader-audio-no-espeak-'));
    const service = await startContentProcess(dataDir, {
      PATH: join(dataDir, 'empty-bin'),
      CONTENT_SEED_DIR: site.seedDir,
      SPA_INDEX: site.spaIndex,
      READER_AUDIO_DELAY_SECONDS: '0',
    });
    try {
      const list = await getJson<{ items: { slug: string; lang: string }[] }>(service.url, '/api/content/articles');
      const { slug, lang } = list.items[0]!;
      expect(await getJson(service.url, `/api/content/articles/${slug}/audio?lang=${lang}`)).toEqual({
        status: 'none',
      });
      expect(disabledLines(service.output().split('\n'))).toHaveLength(1);
      expect(existsSync(join(dataDir, 'reader-audio'))).toBe(false);
    } finally {
      await service.kill();
      site.remove();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
