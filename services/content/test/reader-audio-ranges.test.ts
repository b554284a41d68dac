import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReaderAudioReady } from '@portfolio/contracts';
import { startEditorial, type RunningEditorial } from './editorial-service.ts';
import { audioNow, publishArticle, readyAudio } from './reader-audio-fixtures.ts';

let service: RunningEditorial;
let audio: ReaderAudioReady;
let whole: Buffer;

beforeAll(async () => {
  service = await startEditorial({ env: audioNow });
  await publishArticle(service, 'Ranges', [{ lang: 'en', title: 'Ranges', markdown: 'Some words to hear. And more.' }]);
  audio = await readyAudio(service, 'ranges', 'en');
  whole = Buffer.from(await (await service.get(audio.url)).arrayBuffer());
}, 60_000);
afterAll(() => service.stop());

const ranged = (range: string, headers: Record<string, string> = {}) =>
  fetch(`${service.url}${audio.url}`, { headers: { range, ...headers } });

async function expectPart(range: string, start: number, end: number) {
  const res = await ranged(range);
  expect(res.status).toBe(206);
  expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${whole.length}`);
  expect(res.headers.get('content-length')).toBe(String(end - start + 1));
  expect(res.headers.get('accept-ranges')).toBe('bytes');
  expect(res.headers.get('content-type')).toBe('audio/ogg; codecs=opus');
  expect(Buffer.from(await res.arrayBuffer()).equals(whole.subarray(start, end + 1))).toBe(true);
}

describe('the audio file', () => {
  it('is served whole with its length, Accept-Ranges, a strong ETag and a year of immutable caching', async () => {
    expect(whole.length).toBe(audio.bytes);
    const res = await service.get(audio.url);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-length')).toBe(String(whole.length));
    expect(res.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{16}"$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const again = await fetch(`${service.url}${audio.url}`, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('answers ranges: the first bytes, a middle, an open range, a suffix, an end past the file', async () => {
    await expectPart('bytes=0-99', 0, 99);
    await expectPart('bytes=100-199', 100, 199);
    await expectPart('bytes=0-0', 0, 0);
    await expectPart('bytes=1000-', 1000, whole.length - 1);
    await expectPart('bytes=-500', whole.length - 500, whole.length - 1);
    await expectPart(`bytes=-${whole.length * 2}`, 0, whole.length - 1);
    await expectPart(`bytes=10-${whole.length * 5}`, 10, whole.length - 1);
    await expectPart(`bytes=${whole.length - 1}-`, whole.length - 1, whole.length - 1);
  });

  it('refuses a range past the end with 416 and the size, in the contract’s error body', async () => {
    for (const range of [`bytes=${whole.length}-`, `bytes=${whole.length + 10}-${whole.length + 20}`, 'bytes=-0']) {
      const res = await ranged(range);
      expect(res.status, range).toBe(416);
      expect(res.headers.get('content-range')).toBe(`bytes */${whole.length}`);
      expect(await res.json()).toMatchObject({ code: 'bad_request' });
    }
  });

  it('ignores a range it does not take (malformed, another unit, several, reversed) and sends the whole file', async () => {
    for (const range of [
      'bytes=abc',
      'items=0-10',
      'bytes=0-10,20-30',
      'bytes=50-10',
      'bytes=',
      `bytes=${'9'.repeat(80)}-`,
    ]) {
      const res = await ranged(range);
      expect(res.status, range).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).length).toBe(whole.length);
    }
  });

  it('honours If-Range: the same tag gets the part, another the whole file', async () => {
    const etag = (await service.get(audio.url)).headers.get('etag')!;
    expect((await ranged('bytes=0-9', { 'if-range': etag })).status).toBe(206);
    expect((await ranged('bytes=0-9', { 'if-range': '"another"' })).status).toBe(200);
  });

  it('answers HEAD with the headers and no body, a range included', async () => {
    const head = await fetch(`${service.url}${audio.url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(whole.length));
    expect(await head.text()).toBe('');
    const part = await fetch(`${service.url}${audio.url}`, { method: 'HEAD', headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${whole.length}`);
  });

  it('is a 404 for any other spelling, and refuses other methods', async () => {
    const [, , key, file] = audio.url.split('/') as [string, string, string, string];
    for (const path of [
      `/audio/${key}/${file.toUpperCase()}`,
      `/audio/${key}/${file.replace('.ogg', '.mp3')}`,
      `/audio/${key}/xx.${file.slice(3)}`,
      `/audio/${key}%2F${file}`,
      `/audio/${key}/..%2F${file}`,
      `/audio/0000000000000000/${file}`,
      `/audio/${key}/en.AAAAAAAAAAAAAAAA.ogg`,
    ]) {
      const res = await service.get(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'not_found' });
    }
    const post = await fetch(`${service.url}${audio.url}`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});
