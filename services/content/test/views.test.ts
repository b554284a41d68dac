import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetail } from '@portfolio/contracts';
import { utcDay, visitorKey } from '../src/views/visitor-key.ts';
import { apiArticles } from './fixtures/articles.ts';
import { chrome, getJson, googlebot, postView, startContent, type RunningContent } from './fixtures/service.ts';

const headless =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const dayMs = 86_400_000;

let content: RunningContent;
beforeAll(async () => {
  content = await startContent({ articles: apiArticles, env: { CONTENT_VIEW_RATE_LIMIT: '40' } });
});
afterAll(() => content.stop());

const views = async (id: string) => (await content.store.viewCounts([id])).get(id) ?? 0;
const accepted = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(202);
  expect(await res.json()).toEqual({ accepted: true });
};

describe('POST /api/content/views', () => {
  it('counts a visitor once per article per day, whatever it sends again', async () => {
    const before = await views('react-hooks');
    for (let i = 0; i < 3; i++) await accepted(await postView(content.url, { slug: 'react-hooks', lang: 'en' }));
    // The same article read in another language is the same article for the same visitor.
    await accepted(await postView(content.url, { slug: 'hooks-react', lang: 'fr' }));
    expect(await views('react-hooks')).toBe(before + 1);
    // Another browser at the same address, another address, another article: each counts.
    await accepted(await postView(content.url, { slug: 'react-hooks', lang: 'en' }, '203.0.113.7', chrome));
    await accepted(await postView(content.url, { slug: 'react-hooks', lang: 'en' }, '198.51.100.2'));
    await accepted(await postView(content.url, { slug: 'pwa-install', lang: 'en' }));
    expect(await views('react-hooks')).toBe(before + 3);
    expect(await views('pwa-install')).toBe(1);
  });

  it('keys an IPv6 visitor by its /64, so a new address in it is the same visitor', async () => {
    const body = { slug: 'privacy-counts', lang: 'en' };
    await accepted(await postView(content.url, body, '2001:db8:1:2::1'));
    await accepted(await postView(content.url, body, '2001:db8:1:2:aaaa:bbbb:cccc:dddd'));
    expect(await views('privacy-counts')).toBe(1);
    await accepted(await postView(content.url, body, '2001:db8:1:3::1'));
    expect(await views('privacy-counts')).toBe(2);
  });

  it('counts the same visitor again the next day, under a new salt', async () => {
    const body = { slug: 'grid-notes', lang: 'en' };
    await accepted(await postView(content.url, body));
    content.clock.advance(dayMs);
    try {
      await accepted(await postView(content.url, body));
      await accepted(await postView(content.url, body));
    } finally {
      content.clock.advance(-dayMs);
    }
    expect(await views('grid-notes')).toBe(2);
  });

  it('answers bots and headless browsers and does not count them, nor a request without a User-Agent', async () => {
    const body = { slug: 'offline-first', lang: 'fr' };
    for (const agent of [googlebot, headless, null])
      await accepted(await postView(content.url, body, '192.0.2.9', agent));
    expect(await views('offline-first')).toBe(0);
  });

  it('shows the counts on the article and the list', async () => {
    const article = await getJson<ArticleDetail>(content.url, '/api/content/articles/pwa-install');
    expect(article.views).toBe(1);
    expect(article.related.find((card) => card.id === 'react-hooks')?.views).toBe(await views('react-hooks'));
  });

  it('refuses an unknown article with a 404 and a malformed beacon with the contract 400', async () => {
    const unknown = await postView(content.url, { slug: 'no-such-article', lang: 'en' });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: string }).code).toBe('not_found');
    // An existing slug in a language it has no version in is unknown too.
    expect((await postView(content.url, { slug: 'privacy-counts', lang: 'fr' })).status).toBe(404);
    for (const body of [
      'not json',
      { slug: 'react-hooks' },
      { slug: 'React', lang: 'en' },
      { slug: 'a', lang: 'en', x: 1 },
    ]) {
      const res = await postView(content.url, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await postView(content.url, 'x'.repeat(2048))).status).toBe(413);
  });

  it('is rate-limited per address like every ingestion call', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) {
      statuses.push((await postView(content.url, { slug: 'react-hooks', lang: 'en' }, '192.0.2.77')).status);
    }
    expect(statuses).toContain(429);
    expect((await postView(content.url, { slug: 'react-hooks', lang: 'en' }, '192.0.2.78')).status).toBe(202);
  });
});

describe('with CONTENT_KEEP_BOTS (the browser test suite)', () => {
  it('counts headless browsers too', async () => {
    const kept = await startContent({ articles: apiArticles, env: { CONTENT_KEEP_BOTS: 'true' } });
    try {
      await accepted(await postView(kept.url, { slug: 'react-hooks', lang: 'en' }, '192.0.2.5', headless));
      expect((await kept.store.viewCounts(['react-hooks'])).get('react-hooks')).toBe(1);
    } finally {
      await kept.stop();
    }
  });
});

describe('the visitor key', () => {
  it('keeps nothing readable: neither the address nor the User-Agent, and differs per salt and per article', () => {
    const salt = Buffer.alloc(32, 1);
    const key = visitorKey(salt, '203.0.113.7', chrome, 'react-hooks');
    expect(key).toMatch(/^[\w-]{22}$/);
    expect(key).not.toContain('203');
    expect(visitorKey(Buffer.alloc(32, 2), '203.0.113.7', chrome, 'react-hooks')).not.toBe(key);
    expect(visitorKey(salt, '203.0.113.7', chrome, 'grid-notes')).not.toBe(key);
    expect(utcDay(new Date('2026-03-10T23:59:59Z'))).toBe('2026-03-10');
  });
});
