import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { articleSlug, contentLimits, type ReaderAudioReady } from '@portfolio/contracts';
import { adversarialStrings, firstSlowInput, pathVariants, rawExchange, rawRequest } from '@portfolio/testing';
import { byteRange } from '../src/reader-audio/byte-range.ts';
import { audioFileOfPath } from '../src/reader-audio/audio-files-handler.ts';
import { startEditorial, type RunningEditorial } from './editorial-service.ts';
import { audioNow, publishArticle, readyAudio } from './reader-audio-fixtures.ts';

/**
 * The reader's audio attacked as a visitor would: the file's address spelt every way a decoding server and a literal
 * router disagree on, every Range header a client or a fuzzer sends, and the manifest with slugs, languages and
 * headers of its choosing. Never a 5xx, never a byte outside the audio folder, a 404 for anything not exactly a file.
 */
let service: RunningEditorial;
let audio: ReaderAudioReady;
let whole: Buffer;

beforeAll(async () => {
  service = await startEditorial({ env: audioNow });
  await publishArticle(service, 'Attacked', [{ lang: 'en', title: 'Attacked', markdown: 'Words to hear. And more.' }]);
  audio = await readyAudio(service, 'attacked', 'en');
  whole = Buffer.from(await (await service.get(audio.url)).arrayBuffer());
}, 60_000);
afterAll(() => service.stop());

const raw = (method: string, target: string, headers: string[] = []) => {
  const { hostname, port } = new URL(service.url);
  return rawExchange({ host: hostname, port: Number(port) }, rawRequest(method, target, headers), {
    answerWhenHeadOnly: method === 'HEAD',
  });
};

describe('the audio file’s address', () => {
  it('is a 404 for every other spelling, sent byte for byte, and never shows another file', async () => {
    const [, , key, file] = audio.url.split('/') as [string, string, string, string];
    const hash = file.split('.')[1]!;
    const spellings = [
      ...pathVariants(audio.url),
      `/audio/${key}/${file}%00`,
      `/audio/${key}/${file}%00.ogg`,
      `/audio/${key}/${file}.mp3`,
      `/audio/${key}/${file.replace('.ogg', '.wav')}`,
      `/audio/${key}/en.${hash.slice(0, 15)}.ogg`,
      `/audio/${key}/en.${hash}x.ogg`,
      `/audio/${key}/fr.${hash}.ogg`,
      `/audio/${key}/.partial-en-0000000000000000.ogg`,
      `/audio/${key}/%2e%2e/${key}/${file}`,
      `/audio/${key}%2f${file}`,
      `/audio/${key}%5c${file}`,
      `/audio/%2e%2e/%2e%2e/content.db`,
      `/audio/..%2f..%2fcontent.db`,
      `/audio/${key}/../../content.db`,
      `/audio//${key}/${file}`,
      `/audio/${key}/`,
      `/audio/${key}`,
      `/audio/`,
      `/audio/${key}/${'a'.repeat(4096)}.ogg`,
      `/audio/${'0'.repeat(4096)}/${file}`,
      `/audio/${key}/${file};x=1`,
    ];
    for (const target of spellings) {
      const answer = await raw('GET', target);
      expect(answer.status, target).toBeDefined();
      expect(answer.status! < 500, `${target} → ${answer.status}`).toBe(true);
      expect(answer.headers['content-type'] ?? '', target).not.toMatch(/audio/);
      if (target.startsWith('/audio/')) expect(answer.status, target).toBe(404);
    }
    // The one spelling is the file, with or without a query.
    expect((await raw('GET', `${audio.url}?x=1`)).status).toBe(200);
  });

  it('names a file only by the one anchored pattern', () => {
    expect(audioFileOfPath(audio.url)).toBeDefined();
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (junk) => {
        const named = audioFileOfPath(`${audio.url}${junk}`);
        return junk === '' ? named !== undefined : named === undefined;
      }),
    );
  });
});

describe('Range headers', () => {
  const ranged = async (range: string, method = 'GET', extra: string[] = []) => {
    if (method === 'GET') return raw(method, audio.url, [`Range: ${range}`, ...extra]);
    // A HEAD answer announces a length it never sends: read through a client that knows it.
    const res = await fetch(`${service.url}${audio.url}`, { method, headers: { range } });
    return { status: res.status, headers: Object.fromEntries(res.headers), body: '' };
  };

  it('never gets a 5xx, and a part is exactly the bytes it says', async () => {
    const size = whole.length;
    const ranges = [
      'bytes=0-99999999999999999999',
      `bytes=-${size + 1}`,
      'bytes=-99999999999999999999',
      'bytes=99999999999999999999-',
      'bytes=9999999999999999-',
      'bytes=0-9999999999999999',
      'bytes=5-4',
      'bytes=-',
      'bytes=--1',
      'bytes=-1-2',
      'bytes=1--2',
      'bytes=0x10-0x20',
      'bytes=1e3-2e3',
      'bytes=+1-2',
      'bytes=0-1,2-3,4-5,6-7,8-9,10-11,12-13,14-15,16-17,18-19,20-21',
      `bytes=${Array.from({ length: 500 }, (_, i) => `${i}-${i}`).join(',')}`,
      'bytes = 0-9',
      'bytes=0 - 9',
      ' bytes=0-9 ',
      'BYTES=0-9',
      'Bytes=0-9',
      'bytes=0-9\t',
      'bytes=٠-٩',
      'bytes=０-９',
      'none',
      '',
      'bytes=0-0',
      `bytes=${size - 1}-${size - 1}`,
      `bytes=${size}-${size}`,
    ];
    for (const range of ranges) {
      // A client sends only Latin-1 header values; the raw GET sends the rest.
      for (const method of /^[\x20-\x7e]*$/.test(range) ? ['GET', 'HEAD'] : ['GET']) {
        const answer = await ranged(range, method);
        const label = `${method} ${range.slice(0, 60)}`;
        expect([200, 206, 416], `${label} → ${answer.status}`).toContain(answer.status);
        if (answer.status === 416) expect(answer.headers['content-range'], label).toBe(`bytes */${size}`);
        if (answer.status === 206) {
          const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.headers['content-range'] ?? '');
          expect(match, label).not.toBeNull();
          const [start, end, total] = match!.slice(1).map(Number) as [number, number, number];
          expect(total, label).toBe(size);
          expect(start <= end && end < size, label).toBe(true);
          expect(Number(answer.headers['content-length']), label).toBe(end - start + 1);
          if (method === 'GET') {
            expect(Buffer.from(answer.body, 'latin1').equals(whole.subarray(start, end + 1)), label).toBe(true);
          }
        }
        if (answer.status === 200) expect(Number(answer.headers['content-length']), label).toBe(size);
      }
    }
  });

  it('takes If-Range only with the file’s strong tag', async () => {
    const etag = `"${audio.url.split('/').at(-1)!.split('.')[1]}"`;
    expect((await ranged('bytes=0-9', 'GET', [`If-Range: ${etag}`])).status).toBe(206);
    for (const validator of [
      `W/${etag}`,
      etag.slice(1, -1),
      `"${'x'.repeat(16)}"`,
      'Thu, 01 Jan 1970 00:00:00 GMT',
      'Fri, 31 Dec 9999 23:59:59 GMT',
      'not a date',
      `${etag}, ${etag}`,
    ]) {
      const answer = await ranged('bytes=0-9', 'GET', [`If-Range: ${validator}`]);
      expect(answer.status, validator).toBe(200);
      expect(Number(answer.headers['content-length']), validator).toBe(whole.length);
    }
    // A matching If-None-Match wins over the range: nothing to send.
    expect((await ranged('bytes=0-9', 'GET', [`If-None-Match: ${etag}`])).status).toBe(304);
  });

  it('parses any header in linear time, and a part always lies inside the file', () => {
    expect(firstSlowInput((text) => byteRange(`bytes=${text}`, 1000), adversarialStrings(16), 20)).toBeUndefined();
    expect(firstSlowInput((text) => audioFileOfPath(`/audio/${text}`), adversarialStrings(16), 20)).toBeUndefined();
    expect(firstSlowInput((text) => articleSlug.safeParse(text), adversarialStrings(16), 20)).toBeUndefined();
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), fc.nat({ max: 1e9 }), (text, size) => {
        const answer = byteRange(text, size);
        if (answer.kind !== 'part') return true;
        return answer.start >= 0 && answer.start <= answer.end && answer.end < size;
      }),
    );
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat({ max: 1e6 }), (first, last, size) => {
        const answer = byteRange(`bytes=${first}-${last}`, size);
        if (last < first) return answer.kind === 'whole';
        if (first >= size) return answer.kind === 'unsatisfiable';
        return answer.kind === 'part' && answer.start === first && answer.end === Math.min(last, size - 1);
      }),
    );
  });
});

describe('the manifest', () => {
  const manifest = async (target: string, headers: string[] = []) => {
    const answer = await raw('GET', target, headers);
    expect(answer.status! < 500, `${target} → ${answer.status}`).toBe(true);
    return answer;
  };

  it('is a clear 4xx for slugs and languages the contract refuses, 404 for unknown ones', async () => {
    const long = 'a'.repeat(contentLimits.slugLength);
    expect((await manifest(`/api/content/articles/${long}/audio`)).status).toBe(404);
    expect((await manifest(`/api/content/articles/${long}a/audio`)).status).toBe(400);
    expect((await manifest(`/api/content/articles/${'a'.repeat(10_000)}/audio`)).status).toBeLessThan(500);
    expect((await manifest('/api/content/articles/unknown/audio?lang=en')).status).toBe(404);
    for (const query of ['lang=EN', 'lang=xx', 'lang=', 'lang=en&lang=fr', 'lang=en&lang=en', 'lang[]=en', 'other=1']) {
      const answer = await manifest(`/api/content/articles/attacked/audio?${query}`);
      expect(answer.status, query).toBe(400);
      expect(JSON.parse(answer.body), query).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    for (const target of pathVariants('/api/content/articles/attacked/audio')) {
      const answer = await manifest(`${target}?lang=en`);
      if (answer.status === 200) expect(JSON.parse(answer.body).status, target).toBe('ready');
    }
    expect(
      (
        await manifest('/api/content/articles/attacked/audio?lang=en', [
          'X-Forwarded-For: 1.2.3.4',
          'Accept-Language: fr',
        ])
      ).status,
    ).toBe(200);
    expect((await manifest(`/api/content/articles/attacked/audio?lang=${'%'.repeat(3000)}`)).status).toBeLessThan(500);
  });
});
