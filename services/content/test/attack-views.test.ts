import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiArticles } from './fixtures/articles.ts';
import { firefox, googlebot, postView, startContent, type RunningContent } from './fixtures/service.ts';

/**
 * The view beacon attacked (issue 15's review): floods from one address and from many, hostile bodies and content
 * types, bots. Every answer is the contract's (202, or an error with its body), never a 5xx, and a visitor counts
 * once per article per day however it sends.
 */
let content: RunningContent;
beforeAll(async () => {
  content = await startContent({ articles: apiArticles, env: { CONTENT_VIEW_RATE_LIMIT: '30' } });
});
afterAll(() => content.stop());

const views = async (id: string) => (await content.store.viewCounts([id])).get(id) ?? 0;
const beacon = (body: string, type: string, address = '198.51.100.40') =>
  fetch(`${content.url}/api/content/views`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-forwarded-for': address, 'user-agent': firefox },
    body,
  });
const errorCode = async (res: Response) => ((await res.json()) as { code: string; message: string }).code;

describe('the view beacon under attack', () => {
  it('answers a flood from one address with 429, Retry-After and the error body, and counts it once', async () => {
    const before = await views('privacy-counts');
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => postView(content.url, { slug: 'privacy-counts', lang: 'en' }, '192.0.2.200')),
    );
    const statuses = answers.map((res) => res.status);
    expect(
      statuses.every((status) => status === 202 || status === 429),
      statuses.join(),
    ).toBe(true);
    const limited = answers.find((res) => res.status === 429)!;
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await errorCode(limited)).toBe('too_many_requests');
    expect(await views('privacy-counts')).toBe(before + 1);
  });

  it('counts a flood from many addresses once per address, none lost and none twice', async () => {
    const before = await views('pwa-install');
    const addresses = Array.from({ length: 300 }, (_, i) => `10.${Math.floor(i / 250)}.${i % 250}.9`);
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(
        addresses.map((address) => postView(content.url, { slug: 'pwa-install', lang: 'en' }, address)),
      );
      expect(answers.map((res) => res.status).filter((status) => status !== 202)).toEqual([]);
    }
    expect(await views('pwa-install')).toBe(before + addresses.length);
  });

  it('takes a beacon as text/plain or JSON with a charset, and refuses other types with 415', async () => {
    const body = JSON.stringify({ slug: 'grid-notes', lang: 'en' });
    for (const type of ['text/plain;charset=UTF-8', 'application/json; charset=utf-8', 'TEXT/PLAIN']) {
      expect((await beacon(body, type)).status, type).toBe(202);
    }
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/html']) {
      const res = await beacon(body, type);
      expect(res.status, type).toBe(415);
      expect(await errorCode(res)).toBe('unsupported_media_type');
    }
  });

  it('refuses a body over 1 KB with 413 and a malformed one with the contract 400', async () => {
    const padded = JSON.stringify({ slug: 'grid-notes', lang: 'en', pad: 'x'.repeat(1100) });
    const tooLarge = await beacon(padded, 'text/plain');
    expect(tooLarge.status).toBe(413);
    expect(await errorCode(tooLarge)).toBe('payload_too_large');
    for (const body of [
      '',
      '{',
      'null',
      '[]',
      '{"slug":{"$gt":""},"lang":"en"}',
      '{"__proto__":{"slug":"grid-notes"},"lang":"en"}',
      '{"slug":"grid-notes\\u0000","lang":"en"}',
      '{"slug":"grid-notes","lang":"EN"}',
      `{"slug":"${'a'.repeat(121)}","lang":"en"}`,
      '{"slug":"\\ud800","lang":"en"}',
    ]) {
      const res = await beacon(body, 'text/plain');
      expect(res.status, body).toBe(400);
      expect(await errorCode(res), body).toMatch(/^(validation_failed|invalid_json)$/);
    }
    const notUtf8 = await fetch(`${content.url}/api/content/views`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': '198.51.100.41', 'user-agent': firefox },
      body: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect(notUtf8.status).toBe(400);
  });

  it('answers a bot 202 without counting, and an unknown article 404, to a bot as to a reader', async () => {
    const before = await views('react-hooks');
    expect((await postView(content.url, { slug: 'react-hooks', lang: 'en' }, '198.51.100.42', googlebot)).status).toBe(
      202,
    );
    expect(await views('react-hooks')).toBe(before);
    for (const agent of [googlebot, firefox]) {
      const res = await postView(content.url, { slug: 'no-such-article', lang: 'en' }, '198.51.100.43', agent);
      expect(res.status).toBe(404);
      expect(await errorCode(res)).toBe('not_found');
    }
  });
});
