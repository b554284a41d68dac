import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionalGet, isNotModified, revalidateEachTime, setValidators, weakEtag } from '../src/index.ts';

const lastModified = new Date('2026-11-20T10:00:00.500Z');
const etag = weakEtag('revision-7', 'page=1');
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (conditionalGet(req, res, { etag, lastModified })) {
      res.writeHead(304).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('fresh');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (headers: Record<string, string> = {}, method = 'GET') => fetch(base, { headers, method });

describe('conditionalGet: ETag, Last-Modified and 304 on public answers', () => {
  it('sets the validators and the revalidation policy on a full answer', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe(etag);
    expect(res.headers.get('last-modified')).toBe(lastModified.toUTCString());
    expect(res.headers.get('cache-control')).toBe(revalidateEachTime);
    expect(await res.text()).toBe('fresh');
  });

  it('answers 304 to a matching If-None-Match, weak or strong, alone or in a list, and to *', async () => {
    const opaque = etag.slice(2);
    for (const header of [etag, opaque, `"other", ${etag}`, '*']) {
      const res = await get({ 'If-None-Match': header });
      expect(res.status, header).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
    }
  });

  it('answers in full when If-None-Match names another tag, even with a later If-Modified-Since', async () => {
    const res = await get({ 'If-None-Match': weakEtag('revision-8'), 'If-Modified-Since': new Date().toUTCString() });
    expect(res.status).toBe(200);
  });

  it('compares If-Modified-Since in whole seconds', async () => {
    expect((await get({ 'If-Modified-Since': lastModified.toUTCString() })).status).toBe(304);
    const before = new Date(lastModified.getTime() - 1000).toUTCString();
    expect((await get({ 'If-Modified-Since': before })).status).toBe(200);
    expect((await get({ 'If-Modified-Since': 'not a date' })).status).toBe(200);
  });

  it('weakEtag changes with any of its parts, and not with how they are cut', () => {
    expect(weakEtag('a', 'b')).not.toBe(weakEtag('a', 'c'));
    expect(weakEtag('ab', 'c')).not.toBe(weakEtag('a', 'bc'));
    expect(weakEtag('a', 'b')).toMatch(/^W\/"[\w-]+"$/);
  });
});

describe('isNotModified and setValidators: the two steps of an answer that may still fail', () => {
  it('checks without setting anything, then sets the same headers conditionalGet does', async () => {
    const probe = createServer((req, res) => {
      const validators = { etag, lastModified, cacheControl: 'public, max-age=60' };
      if (isNotModified(req, validators)) {
        setValidators(res, validators);
        res.writeHead(304).end();
        return;
      }
      if (req.url === '/broken') {
        res.writeHead(500).end();
        return;
      }
      setValidators(res, validators);
      res.writeHead(200).end('made');
    });
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
    try {
      const broken = await fetch(`${url}/broken`);
      expect(broken.status).toBe(500);
      expect(broken.headers.get('etag')).toBeNull();
      const made = await fetch(url);
      expect(made.headers.get('cache-control')).toBe('public, max-age=60');
      expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
      expect((await fetch(url, { method: 'POST', headers: { 'If-None-Match': etag } })).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => probe.close(() => resolve()));
    }
  });
});
