import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageCodes, type AdminArticle } from '@portfolio/contracts';
import { articlesPath, draftWith, errorOf, startEditorial, type RunningEditorial } from './editorial-service.ts';

/**
 * The editor's admin API fed what the contract's patterns and its compare-and-swap must hold against (the
 * administrator's own session, straight at the content service): Unicode oddities in slugs and titles, hostile
 * history numbers, and a burst of saves racing on one revision.
 */
let service: RunningEditorial;
beforeAll(async () => {
  service = await startEditorial();
});
afterAll(() => service.stop());

describe('Unicode oddities in slugs and titles', () => {
  const oddities = {
    rtlMark: 'abc\u200fdef',
    rtlOverride: 'abc\u202edef',
    zeroWidthSpace: 'abc\u200bdef',
    zeroWidthJoiner: 'abc\u200ddef',
    byteOrderMark: '\ufeffabc',
    softHyphen: 'abc\u00addef',
    leadingCombining: '\u0301abc',
    upperCase: 'Abc',
    loneSurrogate: 'abc\ud800',
    nonCharacter: 'abc\uffff',
    tag: 'abc\u{e0041}',
  };

  it('refuses a slug with an invisible, directional or upper-case character with 400 at its field', async () => {
    const article = await service.create('Odd slugs');
    for (const [name, slug] of Object.entries(oddities)) {
      const res = await service.save(article, draftWith([{ slug }]));
      expect(res.status, name).toBe(400);
      const body = await errorOf(res);
      expect(body.code, name).toBe('validation_failed');
      expect(JSON.stringify(body.details), name).toContain('versions.0.slug');
    }
  });

  it('takes combining marks inside a word of any script, as the contract allows', async () => {
    const article = await service.create('Marks');
    // (Full-width Latin letters are lower-case letters too: the contract takes them.)
    const slugs = ['e\u0301te\u0301', 'हिन्दी', 'ليلى', '日本語-かな', 'ａｂｃ'];
    const saved = await service.saved(article, draftWith(slugs.map((slug, i) => ({ slug, lang: languageCodes[i] }))));
    expect(saved.versions.map((v) => v.slug)).toEqual(slugs.map((slug) => slug.normalize('NFC')));
  });

  it('keeps a slug in composed form (NFC), so that two spellings of one address cannot be two articles', async () => {
    const first = await service.create('Composed');
    const composed = await service.saved(first, draftWith([{ slug: 'caf\u00e9-cr\u00e8me' }]));
    expect((await service.act(composed, 'publish')).status).toBe(200);
    const second = await service.create('Decomposed');
    const decomposed = await service.save(second, draftWith([{ slug: 'cafe\u0301-cre\u0300me' }]));
    expect(decomposed.status).toBe(409);
    expect((await errorOf(decomposed)).code).toBe('slug_taken');
    const other = await service.saved(second, draftWith([{ slug: 'the\u0301-vert' }]));
    expect(other.versions[0]!.slug).toBe('th\u00e9-vert');
  });

  it('keeps every oddity of a title as text, and publishes it under a slug made of its letters alone', async () => {
    const article = await service.create('Odd titles');
    const title = `\u202eevil\u200f \u200bzero\u200d width\u0301 ${'\u0301'.repeat(50)} <script>x</script>`;
    const saved = await service.saved(article, draftWith([{ title }]));
    expect(saved.versions[0]!.title).toBe(title);
    const published = (await (await service.act(saved, 'publish')).json()) as AdminArticle;
    // The acute NFC could not compose onto its "h" goes like the accents it could: letters alone.
    expect(published.versions[0]!.slug).toBe('evil-zero-width-script-x-script');
    const page = await (await service.get(`/blog/${published.versions[0]!.slug}`)).text();
    expect(page).not.toContain('<script>x</script>');
  });
});

describe('history numbers', () => {
  it('answers a huge, negative, fractional or non-digit entry number with 400, a missing one with 404', async () => {
    const article = await service.create('History');
    const at = (seq: string) => service.call('GET', `${articlesPath}/${article.id}/history/${seq}`);
    for (const seq of [
      '99999999999999999999999',
      '1234567890',
      '-1',
      '1.5',
      '1e3',
      '0x10',
      'abc',
      '%20%31',
      '１',
      '٣',
      'NaN',
      'Infinity',
    ]) {
      const res = await at(seq);
      expect(res.status, seq).toBe(400);
      expect((await errorOf(res)).code, seq).toBe('validation_failed');
    }
    for (const seq of ['999999999', '0', '000000042']) {
      const res = await at(seq);
      expect(res.status, seq).toBe(404);
      expect((await errorOf(res)).code).toBe('not_found');
    }
    const restore = await service.call('POST', `${articlesPath}/${article.id}/history/999999999/restore`, {
      baseRevision: article.revision,
    });
    expect(restore.status).toBe(404);
    const bad = await service.call('POST', `${articlesPath}/${article.id}/history/-5/restore`, {
      baseRevision: article.revision,
    });
    expect(bad.status).toBe(400);
  });
});

describe('schedule dates', () => {
  it('answers a date out of the calendar, in the past or absurdly far with 4xx, never a 5xx', async () => {
    const article = await service.create('Scheduled oddly');
    const saved = await service.saved(article, draftWith([{ title: 'Scheduled oddly' }]));
    for (const at of [
      '2026-02-30T10:00:00Z',
      '2026-13-01T10:00:00Z',
      '2026-06-01T24:00:00Z',
      '0000-01-01T00:00:00Z',
      '1970-01-01T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '2026-06-01T10:00:00+25:00',
      '2026-06-01T10:00:00',
      '2026-06-01',
      'tomorrow',
    ]) {
      const res = await service.act(saved, 'schedule', { at });
      expect(res.status, at).toBeGreaterThanOrEqual(400);
      expect(res.status, at).toBeLessThan(500);
    }
    // The farthest date the calendar format writes is a schedule like any other, and can be cancelled.
    const far = await service.act(saved, 'schedule', { at: '9999-12-31T23:59:59.999Z' });
    expect(far.status).toBe(200);
    const scheduled = (await far.json()) as AdminArticle;
    expect(scheduled.scheduledAt).toBe('9999-12-31T23:59:59.999Z');
    expect((await service.act(scheduled, 'unpublish')).status).toBe(200);
  });
});

describe('a burst of saves on one revision', () => {
  it('lets exactly one of twenty parallel saves with the same base revision win; the others get 409', async () => {
    const article = await service.create('Raced');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => service.save(article, draftWith([{ title: `Writer ${i}` }]))),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = (await answers[statuses.indexOf(200)]!.json()) as AdminArticle;
    const conflict = await errorOf(answers[statuses.indexOf(409)]!);
    expect(conflict.code).toBe('conflict');
    const now = await service.expectStatus<AdminArticle>(200, 'GET', `${articlesPath}/${article.id}`);
    expect(now.revision).toBe(article.revision + 1);
    expect(now.versions[0]!.title).toBe(winner.versions[0]!.title);
  });
});
