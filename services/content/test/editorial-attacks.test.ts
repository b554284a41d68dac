import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authRoleHeader,
  editorialEndpoints,
  editorialLimits,
  gatewayTokenHeader,
  languageCodes,
  mediaEndpoints,
  type AdminArticle,
} from '@portfolio/contracts';
import {
  articlesPath,
  asAdmin,
  draftWith,
  errorOf,
  startEditorial,
  type RunningEditorial,
} from './editorial-service.ts';

/**
 * The editor's and the media library's admin API attacked straight at the content service (the fronts are
 * front-admin-attacks.ts; odd inputs, editorial-attacks-input.test.ts): calls without the gateway's word,
 * cross-site writes, mislabelled bodies, and the largest bodies the contract allows and one byte more.
 */
let service: RunningEditorial;
beforeAll(async () => {
  service = await startEditorial();
});
afterAll(() => service.stop());

const media = '/api/admin/content/media';
const json = { 'content-type': 'application/json' };

/** Every state-changing admin call, with a body its endpoint would take. */
async function writes(article: AdminArticle): Promise<[string, string, string, Record<string, string>?][]> {
  const rev = JSON.stringify({ baseRevision: article.revision });
  return [
    ['POST', articlesPath, JSON.stringify({ sourceLang: 'en', title: 'x' })],
    [
      'PUT',
      `${articlesPath}/${article.id}`,
      JSON.stringify({ baseRevision: article.revision, draft: draftWith([{}]) }),
    ],
    ['POST', `${articlesPath}/${article.id}/publish`, rev],
    ['POST', `${articlesPath}/${article.id}/unpublish`, rev],
    ['POST', `${articlesPath}/${article.id}/schedule`, JSON.stringify({ baseRevision: 0, at: '2099-01-01T00:00:00Z' })],
    ['POST', `${articlesPath}/${article.id}/history/1/restore`, rev],
    ['DELETE', `${articlesPath}/${article.id}`, ''],
    ['POST', `${articlesPath}/${article.id}/untrash`, ''],
    ['DELETE', '/api/admin/content/trash', ''],
    ['POST', '/api/admin/content/preview', JSON.stringify({ lang: 'en', markdown: '# x' })],
    ['POST', `${media}?name=a.png`, 'not an image', { 'content-type': 'image/png' }],
    ['PATCH', `${media}/abc`, JSON.stringify({ focal: { x: 0.5, y: 0.5 } })],
    ['DELETE', `${media}/abc`, ''],
  ];
}

const send = (method: string, path: string, body: string, headers: Record<string, string>) =>
  fetch(`${service.url}${path}`, { method, headers, ...(body === '' ? {} : { body }), redirect: 'manual' });

describe('the admin API without the gateway’s word', () => {
  it('answers every admin call 401 without a role, and a role without the gateway’s token changes nothing', async () => {
    const article = await service.create('Guarded');
    const reads = [
      articlesPath,
      `${articlesPath}/${article.id}`,
      `${articlesPath}/${article.id}/history`,
      `${articlesPath}/${article.id}/history/1`,
      '/api/admin/content/tags',
      media,
      `${media}/abc`,
    ].map((path): [string, string, string, Record<string, string>?] => ['GET', path, '']);
    const forgeries: Record<string, string>[] = [
      {},
      { [authRoleHeader]: 'admin' },
      { [authRoleHeader]: 'admin', [gatewayTokenHeader]: 'not-the-secret' },
      { [authRoleHeader]: 'ADMIN', [gatewayTokenHeader]: asAdmin[gatewayTokenHeader] },
      { [authRoleHeader]: 'admin, admin', [gatewayTokenHeader]: '' },
      { [gatewayTokenHeader]: asAdmin[gatewayTokenHeader] },
    ];
    for (const [method, path, body, headers] of [...reads, ...(await writes(article))]) {
      for (const forged of forgeries) {
        const res = await send(method, path, body, { ...json, ...headers, ...forged });
        expect(res.status, `${method} ${path} ${JSON.stringify(forged)}`).toBe(401);
        expect((await errorOf(res)).code).toBe('unauthorized');
      }
    }
    // Nothing changed: the article is as it was made.
    const after = await service.expectStatus<AdminArticle>(200, 'GET', `${articlesPath}/${article.id}`);
    expect(after.revision).toBe(article.revision);
  });

  it('refuses every cross-site write (Fetch Metadata, else Origin) with 403, even from the administrator', async () => {
    const article = await service.create('Cross-site target');
    for (const [method, path, body, headers] of await writes(article)) {
      const sites: Record<string, string>[] = [
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { origin: 'https://evil.example' },
        { origin: 'null' },
        // Fetch Metadata wins over an Origin that looks like ours.
        { 'sec-fetch-site': 'cross-site', origin: new URL(service.url).origin },
      ];
      for (const site of sites) {
        const res = await send(method, path, body, { ...json, ...headers, ...asAdmin, ...site });
        expect(res.status, `${method} ${path} ${JSON.stringify(site)}`).toBe(403);
        expect((await errorOf(res)).code).toBe('forbidden');
      }
    }
    const after = await service.expectStatus<AdminArticle>(200, 'GET', `${articlesPath}/${article.id}`);
    expect(after).toMatchObject({ revision: article.revision, deletedAt: null, status: 'draft' });
  });
});

describe('bodies', () => {
  it('refuses a JSON endpoint’s body sent as anything but JSON in UTF-8 with 415', async () => {
    const article = await service.create('Labels');
    const jsonWrites = (await writes(article)).filter(([, , body, headers]) => body !== '' && !headers);
    for (const [method, path, body] of jsonWrites) {
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
        'application/jsonx',
        'text/json',
      ]) {
        const res = await send(method, path, body, { ...asAdmin, 'content-type': type });
        expect(res.status, `${method} ${path} ${type}`).toBe(415);
        expect((await errorOf(res)).code).toBe('unsupported_media_type');
      }
    }
    // An upload labelled as something other than an image or bytes.
    for (const type of ['application/json', 'image/svg+xml', 'text/html', 'multipart/form-data; boundary=x']) {
      const res = await send('POST', `${media}?name=a.png`, '{}', { ...asAdmin, 'content-type': type });
      expect(res.status, type).toBe(415);
    }
  });

  it('saves ten 400,000-character versions at the body limit, refuses one byte more with 413', async () => {
    const limit = editorialEndpoints.saveArticle.bodyLimit!;
    const article = await service.create('The longest article');
    const draft = draftWith(
      languageCodes.map((lang) => ({
        lang,
        title: 'T'.repeat(editorialLimits.titleLength),
        markdown: `${lang} `.padEnd(editorialLimits.markdownLength, 'word '),
      })),
    );
    const body = JSON.stringify({ baseRevision: article.revision, draft });
    expect(body.length).toBeLessThan(limit);
    // JSON allows whitespace after the value: the body is exactly the limit.
    const atLimit = body.padEnd(limit, ' ');
    const saved = await send('PUT', `${articlesPath}/${article.id}`, atLimit, { ...json, ...asAdmin });
    expect(
      saved.status,
      await saved
        .clone()
        .text()
        .then((t) => t.slice(0, 300)),
    ).toBe(200);
    const after = (await saved.json()) as AdminArticle;
    expect(after.versions.map((v) => v.markdown.length)).toEqual(languageCodes.map(() => 400_000));
    const published = await service.act(after, 'publish');
    expect(published.status).toBe(200);

    const over = await send('PUT', `${articlesPath}/${article.id}`, `${atLimit} `, { ...json, ...asAdmin });
    expect(over.status).toBe(413);
    expect((await errorOf(over)).code).toBe('payload_too_large');
    // Preview: the longest Markdown passes, one byte over the preview's own limit does not.
    const previewLimit = editorialEndpoints.previewMarkdown.bodyLimit!;
    const preview = JSON.stringify({ lang: 'en', markdown: 'a '.repeat(editorialLimits.markdownLength / 2) });
    const previewed = await send('POST', '/api/admin/content/preview', preview.padEnd(previewLimit, ' '), {
      ...json,
      ...asAdmin,
    });
    expect(previewed.status).toBe(200);
    const previewOver = await send('POST', '/api/admin/content/preview', preview.padEnd(previewLimit + 1, ' '), {
      ...json,
      ...asAdmin,
    });
    expect(previewOver.status).toBe(413);
  }, 60_000);

  it('takes the longest Markdown of any script: ten 400,000-character Japanese versions, and one in a preview', async () => {
    const article = await service.create('日本語の記事');
    const draft = draftWith(
      languageCodes.map((lang) => ({ lang, markdown: '日本語の文章だ。'.repeat(editorialLimits.markdownLength / 8) })),
    );
    expect(draft.versions[0]!.markdown).toHaveLength(editorialLimits.markdownLength);
    const saved = await service.save(article, draft);
    expect(saved.status).toBe(200);
    const preview = await service.call('POST', '/api/admin/content/preview', {
      lang: 'ja',
      markdown: draft.versions[0]!.markdown,
    });
    expect(preview.status).toBe(200);
  }, 60_000);

  it('refuses an upload one byte over the media limit with 413, and takes the limit itself without a 5xx', async () => {
    const limit = mediaEndpoints.uploadMedia.bodyLimit!;
    const headers = { ...asAdmin, 'content-type': 'application/octet-stream' };
    const atLimit = await send('POST', `${media}?name=big.bin`, 'a'.repeat(limit), headers);
    expect(atLimit.status).toBeGreaterThanOrEqual(400);
    expect(atLimit.status).toBeLessThan(500);
    expect(atLimit.status).not.toBe(413);
    const over = await send('POST', `${media}?name=big.bin`, 'a'.repeat(limit + 1), headers);
    expect(over.status).toBe(413);
    expect((await errorOf(over)).code).toBe('payload_too_large');
  }, 60_000);
});
