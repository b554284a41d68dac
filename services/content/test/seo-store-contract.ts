import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultSeoSettings, type SeoSettings } from '@portfolio/contracts';
import type { SeoStore } from '../src/stores/seo-port.ts';
import type { StoreBackend } from './store-backends.ts';

/** Settings with every kind of field filled: texts in several scripts, overrides per page and language, images. */
export const fullSettings: SeoSettings = {
  siteName: 'Atelier Laurent',
  titlePattern: '{page} | {site}',
  defaultDescription: { en: 'Web work.', ar: 'أعمال الويب.', ja: 'ウェブの仕事。' },
  defaultImage: 'img-default',
  social: {
    x: 'camille',
    github: 'camille-laurent',
    linkedin: 'in/camille',
    mastodon: 'cam@mastodon.social',
    bluesky: '',
  },
  entity: {
    type: 'Organization',
    name: 'Atelier Laurent',
    url: 'https://atelier.example/',
    image: 'img-logo',
    sameAs: ['https://atelier.example/about'],
  },
  pages: {
    home: { fr: { title: 'Accueil', description: 'Bienvenue.', image: 'img-fr', noindex: false } },
    blog: {},
    games: { de: { title: '', description: '', image: null, noindex: true } },
  },
};

/** One contract, every adapter: what the SEO settings rely on must hold for SQLite and for MongoDB alike. */
export function seoStoreContract(backend: StoreBackend<SeoStore>) {
  describe(`SEO settings store contract (${backend.kind})`, () => {
    let store: SeoStore;
    beforeEach(async () => {
      store = await backend.open();
    });
    afterAll(() => backend.dispose());

    it('has nothing and revision 0 before the first save', async () => {
      expect(await store.read()).toBeUndefined();
      expect(await store.revision()).toBe(0);
    });

    it('keeps the settings whole, their date to the millisecond, and counts revision 1', async () => {
      const at = new Date('2026-11-24T10:11:12.345Z');
      const saved = await store.save(fullSettings, at);
      expect(saved).toEqual({ settings: fullSettings, revision: 1, updatedAt: at });
      expect(await store.read()).toEqual(saved);
      expect(await store.revision()).toBe(1);
    });

    it('replaces the settings as a whole at each save, one more revision each', async () => {
      await store.save(fullSettings, new Date('2026-11-24T10:00:00Z'));
      const later = new Date('2026-11-24T11:00:00Z');
      const next = await store.save(defaultSeoSettings, later);
      expect(next).toEqual({ settings: defaultSeoSettings, revision: 2, updatedAt: later });
      expect(await store.read()).toEqual(next);
      expect(await store.revision()).toBe(2);
    });

    it('counts every one of concurrent saves, the last one kept whole', async () => {
      const saves = await Promise.all(
        [1, 2, 3, 4, 5].map((n) => store.save({ ...fullSettings, siteName: `Site ${n}` }, new Date(n * 1000))),
      );
      expect(saves.map((saved) => saved.revision).sort()).toEqual([1, 2, 3, 4, 5]);
      expect(await store.revision()).toBe(5);
      const kept = await store.read();
      expect(saves).toContainEqual(kept);
      expect(kept?.revision).toBe(5);
    });
  });
}
