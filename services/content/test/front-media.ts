import { beforeAll, expect, it } from 'vitest';
import { rawExchange, rawRequest } from '@portfolio/testing';
import type { MediaItem } from '@portfolio/contracts';
import { adminCookie } from './front-sign-in.ts';
import { smallWebp } from './media-images.ts';

/**
 * The media library through a front (nginx: gateway/test/content-attack.test.ts; the single-machine dispatcher:
 * services/standalone/test/content-attack.test.ts): an upload by the signed-in administrator, its files served
 * with immutable caching, and every odd spelling of a file's address refused with a 4xx, never the file and
 * never a 5xx.
 */
export function itServesMediaThrough(frontUrl: () => string, admin: { email: string; password: string }) {
  let item: MediaItem;
  const url = (path: string) => new URL(path, frontUrl()).href;

  beforeAll(async () => {
    const cookie = await adminCookie(url, admin);
    const upload = await fetch(url('/api/admin/content/media?name=sky.webp'), {
      method: 'POST',
      headers: { cookie, 'content-type': 'image/webp', origin: new URL(frontUrl()).origin },
      body: await smallWebp(),
    });
    if (upload.status !== 201) throw new Error(`the upload answered ${upload.status}: ${await upload.text()}`);
    item = (await upload.json()) as MediaItem;
  });

  /** A request written byte for byte (no client library normalises the path). */
  async function raw(method: string, target: string, headers: string[] = []) {
    const { hostname, port } = new URL(frontUrl());
    const answer = await rawExchange({ host: hostname, port: Number(port) }, rawRequest(method, target, headers));
    return { ...answer, status: answer.status ?? 0 };
  }

  it('serves an uploaded image’s files for a year, immutable, with their type, nosniff and a validator', async () => {
    for (const [file, type] of [
      ['320.avif', 'image/avif'],
      ['640.webp', 'image/webp'],
      ['800.jpg', 'image/jpeg'],
    ]) {
      const res = await fetch(url(`/media/${item.id}/${file}`));
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type'), file).toBe(type);
      expect(res.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options'), file).toBe('nosniff');
      expect((await res.arrayBuffer()).byteLength, file).toBe(
        item.variants.find((v) => v.url === `/media/${item.id}/${file}`)!.bytes,
      );
      const etag = res.headers.get('etag')!;
      const again = await fetch(url(`/media/${item.id}/${file}`), { headers: { 'if-none-match': etag } });
      expect([again.status, await again.text()], file).toEqual([304, '']);
    }
    const head = await fetch(url(`/media/${item.id}/320.avif`), { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type'), await head.text()]).toEqual([200, 'image/avif', '']);
  });

  it('answers every other spelling of a file’s address with a 4xx or the SPA, never the file, never a 5xx', async () => {
    const { id } = item;
    const spellings = [
      `/MEDIA/${id}/320.avif`,
      `/Media/${id}/320.avif`,
      `//media/${id}/320.avif`,
      `/media/${id}/320.AVIF`,
      `/media/${id.toUpperCase() === id ? id.toLowerCase() : id.toUpperCase()}/320.avif`,
      `/media/${id}/0320.avif`,
      `/media/${id}/320.avif/`,
      `/media/${id}/320.avif.`,
      `/media/${id}//320.avif`,
      `/media/${id}%2F320.avif`,
      `/media/${id}%2f320.avif`,
      `/media/${id}/%33%32%30.avif`,
      `/media/${id}/320%2eavif`,
      `/media/%2e%2e/media/${id}/320.avif`,
      `/media/x/../${id}/320.avif`,
      `/media/${id}/./320.avif`,
      `/media/${id}/320.avif%00.png`,
      `/media/${id}/320.avif;.png`,
      `/media/${id}/320.svg`,
      `/media/${id}/320.jpeg`,
      `/media/.incoming-${id}/320.avif`,
      `/media/${id}/`,
      `/media/${id}`,
      `/media/${'a'.repeat(65)}/320.avif`,
      `/media/${id}/${'9'.repeat(4000)}.avif`,
      `/media/${'%2e'.repeat(1500)}/320.avif`,
    ];
    for (const target of spellings) {
      const res = await raw('GET', target);
      const type = res.headers['content-type'] ?? '';
      expect(type, target).not.toMatch(/^image\//);
      // A path that is no site document as written (another case, another number of segments) is the SPA's, which
      // shows its own not-found page; one that is goes to the content service, which refuses it.
      if (res.status === 200) expect(type, target).toMatch(/^text\/html/);
      else expect([res.status >= 400, res.status < 500], target).toEqual([true, true]);
    }
  });

  it('answers 404 to a file the folder does not have, in the contract’s error body', async () => {
    const { id } = item;
    const otherId = id.toUpperCase() === id ? id.toLowerCase() : id.toUpperCase();
    for (const target of [
      `/media/${id}/320.AVIF`,
      `/media/${id}/0320.avif`,
      `/media/${id}/320.jpeg`,
      `/media/${id}/321.avif`,
      `/media/${otherId}/320.avif`,
      `/media/.incoming-${id}/320.avif`,
      `/media/${id}/320.svg`,
    ]) {
      const res = await raw('GET', target);
      expect([res.status, res.headers['content-type']], target).toEqual([404, 'application/json; charset=utf-8']);
      expect(JSON.parse(res.body), target).toMatchObject({ code: 'not_found' });
    }
  });

  it('answers only GET and HEAD at a file’s address', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await raw(method, `/media/${item.id}/320.avif`);
      expect(res.status, method).toBe(405);
    }
  });
}
