import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AdminArticle } from '@portfolio/contracts';
import { eventually } from '@portfolio/testing';
import { articleKey } from '../src/reader-audio/audio-folder.ts';
import { startContentProcess } from './content-process.ts';
import { documentsSite } from './documents-fixture.ts';
import { asAdmin, draftWith, startEditorial } from './editorial-service.ts';
import { emptySeedDir } from './fixtures/service.ts';
import { oggOpusDurationMs, readyAudio } from './reader-audio-fixtures.ts';

const site = documentsSite();
const dataDir = mkdtempSync(join(tmpdir(), 'reader-audio-restart-'));
afterAll(() => {
  site.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A lease of a second: the restarted service claims the killed one's job a second after the kill. */
const env = { READER_AUDIO_DELAY_SECONDS: '0', READER_AUDIO_LEASE_SECONDS: '1' };

/** Long enough that the encoder is still at work when the test kills the process. */
const longBody = Array.from(
  { length: 24 },
  (_, i) => `Paragraph ${i + 1} says a few words about resilience. A job interrupted by a crash runs again.`,
).join('\n\n');

async function admin(url: string, method: string, path: string, body: unknown) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { ...asAdmin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as AdminArticle;
}

describe('a generation interrupted by a crash', () => {
  it('runs again in the restarted service: the audio appears, the killed run’s partial file gone', async () => {
    const first = await startContentProcess(dataDir, {
      ...env,
      CONTENT_SEED_DIR: emptySeedDir,
      SPA_INDEX: site.spaIndex,
    });
    const articles = '/api/admin/content/articles';
    const created = await admin(first.url, 'POST', articles, { sourceLang: 'en', title: 'Survives a crash' });
    const draft = draftWith([{ title: 'Survives a crash', markdown: longBody }]);
    const saved = await admin(first.url, 'PUT', `${articles}/${created.id}`, { baseRevision: created.revision, draft });
    await admin(first.url, 'POST', `${articles}/${created.id}/publish`, { baseRevision: saved.revision });

    // Killed while the engine speaks: its partial file is being written.
    const folder = join(dataDir, 'reader-audio', articleKey(created.id));
    const partials = () => (existsSync(folder) ? readdirSync(folder).filter((n) => n.startsWith('.partial-')) : []);
    await eventually(async () => partials().length > 0, 30_000);
    await first.kill();
    const killedPartial = partials()[0]!;
    expect(readdirSync(folder).filter((n) => n.endsWith('.ogg') && !n.startsWith('.'))).toEqual([]);

    const restarted = await startEditorial({
      dataDir,
      env,
      clock: { at: 0, now: () => new Date(), advance() {} },
    });
    try {
      expect((await restarted.get('/api/content/articles/survives-a-crash/audio?lang=en')).status).toBe(200);
      const audio = await readyAudio(restarted, 'survives-a-crash', 'en', 120_000);
      expect(audio.segments).toHaveLength(48);
      const bytes = Buffer.from(await (await restarted.get(audio.url)).arrayBuffer());
      expect(Math.abs(oggOpusDurationMs(bytes) - audio.durationMs)).toBeLessThan(2);
      expect(readdirSync(folder)).toEqual([audio.url.split('/').at(-1)]);
      expect(readdirSync(folder)).not.toContain(killedPartial);
    } finally {
      await restarted.stop(true);
    }
  }, 180_000);
});
