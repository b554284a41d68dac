import { beforeAll, expect, it } from 'vitest';
import {
  editorialEndpoints,
  editorialLimits,
  gatewayOnlyHeaders,
  languageCodes,
  type AdminArticle,
  type AdminArticleRow,
} from '@portfolio/contracts';
import { rawExchange } from '@portfolio/testing';
import { draftWith } from './editorial-service.ts';
import { adminCookie } from './front-sign-in.ts';

const articles = '/api/admin/content/articles';
const media = '/api/admin/content/media';

/**
 * An outsider's attacks on the editor's and the media library's admin API through a front (nginx:
 * gateway/test/content-api-attack.test.ts; the single-machine dispatcher: services/standalone/test/
 * content-api-attack.test.ts), with the same answers through both: odd spellings of the admin paths never reach a
 * handler with another meaning, nothing works without the session whatever headers are forged, cross-site writes
 * and mislabelled bodies are refused, the largest save passes and one byte more is 413, and twenty racing saves
 * make one winner.
 */
export function itRefusesAdminAttacks(frontUrl: () => string, admin: { email: string; password: string }) {
  let cookie = '';
  let article: AdminArticle;
  let trashed: AdminArticle;
  const url = (path: string) => new URL(path, frontUrl()).href;

  /** A request written byte for byte (no client library resolves its dot segments or encodings). */
  async function raw(method: string, target: string, headers: string[] = [], body = '') {
    const { hostname, port } = new URL(frontUrl());
    const request =
      `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
      `${headers.map((h) => `${h}\r\n`).join('')}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const answer = await rawExchange({ host: hostname, port: Number(port) }, request);
    return { ...answer, status: answer.status ?? 0 };
  }
  const signedIn = () => [`Cookie: ${cookie}`];
  const errorCode = (body: string) => {
    try {
      const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
      return typeof parsed.message === 'string' ? parsed.code : undefined;
    } catch {
      return undefined;
    }
  };
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(url(path), {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  const trashList = async () =>
    ((await (await call('GET', `${articles}?trash=true`)).json()) as { items: AdminArticleRow[] }).items.map(
      (row) => row.id,
    );

  beforeAll(async () => {
    cookie = await adminCookie(url, admin);
    const made = await call('POST', articles, { sourceLang: 'en', title: 'Front attack target' });
    article = (await made.json()) as AdminArticle;
    const doomed = (await (await call('POST', articles, { sourceLang: 'en', title: 'In the trash' })).json()) as {
      id: string;
    };
    trashed = (await (await call('DELETE', `${articles}/${doomed.id}`)).json()) as AdminArticle;
  });

  it('answers no spelling of an admin path with a 5xx or another endpoint’s meaning, signed in or not', async () => {
    const id = article.id;
    const spellings: [string, string][] = [
      ['GET', '/API/ADMIN/CONTENT/ARTICLES'],
      ['GET', '/api/admin/Content/articles'],
      ['GET', '/api/admin/content/ARTICLES'],
      ['GET', `${articles}/`],
      ['GET', `/api/admin/content//articles`],
      ['GET', `/api/admin//content/articles`],
      ['GET', `${articles}/${id}/`],
      ['GET', `${articles}/${id}/history/`],
      ['GET', `${articles}/${id}/%2e%2e/${id}`],
      ['GET', `${articles}/%2e%2e/tags`],
      ['GET', `${articles}/${id}%2Fhistory`],
      ['GET', `${articles}/${id}/history/%2e%2e`],
      ['GET', `/api/admin/content/%2e%2e/content/tags`],
      ['GET', `/api/admin/content/%2E/tags`],
      ['GET', `${media}/%2e%2e/articles`],
      ['GET', `${media}/..%2F..%2Fcontent%2Ftags`],
      ['DELETE', `${articles}/${id}/%2e%2e/%2e%2e/trash`],
      ['DELETE', `${articles}/x/..%2F..%2Ftrash`],
      ['DELETE', `/api/admin/content//trash`],
      ['DELETE', `/api/admin/content/trash/`],
      ['DELETE', `/API/admin/content/trash`],
      ['DELETE', `${articles}/${id.toUpperCase()}%2F`],
      ['PUT', `${articles}/${id}/`],
      ['POST', `${articles}/${id}/publish/`],
      ['POST', `${articles}/${id}/%70ublish`],
    ];
    for (const [method, target] of spellings) {
      for (const session of [signedIn(), []]) {
        const headers = method === 'GET' ? session : [...session, 'Content-Type: application/json'];
        const res = await raw(method, target, headers, method === 'GET' ? '' : '{"baseRevision":0}');
        const label = `${method} ${target} ${session.length ? 'signed in' : 'anonymous'}: ${res.body.slice(0, 200)}`;
        // Both fronts refuse a path that is not canonical with 400 before any routing or session check: never
        // the endpoint's answer, never a 5xx.
        expect(res.status, label).toBe(400);
        expect(errorCode(res.body), label).toBe('bad_request');
      }
    }
    // Nothing was emptied, published or changed.
    expect(await trashList()).toContain(trashed.id);
    const now = (await (await call('GET', `${articles}/${article.id}`)).json()) as AdminArticle;
    expect(now).toMatchObject({ revision: article.revision, status: 'draft' });
  });

  it('answers every admin call 401 without the session, whatever gateway-only headers are forged', async () => {
    const forged = gatewayOnlyHeaders.map((name) => `${name}: ${name.endsWith('role') ? 'admin' : 'forged-value'}`);
    const calls: [string, string, string?][] = [
      ['GET', articles],
      ['GET', `${articles}/${article.id}`],
      ['GET', `${articles}/${article.id}/history`],
      ['GET', `${articles}/${article.id}/history/1`],
      ['GET', '/api/admin/content/tags'],
      ['GET', media],
      ['PUT', `${articles}/${article.id}`, JSON.stringify({ baseRevision: article.revision, draft: draftWith([{}]) })],
      ['POST', `${articles}/${article.id}/publish`, `{"baseRevision":${article.revision}}`],
      ['DELETE', `${articles}/${article.id}`],
      ['DELETE', '/api/admin/content/trash'],
      ['POST', '/api/admin/content/preview', '{"lang":"en","markdown":"x"}'],
      ['PATCH', `${media}/abc`, '{"focal":{"x":0,"y":0}}'],
      ['DELETE', `${media}/abc`],
    ];
    for (const [method, target, body] of calls) {
      const type = body ? ['Content-Type: application/json'] : [];
      for (const headers of [type, [...type, ...forged], [...type, ...forged, 'Cookie: portfolio_session=forged']]) {
        const res = await raw(method, target, headers, body);
        expect(res.status, `${method} ${target} ${headers.join(' ')}`).toBe(401);
        expect(errorCode(res.body)).toBe('unauthorized');
      }
    }
    const upload = await raw('POST', `${media}?name=a.png`, ['Content-Type: image/png', ...forged], 'not an image');
    expect(upload.status).toBe(401);
    // With the session, a forged role or token is dropped, not believed: the call is the administrator's as before.
    const withForged = await raw('GET', `${articles}/${article.id}`, [
      ...signedIn(),
      ...gatewayOnlyHeaders.map((name) => `${name}: visitor`),
    ]);
    expect(withForged.status).toBe(200);
    expect(await trashList()).toContain(trashed.id);
  });

  it('refuses cross-site saves, publications, uploads and deletions with 403, with the session', async () => {
    const writes: [string, string, string, string][] = [
      [
        'PUT',
        `${articles}/${article.id}`,
        'application/json',
        JSON.stringify({ baseRevision: 0, draft: draftWith([{}]) }),
      ],
      ['POST', `${articles}/${article.id}/publish`, 'application/json', '{"baseRevision":0}'],
      ['POST', `${media}?name=a.png`, 'image/png', 'not an image'],
      ['DELETE', `${articles}/${article.id}`, 'application/json', ''],
      ['DELETE', '/api/admin/content/trash', 'application/json', ''],
      ['DELETE', `${media}/abc`, 'application/json', ''],
    ];
    for (const [method, target, type, body] of writes) {
      for (const site of ['Sec-Fetch-Site: cross-site', 'Sec-Fetch-Site: same-site', 'Origin: https://evil.example']) {
        const res = await raw(method, target, [...signedIn(), `Content-Type: ${type}`, site], body);
        expect(res.status, `${method} ${target} ${site}`).toBe(403);
        expect(errorCode(res.body)).toBe('forbidden');
      }
    }
    expect(await trashList()).toContain(trashed.id);
  });

  it('refuses a JSON endpoint’s body in any other type with 415, with the session', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1']) {
      for (const [method, target] of [
        ['PUT', `${articles}/${article.id}`],
        ['POST', `${articles}/${article.id}/publish`],
        ['POST', articles],
        ['PATCH', `${media}/abc`],
      ] as const) {
        const res = await raw(method, target, [...signedIn(), `Content-Type: ${type}`], '{"baseRevision":0}');
        expect(res.status, `${method} ${target} ${type}`).toBe(415);
        expect(errorCode(res.body)).toBe('unsupported_media_type');
      }
    }
  });

  it('takes a save of ten 400,000-character versions at the body limit, and refuses one byte more with 413', async () => {
    const limit = editorialEndpoints.saveArticle.bodyLimit!;
    const draft = draftWith(
      languageCodes.map((lang) => ({ lang, markdown: `${lang} `.padEnd(editorialLimits.markdownLength, 'word ') })),
    );
    const current = (await (await call('GET', `${articles}/${article.id}`)).json()) as AdminArticle;
    const body = JSON.stringify({ baseRevision: current.revision, draft }).padEnd(limit, ' ');
    const saved = await call('PUT', `${articles}/${article.id}`, body);
    expect(saved.status).toBe(200);
    const after = (await saved.json()) as AdminArticle;
    expect(after.versions).toHaveLength(languageCodes.length);
    const over = await call('PUT', `${articles}/${article.id}`, `${body} `);
    expect(over.status).toBe(413);
    expect(errorCode(await over.text())).toBe('payload_too_large');
  }, 60_000);

  it('answers hostile history numbers with 400 or 404 and the error body, an encoded digit as a bad path', async () => {
    const encoded = await raw('GET', `${articles}/${article.id}/history/%31%32`, signedIn());
    expect([encoded.status, errorCode(encoded.body)]).toEqual([400, 'bad_request']);
    for (const [seq, status] of [
      ['99999999999999999999', 400],
      ['-1', 400],
      ['1e3', 400],
      ['abc', 400],
      ['999999999', 404],
    ] as const) {
      const res = await raw('GET', `${articles}/${article.id}/history/${seq}`, signedIn());
      expect(res.status, seq).toBe(status);
      expect(errorCode(res.body), seq).toBe(status === 400 ? 'validation_failed' : 'not_found');
    }
  });

  it('lets one of twenty parallel saves on the same revision win, and answers the others 409', async () => {
    const current = (await (await call('GET', `${articles}/${article.id}`)).json()) as AdminArticle;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('PUT', `${articles}/${article.id}`, {
          baseRevision: current.revision,
          draft: draftWith([{ title: `Writer ${i}` }]),
        }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
  });
}
