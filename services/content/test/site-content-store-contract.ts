import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { SiteContentDocument } from '@portfolio/contracts';
import type { SiteContentState, SiteContentStore } from '../src/stores/site-content-port.ts';
import type { StoreBackend } from './store-backends.ts';

const content = (personName: string): SiteContentDocument => ({
  personName,
  languages: {
    en: {
      hero: {
        greeting: 'Hi',
        role: 'Dev',
        tagline: 'Fast sites',
        location: 'Lyon',
        primaryAction: 'CV',
        secondaryAction: 'Play',
      },
    },
    ar: { presentation: { title: 'نبذة عني', paragraphs: ['أولًا', 'ثانيًا'] } },
  },
});

const state = (revision: number, overrides: Partial<SiteContentState> = {}): SiteContentState => ({
  revision,
  publishedRevision: 0,
  draft: content(`draft ${revision}`),
  published: content('published'),
  publishedAt: null,
  edited: { en: { hero: 1_700_000_000_123 }, ar: { presentation: 1_700_000_000_456 } },
  ...overrides,
});

/** One contract, every adapter: what the site content operations rely on holds for SQLite and MongoDB alike. */
export function siteContentStoreContract(backend: StoreBackend<SiteContentStore>) {
  describe(`site content store contract (${backend.kind})`, () => {
    let store: SiteContentStore;
    beforeEach(async () => {
      store = await backend.open();
    });
    afterAll(() => backend.dispose());

    it('holds nothing at first: no state, no published mark, no versions', async () => {
      expect(await store.read()).toBeUndefined();
      expect(await store.publishedMark()).toBeUndefined();
      expect(await store.versions()).toEqual([]);
      expect(await store.version(1)).toBeUndefined();
    });

    it('keeps the state whole (texts in any script, edit times to the millisecond)', async () => {
      const first = state(1);
      expect(await store.write(first, 0)).toBe(true);
      expect(await store.read()).toEqual(first);
      expect(await store.publishedMark()).toEqual({ revision: 0, at: null });
    });

    it('writes only over the revision it was based on: of two writes from one state exactly one lands', async () => {
      expect(await store.write(state(1), 0)).toBe(true);
      expect(await store.write(state(1, { draft: content('other') }), 0)).toBe(false);
      const results = await Promise.all([store.write(state(2), 1), store.write(state(2, { draft: content('b') }), 1)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect((await store.read())?.revision).toBe(2);
      expect(await store.write(state(3), 1)).toBe(false);
      expect((await store.read())?.revision).toBe(2);
    });

    it('writes a publication with its version, lists versions newest first and keeps the newest', async () => {
      await store.write(state(1), 0);
      for (const revision of [2, 3, 4]) {
        const at = 1_700_000_000_000 + revision;
        const published = content(`v${revision}`);
        const next = state(revision, { publishedRevision: revision, publishedAt: at, published });
        const written = await store.write(
          next,
          revision - 1,
          { id: revision, publishedAt: at, langs: ['en', 'ar'], content: published },
          2,
        );
        expect(written).toBe(true);
      }
      expect(await store.publishedMark()).toEqual({ revision: 4, at: 1_700_000_000_004 });
      expect(await store.versions()).toEqual([
        { id: 4, publishedAt: 1_700_000_000_004, langs: ['en', 'ar'] },
        { id: 3, publishedAt: 1_700_000_000_003, langs: ['en', 'ar'] },
      ]);
      expect(await store.version(3)).toEqual({
        id: 3,
        publishedAt: 1_700_000_000_003,
        langs: ['en', 'ar'],
        content: content('v3'),
      });
      expect(await store.version(2)).toBeUndefined();
    });

    it('writes no version when the publication lost the race', async () => {
      await store.write(state(1), 0);
      const version = { id: 2, publishedAt: 5, langs: ['en' as const], content: content('lost') };
      expect(await store.write(state(2), 0, version)).toBe(false);
      expect(await store.versions()).toEqual([]);
    });
  });
}
