import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorialLimits, tagSlugs, type AdminArticle } from '@portfolio/contracts';
import { articlesPath, draftWith, errorOf, startEditorial, type RunningEditorial } from './editorial-service.ts';

let service: RunningEditorial;
beforeAll(async () => {
  service = await startEditorial({ seeded: true });
});
afterAll(() => service.stop());

describe('the editor API without the administrator', () => {
  it('answers 401 with the error body to a visitor, and to a forged role without the gateway token', async () => {
    for (const headers of [{}, { 'x-auth-role': 'admin' }] as Record<string, string>[]) {
      const list = await service.call('GET', articlesPath, undefined, headers);
      expect(list.status).toBe(401);
      expect((await errorOf(list)).code).toBe('unauthorized');
      const create = await service.call('POST', articlesPath, { sourceLang: 'en' }, headers);
      expect(create.status).toBe(401);
    }
  });
});

describe('drafts', () => {
  it('creates a draft, saves it over its revision, and refuses a save based on an old one (409)', async () => {
    const created = await service.create('First words');
    expect(created).toMatchObject({ revision: 1, status: 'draft', sourceLang: 'en', publishedAt: null });
    expect(created.versions[0]).toMatchObject({ lang: 'en', title: 'First words', slug: '', outdated: false });
    const saved = await service.saved(created, draftWith([{ title: 'Second words' }]));
    expect(saved.revision).toBe(2);
    expect(saved.versions[0]!.title).toBe('Second words');
    // A second tab still on revision 1.
    const stale = await service.save(created, draftWith([{ title: 'Other tab' }]));
    expect(stale.status).toBe(409);
    const body = await errorOf(stale);
    expect(body.code).toBe('conflict');
    expect(body.details).toEqual([{ path: 'baseRevision', message: 'the current revision is 2' }]);
    const read = await service.expectStatus<AdminArticle>(200, 'GET', `${articlesPath}/${created.id}`);
    expect(read.versions[0]!.title).toBe('Second words');
  });

  it('names the field of an invalid draft (400): schema problems, a language twice, no source version', async () => {
    const article = await service.create();
    const badSlug = await service.save(article, draftWith([{ lang: 'en' }, { lang: 'fr', slug: 'Not A Slug' }]));
    expect(badSlug.status).toBe(400);
    const schema = await errorOf(badSlug);
    expect(schema.code).toBe('validation_failed');
    expect(schema.details!.map((d) => d.path)).toContain('body.draft.versions.1.slug');
    const twice = await errorOf(await service.save(article, draftWith([{ lang: 'en' }, { lang: 'en' }])));
    expect(twice.details).toEqual([{ path: 'versions.1.lang', message: 'a second en version' }]);
    const noSource = await errorOf(await service.save(article, draftWith([{ lang: 'fr' }], { sourceLang: 'de' })));
    expect(noSource).toMatchObject({ code: 'validation_failed', details: [{ path: 'sourceLang' }] });
    const unknownField = await service.call('PUT', `${articlesPath}/${article.id}`, {
      baseRevision: 1,
      draft: { ...draftWith([{}]), extra: true },
    });
    expect(unknownField.status).toBe(400);
  });

  it('keeps a slug unique per language across articles (409 naming the field); empty slugs are fine', async () => {
    const first = await service.create();
    await service.saved(first, draftWith([{ slug: 'unique-words' }, { lang: 'fr', slug: '' }]));
    const second = await service.create();
    const taken = await service.save(
      second,
      draftWith([
        { lang: 'fr', slug: 'mots' },
        { lang: 'en', slug: 'unique-words' },
      ]),
    );
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toMatchObject({ code: 'slug_taken', details: [{ path: 'versions.1.slug' }] });
    // Another language may use it, and so may an adopted article's own slug stay its own.
    const german = await service.saved(second, draftWith([{ lang: 'de', slug: 'unique-words' }]));
    const adopted = await errorOf(await service.save(german, draftWith([{ lang: 'en', slug: 'grid-layouts' }])));
    expect(adopted).toMatchObject({ code: 'slug_taken', details: [{ path: 'versions.0.slug' }] });
  });

  it('dates a version only when its words change, and marks translations out of date when the source changes', async () => {
    const article = await service.create('Source');
    const both = await service.saved(article, draftWith([{ title: 'Source' }, { lang: 'fr', title: 'Traduction' }]));
    expect(both.versions.map((v) => v.outdated)).toEqual([false, false]);
    service.clock.advance(60_000);
    // Only the source's words change: the French version keeps its date and is now out of date.
    const changed = await service.saved(
      both,
      draftWith([{ title: 'Source, edited' }, { lang: 'fr', title: 'Traduction' }]),
    );
    expect(changed.versions[1]).toMatchObject({ outdated: true, editedAt: both.versions[1]!.editedAt });
    expect(changed.versions[0]!.editedAt).not.toBe(both.versions[0]!.editedAt);
    // A slug is not words: the French version stays out of date and keeps its date.
    const slugOnly = await service.saved(
      changed,
      draftWith([{ title: 'Source, edited' }, { lang: 'fr', title: 'Traduction', slug: 'traduction' }]),
    );
    expect(slugOnly.versions[1]).toMatchObject({ outdated: true, editedAt: both.versions[1]!.editedAt });
    const rows = await service.expectStatus<{ items: { id: string; outdated: string[] }[] }>(
      200,
      'GET',
      `${articlesPath}?q=edited`,
    );
    expect(rows.items.find((row) => row.id === article.id)?.outdated).toEqual(['fr']);
    // Editing the translation brings it up to date.
    const translated = await service.saved(
      slugOnly,
      draftWith([{ title: 'Source, edited' }, { lang: 'fr', title: 'Traduction, revue', slug: 'traduction' }]),
    );
    expect(translated.versions[1]!.outdated).toBe(false);
  });

  it('saves a 5,000-word article whole', async () => {
    const article = await service.create('Long');
    const words = Array.from({ length: 5000 }, (_, i) => `word${i % 97}`);
    const paragraphs = Array.from({ length: 50 }, (_, i) => words.slice(i * 100, (i + 1) * 100).join(' '));
    const markdown = paragraphs.join('\n\n');
    const saved = await service.saved(article, draftWith([{ title: 'Long', markdown }]));
    expect(saved.versions[0]!.markdown).toBe(markdown);
    const preview = await service.expectStatus<{ words: number; html: string }>(
      200,
      'POST',
      '/api/admin/content/preview',
      {
        lang: 'en',
        markdown,
      },
    );
    expect(preview.words).toBe(5000);
  });
});

describe('history', () => {
  it('keeps checkpoints when asked or when the last is old, and restores an entry as a new revision', async () => {
    const article = await service.create('Version one');
    const one = await service.saved(article, draftWith([{ title: 'Version one', markdown: 'First body.' }]), true);
    // Soon after a checkpoint, an autosave is not one.
    const two = await service.saved(one, draftWith([{ title: 'Version two', markdown: 'Second body.' }]));
    service.clock.advance(editorialLimits.checkpointEveryMs);
    const three = await service.saved(two, draftWith([{ title: 'Version three', markdown: 'Third body.' }]));
    const history = await service.expectStatus<{
      items: { seq: number; kind: string; title: string; revision: number }[];
    }>(200, 'GET', `${articlesPath}/${article.id}/history`);
    expect(history.items.map((e) => [e.kind, e.title])).toEqual([
      ['checkpoint', 'Version three'],
      ['checkpoint', 'Version one'],
      ['create', 'Version one'],
    ]);
    const first = history.items[1]!;
    const entry = await service.expectStatus<{ draft: { versions: { markdown: string }[] } }>(
      200,
      'GET',
      `${articlesPath}/${article.id}/history/${first.seq}`,
    );
    expect(entry.draft.versions[0]!.markdown).toBe('First body.');
    const stale = await service.act(two, `history/${first.seq}/restore`);
    expect(stale.status).toBe(409);
    const restored = (await (await service.act(three, `history/${first.seq}/restore`)).json()) as AdminArticle;
    expect(restored.revision).toBe(three.revision + 1);
    expect(restored.versions[0]).toMatchObject({ title: 'Version one', markdown: 'First body.' });
    const after = await service.expectStatus<{ items: { kind: string; title: string }[] }>(
      200,
      'GET',
      `${articlesPath}/${article.id}/history`,
    );
    // The draft it replaced was kept first.
    expect(after.items.slice(0, 2).map((e) => [e.kind, e.title])).toEqual([
      ['restore', 'Version one'],
      ['checkpoint', 'Version three'],
    ]);
    const missing = await service.call('GET', `${articlesPath}/${article.id}/history/999`);
    expect(missing.status).toBe(404);
  });
});

describe('the article list and tags', () => {
  it('lists the adopted seed articles with their status, languages, views and titles; filters', async () => {
    const all = await service.expectStatus<{
      items: { id: string; status: string; title: string; languages: string[]; views: number }[];
      total: number;
    }>(200, 'GET', `${articlesPath}?status=published`);
    const grid = all.items.find((row) => row.id === 'grid-layouts');
    expect(grid).toMatchObject({ status: 'published', title: 'Grid layouts for real content', views: 0 });
    expect(grid!.languages).toContain('fr');
    const french = await service.expectStatus<{ items: { id: string }[] }>(
      200,
      'GET',
      `${articlesPath}?lang=fr&tag=css`,
    );
    expect(french.items.map((row) => row.id)).toContain('grid-layouts');
    const drafts = await service.expectStatus<{ items: { status: string }[] }>(
      200,
      'GET',
      `${articlesPath}?status=draft`,
    );
    expect(drafts.items.every((row) => row.status === 'draft')).toBe(true);
    const adopted = await service.expectStatus<AdminArticle>(200, 'GET', `${articlesPath}/grid-layouts`);
    expect(adopted).toMatchObject({ status: 'published', liveRevision: 1, unpublishedChanges: false });
    expect(adopted.cover).toMatchObject({ kind: 'static' });
  });

  it('offers the 25 known tags and the used ones, with counts', async () => {
    const article = await service.create();
    await service.saved(article, draftWith([{}], { tags: ['css', 'brand-new-tag'] }));
    const { tags } = await service.expectStatus<{ tags: { slug: string; count: number }[] }>(
      200,
      'GET',
      '/api/admin/content/tags',
    );
    for (const slug of tagSlugs) expect(tags.some((tag) => tag.slug === slug)).toBe(true);
    expect(tags.find((tag) => tag.slug === 'brand-new-tag')?.count).toBe(1);
    expect(tags.find((tag) => tag.slug === 'css')!.count).toBeGreaterThan(1);
  });

  it('answers 404 for an unknown article', async () => {
    const res = await service.call('GET', `${articlesPath}/nope`);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe('not_found');
  });
});
