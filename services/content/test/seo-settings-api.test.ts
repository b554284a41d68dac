import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultSeoSettings,
  type ArticleSeoGaps,
  type ErrorBody,
  type MediaItem,
  type PublicSeo,
  type SeoSettingsView,
} from '@portfolio/contracts';
import { draftWith, startEditorial, type RunningEditorial } from './editorial-service.ts';
import { libraryImage, saveSeo, seoPath, settingsWith } from './seo-fixtures.ts';

/** The SEO settings' admin API and the public heads over HTTP, on the content service as it runs (SQLite). */
let service: RunningEditorial;
let image: MediaItem;
beforeAll(async () => {
  service = await startEditorial();
  image = await libraryImage(service, { en: 'A gradient', fr: 'Un dégradé' });
});
afterAll(() => service.stop());

const detailPaths = async (res: Response) => {
  const body = (await res.json()) as ErrorBody;
  return { status: res.status, code: body.code, paths: body.details?.map((d) => d.path) ?? [] };
};

describe('the SEO settings admin API', () => {
  it('reads the defaults before the first save, for the administrator only', async () => {
    expect(await service.expectStatus<SeoSettingsView>(200, 'GET', seoPath)).toEqual({
      settings: defaultSeoSettings,
      updatedAt: null,
      images: [],
    });
    expect((await service.get(seoPath)).status).toBe(401);
  });

  it('refuses bad fields with a 400 naming each one, and writes nothing', async () => {
    const bad = {
      ...defaultSeoSettings,
      siteName: '  ',
      titlePattern: 'No placeholder {here}',
      defaultDescription: { fr: 'Une\nligne de trop' },
      social: { ...defaultSeoSettings.social, x: '@far_too_long_for_x', mastodon: 'nobody', github: '-bad-' },
      entity: { ...defaultSeoSettings.entity, url: 'javascript:alert(1)', sameAs: ['https://user:pw@example.com/'] },
      pages: { ...defaultSeoSettings.pages, home: { fr: { title: 'x'.repeat(201), description: '', image: null } } },
    };
    const res = await service.call('PUT', seoPath, bad);
    const { status, code, paths } = await detailPaths(res);
    expect([status, code]).toEqual([400, 'validation_failed']);
    for (const field of [
      'siteName',
      'titlePattern',
      'defaultDescription.fr',
      'social.x',
      'social.mastodon',
      'social.github',
      'entity.url',
      'entity.sameAs.0',
      'pages.home.fr.title',
      'pages.home.fr.noindex',
    ]) {
      expect(paths).toContain(`body.${field}`);
    }
    expect((await service.expectStatus<SeoSettingsView>(200, 'GET', seoPath)).updatedAt).toBeNull();
  });

  it('refuses an image the media library does not have, naming the field, and writes nothing', async () => {
    const settings = settingsWith({
      defaultImage: 'missing-image',
      pages: { home: {}, blog: { es: { title: '', description: '', image: 'gone', noindex: false } }, games: {} },
    });
    const { status, paths } = await detailPaths(await service.call('PUT', seoPath, settings));
    expect(status).toBe(400);
    expect(paths).toEqual(['body.defaultImage', 'body.pages.blog.es.image']);
    expect((await service.expectStatus<SeoSettingsView>(200, 'GET', seoPath)).updatedAt).toBeNull();
  });

  it('saves the settings whole and reads them back with the images they name', async () => {
    const settings = settingsWith({
      siteName: 'Atelier Laurent',
      defaultImage: image.id,
      social: { ...defaultSeoSettings.social, x: '@camille' },
    });
    const saved = await saveSeo(service, settings);
    expect(saved.settings).toEqual({ ...settings, social: { ...settings.social, x: 'camille' } });
    expect(saved.updatedAt).toBe(service.clock.now().toISOString());
    expect(saved.images).toEqual([
      { id: image.id, url: `/media/${image.id}/1280.jpg`, width: 1280, height: 800, alt: image.alt },
    ]);
    expect(await service.expectStatus<SeoSettingsView>(200, 'GET', seoPath)).toEqual(saved);
  });
});

describe('the public page heads', () => {
  it('answers every page head of a language, revalidated by ETag, changed by a save', async () => {
    const override = { title: 'Accueil', description: 'Bonjour.', image: null, noindex: true };
    await saveSeo(
      service,
      settingsWith({ defaultImage: image.id, pages: { home: { fr: override }, blog: {}, games: {} } }),
    );
    const res = await service.get('/api/content/seo?lang=fr');
    const answer = (await res.json()) as PublicSeo;
    expect(answer.pages.home).toEqual({
      title: 'Accueil',
      description: 'Bonjour.',
      noindex: true,
      image: {
        url: `https://portfolio.example/media/${image.id}/1280.jpg`,
        type: 'image/jpeg',
        width: 1280,
        height: 800,
        alt: 'Un dégradé',
      },
    });
    expect(answer.pages.games.title).toBe('Jeux · Camille Laurent');
    const etag = res.headers.get('etag')!;
    const again = await fetch(`${service.url}/api/content/seo?lang=fr`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    await saveSeo(service, settingsWith({ siteName: 'Autre' }));
    const changed = await fetch(`${service.url}/api/content/seo?lang=fr`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as PublicSeo).pages.games.title).toBe('Jeux · Autre');
    expect((await service.get('/api/content/seo?lang=xx')).status).toBe(400);
  });
});

describe('articles lacking their own SEO fields', () => {
  it('lists each language version’s gaps, and drops an article once they are filled', async () => {
    const gaps = () => service.expectStatus<ArticleSeoGaps>(200, 'GET', '/api/admin/content/seo/article-gaps');
    const created = await service.create('Missing SEO');
    const draft = draftWith([
      { lang: 'en', title: 'Missing SEO', seoTitle: 'An SEO title' },
      { lang: 'fr', title: 'SEO manquant', seoTitle: 'Titre', seoDescription: 'Une description.' },
    ]);
    const saved = await service.saved(created, draft);
    const listed = (await gaps()).items.find((item) => item.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      title: 'Missing SEO',
      status: 'draft',
      languages: [
        { lang: 'en', missing: ['seoDescription', 'cover'] },
        { lang: 'fr', missing: ['cover'] },
      ],
    });
    const filled = (versions: typeof draft.versions) =>
      versions.map((v) => ({ ...v, seoTitle: 'T', seoDescription: 'D' }));
    const cover = { kind: 'media' as const, mediaId: image.id };
    const covered = await service.saved(saved, { ...draft, cover, versions: filled(draft.versions) });
    expect((await gaps()).items.map((item) => item.id)).not.toContain(created.id);
    // The library's image has no German alt text: a gap of the German version alone.
    const german = { ...draft.versions[0]!, lang: 'de' as const, title: 'Fehlt', slug: '' };
    await service.saved(covered, { ...draft, cover, versions: filled([...draft.versions, german]) });
    expect((await gaps()).items.find((item) => item.id === created.id)?.languages).toEqual([
      { lang: 'de', missing: ['coverAlt'] },
    ]);
  });
});
