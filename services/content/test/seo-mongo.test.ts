import { describe, expect, it } from 'vitest';
import { type SeoSettingsView } from '@portfolio/contracts';
import { useMongoDatabase } from '@portfolio/testing';
import { parsePage } from './documents-service.ts';
import { startEditorial } from './editorial-service.ts';
import { saveSeo, seoPath, settingsWith } from './seo-fixtures.ts';

const mongo = await useMongoDatabase();

describe('SEO settings on MongoDB', () => {
  it('are kept across a restart and written into the pages', async () => {
    const first = await startEditorial({ mongo });
    const dataDir = first.dataDir;
    let saved: SeoSettingsView;
    try {
      const override = { title: 'Juegos del taller', description: 'Para jugar.', image: null, noindex: true };
      saved = await saveSeo(
        first,
        settingsWith({ siteName: 'Taller', pages: { home: {}, blog: {}, games: { es: override } } }),
      );
    } finally {
      await first.stop(true);
    }
    const second = await startEditorial({ mongo, dataDir });
    try {
      expect(await second.expectStatus<SeoSettingsView>(200, 'GET', seoPath)).toEqual(saved);
      const games = parsePage(await (await second.get('/games?lang=es')).text());
      expect(games.title()).toBe('Juegos del taller');
      expect(games.meta('robots')).toBe('noindex');
      expect(parsePage(await (await second.get('/blog')).text()).title()).toBe('Blog · Taller');
    } finally {
      await second.stop();
    }
  });
});
