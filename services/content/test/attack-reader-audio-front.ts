import { expect, it } from 'vitest';
import type { ReaderAudioManifest, ReaderAudioReady } from '@portfolio/contracts';
import { eventually, pathVariants, rawExchange, rawRequest } from '@portfolio/testing';

/**
 * The reader's audio attacked through a front (the single-machine dispatcher, nginx): the documents site's article
 * `grid-layouts` gets its audio, then its file's address and the manifest's are spelt every way a decoding front and
 * a literal router disagree on. Never a 5xx, never audio for another spelling; ranges pass through.
 */
export function itAnswersReaderAudioAttacks(frontUrl: () => string) {
  async function raw(method: string, target: string, headers: string[] = []) {
    const { hostname, port } = new URL(frontUrl());
    const answer = await rawExchange({ host: hostname, port: Number(port) }, rawRequest(method, target, headers));
    return { ...answer, status: answer.status ?? 0 };
  }
  const manifestPath = '/api/content/articles/grid-layouts/audio';
  let audio: ReaderAudioReady | undefined;
  const ready = async () => {
    await eventually(async () => {
      const res = await fetch(`${frontUrl()}${manifestPath}?lang=en`);
      const body = (await res.json()) as ReaderAudioManifest;
      if (body.status === 'ready') audio = body;
      return audio !== undefined;
    }, 60_000);
    return audio!;
  };

  it('serves the audio file with ranges, and a 4xx or the SPA for every other spelling of it, never the file', async () => {
    const { url, bytes } = await ready();
    const part = await raw('GET', url, ['Range: bytes=0-9']);
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${bytes}`);
    expect((await raw('GET', url, [`Range: bytes=${bytes}-`])).status).toBe(416);
    expect((await raw('GET', url, ['Range: bytes=0-99999999999999999999'])).status).toBeLessThan(500);
    const etag = `"${url.split('.')[1]}"`;
    expect((await raw('GET', url, ['Range: bytes=0-9', `If-Range: ${etag}`])).status).toBe(206);
    expect((await raw('GET', url, ['Range: bytes=0-9', 'If-Range: "another"'])).status).toBe(200);
    const head = await fetch(`${frontUrl()}${url}`, { method: 'HEAD', headers: { range: 'bytes=0-9' } });
    expect([head.status, head.headers.get('content-range')]).toEqual([206, `bytes 0-9/${bytes}`]);
    const [, , key, file] = url.split('/') as [string, string, string, string];
    const hash = file.split('.')[1]!;
    for (const target of [
      ...pathVariants(url),
      `/audio/${key}/${file}%00`,
      `/audio/${key}/${file}.mp3`,
      `/audio/${key}/${file};.mp3`,
      `/audio/${key}/${file.replace('.ogg', '%2eogg')}`,
      `/audio/${key.toUpperCase()}/${file}`,
      `/audio/${'%2e'.repeat(1500)}/${file}`,
      `/audio/${key}/en.${'A'.repeat(16)}.ogg`,
      `/audio/${key}/fr.${hash}.ogg`,
      `/audio/${key}/.partial-en-0000000000000000.ogg`,
      `/audio/${key}%2f${file}`,
      `/audio/%2e%2e/%2e%2e/content.db`,
      `/audio/..%2f..%2fcontent.db`,
      `/audio/${key}/../${key}/x/../${file}x`,
      `/audio/${key}/${'a'.repeat(4000)}.ogg`,
      `/audio/${key}/`,
      '/audio/',
    ]) {
      const res = await raw('GET', target);
      const type = res.headers['content-type'] ?? '';
      expect(type, target).not.toMatch(/^audio\//);
      expect(res.body, target).not.toContain('OggS');
      // A path that is no site document as written (another case, another number of segments) is the SPA's, which
      // shows its own not-found page; one that is goes to the content service, which refuses it.
      if (res.status === 200) expect(type, target).toMatch(/^text\/html/);
      else expect([res.status >= 400, res.status < 500], `${target} → ${res.status}`).toEqual([true, true]);
    }
  }, 90_000);

  it('answers the manifest’s spellings and languages with a 4xx or the same manifest, never a 5xx', async () => {
    const { url } = await ready();
    for (const target of [
      ...pathVariants(manifestPath).map((path) => `${path}?lang=en`),
      `${manifestPath}?lang=EN`,
      `${manifestPath}?lang=en&lang=fr`,
      `${manifestPath}?lang=xx`,
      `${manifestPath}?lang=%00`,
      `/api/content/articles/${'a'.repeat(121)}/audio`,
      `/api/content/articles/${'a'.repeat(8000)}/audio`,
      '/api/content/articles/%2e%2e/audio',
    ]) {
      const res = await raw('GET', target, ['X-Forwarded-For: 10.0.0.1', 'X-Forwarded-Host: evil.example']);
      expect(res.status, target).toBeGreaterThan(0);
      expect(res.status, target).toBeLessThan(500);
      if (res.status === 200) expect(JSON.parse(res.body), target).toMatchObject({ status: 'ready', url });
    }
  }, 90_000);
}
