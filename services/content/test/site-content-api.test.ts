import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, LanguageContent, SiteContentAdmin, SiteContentAnswer } from '@portfolio/contracts';
import { startEditorial, type RunningEditorial } from './editorial-service.ts';

/** /admin/content's API and the public read over HTTP, on the content service as it runs (real SQLite). */
const admin = '/api/admin/content/site';
let service: RunningEditorial;
beforeAll(async () => {
  service = await startEditorial();
});
afterAll(() => service.stop());

const state = () => service.expectStatus<SiteContentAdmin>(200, 'GET', admin);
const publicIn = async (lang: string) => {
  const res = await service.get(`/api/content/site?lang=${lang}`);
  expect(res.status).toBe(200);
  return { etag: res.headers.get('etag'), body: (await res.json()) as SiteContentAnswer };
};
const refused = async (res: Response, status: number) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as ErrorBody;
};
const hero = (greeting: string): NonNullable<LanguageContent['hero']> => ({
  greeting,
  role: 'Développeuse',
  tagline: 'Des sites rapides',
  location: 'Lyon',
  primaryAction: 'CV',
  secondaryAction: 'Jouer',
});

describe('the seeded content', () => {
  it('is the sample persona in ten languages, published, nothing missing or out of date', async () => {
    const seeded = await state();
    expect(seeded.draft.personName).toBe('Camille Laurent');
    expect(seeded.publishedAt).toBeNull();
    expect(Object.keys(seeded.draft.languages)).toHaveLength(10);
    expect(seeded.status.fr).toEqual({ missing: [], outOfDate: [], unpublished: false, editedAt: null });
    expect(seeded.draft.languages.en?.companies?.items.map((c) => c.name)).toContain('Nimbus Analytics');
    const { body } = await publicIn('ja');
    expect(body.hero.lang).toBe('ja');
    expect(body.companies.items).toHaveLength(6);
    // The PDFs are English's, in every language.
    expect(body.documentation.items[0]?.file).toMatchObject({ lang: 'en', bytes: 2453 });
  });
});

describe('drafts, publication and status', () => {
  it('saves a section into the draft only: public unchanged (same ETag), the language marked unpublished', async () => {
    const before = await publicIn('fr');
    const saved = await service.expectStatus<SiteContentAdmin>(200, 'PATCH', `${admin}/draft/fr`, {
      hero: hero('Bonjour, je suis'),
    });
    expect(saved.draft.languages.fr?.hero?.greeting).toBe('Bonjour, je suis');
    expect(saved.status.fr).toMatchObject({ unpublished: true, missing: [] });
    expect(saved.status.de?.unpublished).toBe(false);
    const after = await publicIn('fr');
    expect(after.etag).toBe(before.etag);
    expect(after.body.hero.greeting).toBe(before.body.hero.greeting);
    const revalidated = await fetch(`${service.url}/api/content/site?lang=fr`, {
      headers: { 'if-none-match': after.etag! },
    });
    expect(revalidated.status).toBe(304);
  });

  it('publishes one language: its texts go public with a new ETag, the others stay', async () => {
    const published = await service.expectStatus<SiteContentAdmin>(200, 'POST', `${admin}/publish`, { lang: 'fr' });
    expect(published.status.fr?.unpublished).toBe(false);
    expect(published.publishedAt).not.toBeNull();
    const fr = await publicIn('fr');
    expect(fr.body.hero).toMatchObject({ greeting: 'Bonjour, je suis', lang: 'fr' });
    const versions = await service.expectStatus<{ items: { id: number; langs: string[] }[] }>(
      200,
      'GET',
      `${admin}/versions`,
    );
    expect(versions.items[0]?.langs).toEqual(['fr']);
  });

  it('falls back to English for a section a language lacks, saying so; marks it missing', async () => {
    const saved = await service.expectStatus<SiteContentAdmin>(200, 'PATCH', `${admin}/draft/de`, { tools: null });
    expect(saved.status.de?.missing).toEqual(['tools']);
    await service.expectStatus(200, 'POST', `${admin}/publish`, { lang: 'de' });
    const { body } = await publicIn('de');
    expect(body.tools.lang).toBe('en');
    expect(body.tools.title).toBe('Tools');
    expect(body.skills.lang).toBe('de');
  });

  it('marks a language out of date when English changes a section after it', async () => {
    service.clock.advance(60_000);
    const en = await state();
    const skills = { ...en.draft.languages.en!.skills!, intro: 'What I bring, revised.' };
    const saved = await service.expectStatus<SiteContentAdmin>(200, 'PATCH', `${admin}/draft/en`, { skills });
    expect(saved.status.it?.outOfDate).toEqual(['skills']);
    expect(saved.status.en?.outOfDate).toEqual([]);
    service.clock.advance(60_000);
    const it = await service.expectStatus<SiteContentAdmin>(200, 'PATCH', `${admin}/draft/it`, {
      skills: saved.draft.languages.it!.skills,
    });
    expect(it.status.it?.outOfDate).toEqual([]);
  });

  it('refuses to publish English without every section (422 naming it), publishing nothing', async () => {
    const before = await publicIn('en');
    await service.expectStatus(200, 'PATCH', `${admin}/draft/en`, { presentation: null });
    const error = await refused(await service.call('POST', `${admin}/publish`, {}), 422);
    expect(error).toMatchObject({ code: 'not_publishable', details: [{ path: 'en.presentation' }] });
    expect((await publicIn('en')).etag).toBe(before.etag);
  });

  it('restores a version into the draft, and publishes it back', async () => {
    const { items } = await service.expectStatus<{ items: { id: number }[] }>(200, 'GET', `${admin}/versions`);
    const restored = await service.expectStatus<SiteContentAdmin>(
      200,
      'POST',
      `${admin}/versions/${items.at(-1)!.id}/restore`,
    );
    expect(restored.status.en?.missing).toEqual([]);
    expect(restored.draft.languages.fr?.hero?.greeting).toBe('Bonjour, je suis');
    await service.expectStatus(200, 'POST', `${admin}/publish`, {});
    expect((await state()).status.en?.unpublished).toBe(false);
    await refused(await service.call('POST', `${admin}/versions/999999/restore`), 404);
  });
});

describe('bad input', () => {
  it('answers 400 naming the field, and saves nothing of the request', async () => {
    const before = await state();
    const companies = structuredClone(before.draft.languages.en!.companies!);
    const cases: [unknown, string][] = [
      [{ hero: { ...hero('x'), greeting: '   ' } }, 'body.hero.greeting'],
      [{ hero: hero('x'), companies: { ...companies, items: companies.items.slice(0, 5) } }, 'body.companies.items'],
      [
        { companies: { ...companies, items: companies.items.map((c, i) => (i ? c : { ...c, end: '1999-01' })) } },
        'body.companies.items.0.end',
      ],
      [{ presentation: { title: 'A', paragraphs: Array(7).fill('p') } }, 'body.presentation.paragraphs'],
      [
        { skills: { title: 'S', intro: 'I', items: [{ icon: 'skull', title: 't', description: 'd' }] } },
        'body.skills.items.0.icon',
      ],
      [{ hero: { ...hero('x'), tagline: 'x'.repeat(401) } }, 'body.hero.tagline'],
      [{ heroes: hero('x') }, 'body'],
    ];
    for (const [body, path] of cases) {
      const error = await refused(await service.call('PATCH', `${admin}/draft/en`, body), 400);
      expect(error.details?.map((d) => d.path)).toContain(path);
    }
    const pointsAtNothing = structuredClone(before.draft.languages.en!.documentation!);
    pointsAtNothing.items[0]!.file = { hash: 'a'.repeat(64), bytes: 10 };
    const error = await refused(
      await service.call('PATCH', `${admin}/draft/en`, { hero: hero('x'), documentation: pointsAtNothing }),
      400,
    );
    expect(error.details?.[0]?.path).toBe('body.documentation.items.0.file');
    await refused(await service.call('PATCH', `${admin}/draft/xx`, { hero: hero('x') }), 400);
    expect((await state()).revision).toBe(before.revision);
  });

  it('refuses a save based on an older revision (409), and a visitor (401/403)', async () => {
    const { revision } = await state();
    await service.expectStatus(200, 'PUT', `${admin}/person`, { personName: 'Camille L.', baseRevision: revision });
    const error = await refused(
      await service.call('PUT', `${admin}/person`, { personName: 'Other', baseRevision: revision }),
      409,
    );
    expect(error.code).toBe('conflict');
    expect((await state()).draft.personName).toBe('Camille L.');
    expect([401, 403]).toContain((await service.get(admin)).status);
  });
});
