import { describe, expect, it } from 'vitest';
import type { SiteContentAdmin, SiteContentAnswer } from '@portfolio/contracts';
import { useMongoDatabase } from '@portfolio/testing';
import { startEditorial } from './editorial-service.ts';

/** The site content over HTTP with every store on MongoDB (MONGO_URL, Testcontainers, else the stand-in). */
const mongo = await useMongoDatabase();

const admin = '/api/admin/content/site';

describe('the site content on MongoDB', () => {
  it('starts from the seed unseeded, saves, publishes, restores, and a second instance reads the same', async () => {
    const first = await startEditorial({ mongo });
    try {
      const seeded = await first.expectStatus<SiteContentAdmin>(200, 'GET', admin);
      expect(seeded.revision).toBe(0);
      const hero = { ...seeded.draft.languages.pt!.hero!, greeting: 'Olá, sou eu' };
      await first.expectStatus(200, 'PATCH', `${admin}/draft/pt`, { hero });
      await first.expectStatus(200, 'POST', `${admin}/publish`, { lang: 'pt' });
      const res = await first.get('/api/content/site?lang=pt');
      expect(((await res.json()) as SiteContentAnswer).hero.greeting).toBe('Olá, sou eu');
      expect((await first.get('/?lang=pt').then((page) => page.text())).includes('Olá, sou eu')).toBe(true);
    } finally {
      await first.stop();
    }
    const second = await startEditorial({ mongo });
    try {
      const state = await second.expectStatus<SiteContentAdmin>(200, 'GET', admin);
      expect(state.published.languages.pt?.hero?.greeting).toBe('Olá, sou eu');
      const { items } = await second.expectStatus<{ items: { id: number; langs: string[] }[] }>(
        200,
        'GET',
        `${admin}/versions`,
      );
      expect(items).toEqual([expect.objectContaining({ langs: ['pt'] })]);
      const restored = await second.expectStatus<SiteContentAdmin>(
        200,
        'POST',
        `${admin}/versions/${items[0]!.id}/restore`,
      );
      expect(restored.status.pt?.unpublished).toBe(false);
    } finally {
      await second.stop();
    }
  });
});
