import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaLimits, type MediaItem } from '@portfolio/contracts';
import { asAdmin, errorOf, startEditorial, type RunningEditorial } from './editorial-service.ts';
import { smallGif } from './media-images.ts';

/**
 * The media library's upload name and item ids fed hostile text, straight at the content service: a name is the
 * administrator's label, kept as text and never part of a file's path; an id that is not one is a 400.
 */
let service: RunningEditorial;
let gif: Buffer;
beforeAll(async () => {
  service = await startEditorial();
  gif = await smallGif();
});
afterAll(() => service.stop());

const media = '/api/admin/content/media';
const upload = (query: string) =>
  fetch(`${service.url}${media}?${query}`, {
    method: 'POST',
    headers: { ...asAdmin, 'content-type': 'image/gif' },
    body: new Uint8Array(gif),
  });

describe('upload names', () => {
  it('keeps any name within the length as text, never as a path, and refuses a longer or empty one with 400', async () => {
    const names = [
      '../../../etc/passwd',
      '..\\..\\boot.ini',
      'a/b/c.gif',
      '\u202egif.exe',
      'zero\u200bwidth\u200d.gif',
      'e\u0301te\u0301.gif',
      '<img src=x onerror=alert(1)>.gif',
      'nul\u0000byte.gif',
      '😀'.repeat(mediaLimits.nameLength / 2),
      'n'.repeat(mediaLimits.nameLength),
    ];
    for (const name of names) {
      const res = await upload(`name=${encodeURIComponent(name)}`);
      expect(res.status, name).toBe(201);
      const item = (await res.json()) as MediaItem;
      expect(item.name, name).toBe(name);
      expect(item.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      expect(item.variants.every((v) => v.url.startsWith(`/media/${item.id}/`))).toBe(true);
    }
    // Only the ids' folders, whatever the names said.
    const folders = readdirSync(join(service.dataDir, 'media'));
    expect(
      folders.every((folder) => /^[A-Za-z0-9_-]{1,64}$/.test(folder) || folder.startsWith('.')),
      folders.join(),
    ).toBe(true);
    for (const query of [
      'name=',
      `name=${'n'.repeat(mediaLimits.nameLength + 1)}`,
      'name=a&name=b',
      'name[]=a',
      'other=1',
      '',
    ]) {
      const res = await upload(query);
      expect(res.status, query).toBe(400);
      expect((await errorOf(res)).code, query).toBe('validation_failed');
    }
    // A name that is not UTF-8 in the address: refused or read as text, never a 5xx.
    const malformed = await upload('name=%ED%A0%80%FF');
    expect(malformed.status).toBeLessThan(500);
  });

  it('answers an id that cannot be one with 400 and one that is not there with 404, on every item call', async () => {
    const calls = (id: string): [string, string, string?][] => [
      ['GET', `${media}/${id}`],
      ['PATCH', `${media}/${id}`, '{"focal":{"x":0.5,"y":0.5}}'],
      ['DELETE', `${media}/${id}`],
    ];
    for (const id of ['a'.repeat(65), 'a.b', 'a%20b', '%00', 'é', '-'.repeat(65)]) {
      for (const [method, path, body] of calls(id)) {
        const res = await service.call(method, path, body === undefined ? undefined : JSON.parse(body));
        expect(res.status, `${method} ${path}`).toBe(400);
      }
    }
    for (const [method, path, body] of calls('a'.repeat(64))) {
      const res = await service.call(method, path, body === undefined ? undefined : JSON.parse(body));
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });
});
