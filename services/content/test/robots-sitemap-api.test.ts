import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, RobotsSettings, RobotsVerdict, SitemapInfo } from '@portfolio/contracts';
import { startEditorial, type RunningEditorial } from './editorial-service.ts';

const robots = '/api/admin/content/robots';

describe('robots.txt and the sitemap figures through the content service', () => {
  let service: RunningEditorial;
  beforeAll(async () => {
    service = await startEditorial({ seeded: true });
  });
  afterAll(() => service.stop());

  it('serves the generated default, then what was saved, then the default again when emptied', async () => {
    const initial = await service.expectStatus<RobotsSettings>(200, 'GET', robots);
    expect(initial).toMatchObject({ custom: false, updatedAt: null });
    const served = await service.get('/robots.txt');
    expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await served.text()).toBe(initial.text);
    expect(initial.text).toContain('Sitemap: https://portfolio.example/sitemap.xml');

    const text =
      'User-agent: *\r\nDisallow: /drafts # not yet\n\n# crawlers of images\nUser-agent: Googlebot-Image\nAllow: /\nCrawl-delay: 2\nSitemap: https://portfolio.example/sitemap.xml';
    const saved = await service.expectStatus<RobotsSettings>(200, 'PUT', robots, { text });
    expect(saved).toMatchObject({ text: `${text}\n`, custom: true });
    expect(await (await service.get('/robots.txt')).text()).toBe(`${text}\n`);

    await service.expectStatus(200, 'PUT', robots, { text: '  \n' });
    expect(await (await service.get('/robots.txt')).text()).toBe(initial.text);
  });

  it('refuses a text with unreadable lines whole, naming each line, and keeps the saved one', async () => {
    const good = 'User-agent: *\nDisallow: /private\n';
    await service.expectStatus(200, 'PUT', robots, { text: good });
    const bad =
      'Disallow: /early\nUser-agent: *\nDisalow: /typo\nAllow: no-slash\nSitemap: /relative.xml\nCrawl-delay: soon\njust words\n';
    const res = await service.call('PUT', robots, { text: bad });
    expect(res.status).toBe(400);
    const error = (await res.json()) as ErrorBody;
    expect(error.details?.map((d) => d.path)).toEqual([
      'lines.1',
      'lines.3',
      'lines.4',
      'lines.5',
      'lines.6',
      'lines.7',
    ]);
    expect(await (await service.get('/robots.txt')).text()).toBe(good);
    // Past the text's cap, the body itself is refused before anything is read.
    const huge = await service.call('PUT', robots, { text: `# ${'a'.repeat(40_000)}` });
    expect([huge.status, ((await huge.json()) as ErrorBody).code]).toEqual([413, 'payload_too_large']);
  });

  it('says whether a path is allowed for an agent, under the saved text or a draft', async () => {
    await service.expectStatus(200, 'PUT', robots, {
      text: 'User-agent: *\nDisallow: /private\nAllow: /private/open$\n',
    });
    const check = (body: object) => service.expectStatus<RobotsVerdict>(200, 'POST', `${robots}/check`, body);
    expect(await check({ path: '/private/x', agent: 'Googlebot/2.1' })).toEqual({
      allowed: false,
      group: '*',
      rule: { line: 2, directive: 'disallow', value: '/private' },
    });
    expect((await check({ path: '/private/open', agent: 'bingbot' })).allowed).toBe(true);
    const draft = 'User-agent: Googlebot\nDisallow: /\n';
    expect(await check({ path: '/blog', agent: 'Googlebot', text: draft })).toMatchObject({
      allowed: false,
      group: 'googlebot',
    });
    expect(await check({ path: '/blog', agent: 'bingbot', text: draft })).toEqual({
      allowed: true,
      group: null,
      rule: null,
    });
    const missing = await service.call('POST', `${robots}/check`, { agent: 'x' });
    expect(missing.status).toBe(400);
  });

  it('describes the sitemap files as /sitemap.xml and /sitemaps/… serve them', async () => {
    const info = await service.expectStatus<SitemapInfo>(200, 'GET', '/api/admin/content/sitemap');
    expect(info.files.map((f) => f.path)).toEqual(['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/articles.xml']);
    for (const file of info.files) {
      const body = await (await service.get(file.path)).text();
      expect(Buffer.byteLength(body), file.path).toBe(file.bytes);
      expect(body.split('<url>').length - 1).toBe(file.urls);
    }
    expect(info.files[1]!.urls).toBe(30);
    expect(info.urls).toBe(info.files.reduce((sum, f) => sum + f.urls, 0));
    expect(info.bytes).toBe(info.files.reduce((sum, f) => sum + f.bytes, 0));
    expect(Date.parse(info.lastModified)).not.toBeNaN();
  });

  it('is the administrator’s alone', async () => {
    for (const [method, path] of [
      ['GET', robots],
      ['GET', '/api/admin/content/sitemap'],
      ['GET', '/api/admin/content/redirects'],
    ]) {
      expect((await service.call(method!, path!, undefined, {})).status).toBe(401);
    }
  });
});
