import { afterEach, describe, expect, it } from 'vitest';
import type { AdminArticle, ArticleList } from '@portfolio/contracts';
import { eventually } from '@portfolio/testing';
import { articlesPath, draftWith, errorOf, startEditorial, type RunningEditorial } from './editorial-service.ts';
import { testClock } from './fixtures/service.ts';

const hour = 3_600_000;
const running: RunningEditorial[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((service) => service.stop()));
});

async function start(options: Parameters<typeof startEditorial>[0] = {}) {
  const service = await startEditorial(options);
  running.push(service);
  return service;
}

const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const publicSlugs = async (service: RunningEditorial) =>
  (await json<ArticleList>(service.get('/api/content/articles?perPage=24'))).items.map((i) => i.slug);
const inAnHour = (service: RunningEditorial) => new Date(service.clock.at + hour).toISOString();

describe('scheduled publication', () => {
  it('refuses a date that is not in the future', async () => {
    const service = await start();
    const article = await service.saved(await service.create('Soon'), draftWith([{ title: 'Soon' }]));
    const past = await service.act(article, 'schedule', { at: service.clock.now().toISOString() });
    expect(past.status).toBe(400);
    expect(await errorOf(past)).toMatchObject({ code: 'validation_failed', details: [{ path: 'at' }] });
  });

  it('publishes the draft as it was when scheduled, at its time, through the job runner', async () => {
    const service = await start();
    const saved = await service.saved(
      await service.create('Later'),
      draftWith([{ title: 'Later', markdown: 'Scheduled words.' }]),
    );
    const scheduled = await json<AdminArticle>(service.act(saved, 'schedule', { at: inAnHour(service) }));
    expect(scheduled).toMatchObject({ status: 'scheduled', scheduledAt: inAnHour(service), liveRevision: null });
    // Edits after scheduling wait for the next publication.
    await service.saved(
      scheduled,
      draftWith([{ title: 'Later', slug: 'later', markdown: 'Words written afterwards.' }]),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await publicSlugs(service)).not.toContain('later');

    service.clock.advance(hour + 1000);
    await eventually(async () => (await publicSlugs(service)).includes('later'), 5000);
    const page = await (await service.get('/blog/later')).text();
    expect(page).toContain('Scheduled words.');
    expect(page).not.toContain('Words written afterwards.');
    const after = await json<AdminArticle>(service.call('GET', `${articlesPath}/${saved.id}`));
    expect(after).toMatchObject({ status: 'published', scheduledAt: null, unpublishedChanges: true });
    expect(after.liveRevision).toBe(scheduled.revision);
    const kinds = (
      await json<{ items: { kind: string }[] }>(service.call('GET', `${articlesPath}/${saved.id}/history`))
    ).items.map((e) => e.kind);
    expect(kinds.slice(0, 2)).toEqual(['publish', 'schedule']);
  });

  it('keeps a published article as it is until its new version is due; unpublish cancels the schedule', async () => {
    const service = await start();
    const first = await service.saved(
      await service.create('Kept'),
      draftWith([{ title: 'Kept', markdown: 'Version one.' }]),
    );
    const published = await json<AdminArticle>(service.act(first, 'publish'));
    const edited = await service.saved(
      published,
      draftWith([{ title: 'Kept', slug: 'kept', markdown: 'Version two.' }]),
    );
    const scheduled = await json<AdminArticle>(service.act(edited, 'schedule', { at: inAnHour(service) }));
    expect(scheduled).toMatchObject({ status: 'scheduled', liveRevision: published.liveRevision });
    expect(await (await service.get('/blog/kept')).text()).toContain('Version one.');
    // Rescheduling replaces the job: the first time passes and nothing happens.
    const later = new Date(service.clock.at + 3 * hour).toISOString();
    const rescheduled = await json<AdminArticle>(service.act(scheduled, 'schedule', { at: later }));
    service.clock.advance(2 * hour);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await (await service.get('/blog/kept')).text()).toContain('Version one.');
    // Unpublishing cancels it: the article leaves the public pages and never comes back by itself.
    const unpublished = await json<AdminArticle>(service.act(rescheduled, 'unpublish'));
    expect(unpublished).toMatchObject({ status: 'draft', scheduledAt: null });
    service.clock.advance(2 * hour);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await publicSlugs(service)).not.toContain('kept');
  });

  it('still publishes after a restart: a new service on the same file runs the job', async () => {
    const clock = testClock();
    const first = await startEditorial({ clock });
    const saved = await first.saved(await first.create('Survives'), draftWith([{ title: 'Survives' }]));
    await json<AdminArticle>(first.act(saved, 'schedule', { at: inAnHour(first) }));
    await first.stop(true);

    clock.advance(hour + 1000);
    const second = await start({ dataDir: first.dataDir, clock });
    await eventually(async () => (await publicSlugs(second)).includes('survives'), 5000);
    const after = await json<AdminArticle>(second.call('GET', `${articlesPath}/${saved.id}`));
    expect(after.status).toBe('published');
  });
});
