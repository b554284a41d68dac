import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaLimits, type ErrorBody, type MediaItem } from '@portfolio/contracts';
import { asAdmin, draftWith, startEditorial, type RunningEditorial } from './editorial-service.ts';
import * as images from './media-images.ts';

/** The media library over HTTP on the content service as it runs (buildContent), on a real SQLite file. */
const media = '/api/admin/content/media';
let service: RunningEditorial;
let folder: string;
beforeAll(async () => {
  service = await startEditorial();
  folder = join(service.dataDir, 'media');
});
afterAll(() => service.stop());

const upload = (
  bytes: Uint8Array,
  name = 'photo.jpg',
  type = 'image/jpeg',
  headers: Record<string, string> = asAdmin,
) =>
  fetch(`${service.url}${media}?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': type },
    body: new Uint8Array(bytes),
  });

async function uploaded(bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg'): Promise<MediaItem> {
  const res = await upload(bytes, name, type);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as MediaItem;
}

/** The media folder's entries: each uploaded image's folder, nothing else (no temporary folder left). */
const onDisk = () => readdirSync(folder).sort();

describe('uploading to the media library', () => {
  it('answers 201 with the item: its variants at their addresses, the fallback as src, no usage', async () => {
    const item = await uploaded(await images.cameraJpeg(), 'Holiday GPS.jpg');
    expect(item).toMatchObject({ name: 'Holiday GPS.jpg', format: 'jpeg', width: 4000, height: 3000, usage: [] });
    expect(item.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(item.src).toBe(`/media/${item.id}/4000.jpg`);
    expect(item.variants).toHaveLength(17);
    expect(item.variants[0]).toMatchObject({
      format: 'avif',
      width: 320,
      height: 240,
      url: `/media/${item.id}/320.avif`,
    });
    expect(onDisk()).toContain(item.id);
    expect(readdirSync(join(folder, item.id))).toHaveLength(17);

    const file = await fetch(`${service.url}/media/${item.id}/1280.jpg`);
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    const read = await sharp(bytes).metadata();
    expect([read.width, read.height, read.exif, read.xmp]).toEqual([1280, 960, undefined, undefined]);
  });

  it('decides the kind from the bytes, never the name or the declared type', async () => {
    const png = await uploaded(await images.alphaPng(), 'not-a-photo.jpg', 'application/octet-stream');
    expect([png.format, png.src]).toEqual(['png', `/media/${png.id}/700.png`]);
    const gif = await uploaded(await images.smallGif(), 'anim.png', 'image/png');
    expect(gif.format).toBe('gif');
  });

  it('refuses hostile and broken files with the contract error body, leaving nothing on disk', async () => {
    const before = onDisk();
    const cases: [string, Uint8Array, string, number, string][] = [
      ['a script renamed .jpg', images.script, 'image/jpeg', 415, 'invalid_image'],
      ['an SVG labelled as an image we take', images.svg, 'image/png', 415, 'invalid_image'],
      ['an SVG labelled as SVG', images.svg, 'image/svg+xml', 415, 'unsupported_media_type'],
      ['a PNG that is also an HTML page', await images.polyglot(), 'image/png', 415, 'invalid_image'],
      ['a GIF that is also a script', images.gifScript, 'image/gif', 422, 'invalid_image'],
      ['a PNG claiming 50,000 × 50,000', images.claimingPng(50_000, 50_000), 'image/png', 422, 'invalid_image'],
      ['a truncated JPEG', await images.truncatedJpeg(), 'image/jpeg', 422, 'invalid_image'],
      ['nothing at all', new Uint8Array(0), 'image/jpeg', 415, 'invalid_image'],
    ];
    for (const [what, bytes, type, status, code] of cases) {
      const res = await upload(bytes, 'x.jpg', type);
      const body = (await res.json()) as ErrorBody;
      expect([res.status, body.code], what).toEqual([status, code]);
      expect(body.message, what).toBeTypeOf('string');
    }
    expect(onDisk()).toEqual(before);
    const { total } = (await (await service.call('GET', media)).json()) as { total: number };
    expect(total).toBe(before.length);
  });

  it('refuses a body over the cap with 413, and a caller who is not the administrator with 401', async () => {
    const over = new Uint8Array(mediaLimits.uploadBytes + 1);
    over.set([0xff, 0xd8, 0xff]);
    const res = await upload(over);
    expect([res.status, ((await res.json()) as ErrorBody).code]).toEqual([413, 'payload_too_large']);
    const anonymous = await upload(await images.smallGif(), 'a.gif', 'image/gif', {});
    expect(anonymous.status).toBe(401);
    const crossSite = await upload(await images.smallGif(), 'a.gif', 'image/gif', {
      ...asAdmin,
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('the library items', () => {
  let item: MediaItem;
  beforeAll(async () => {
    // The service's clock stands still unless moved: this upload is the newest by a minute.
    service.clock.advance(60_000);
    item = await uploaded(await images.smallWebp(), 'Blue sky.webp', 'image/webp');
  });
  const path = () => `${media}/${item.id}`;

  it('patches alt text and caption per language and the focal point; an empty text removes one', async () => {
    const first = await service.expectStatus<MediaItem>(200, 'PATCH', path(), {
      alt: { en: 'A blue sky', fr: 'Un ciel bleu' },
      caption: { en: 'Over the hills' },
      focal: { x: 0.2, y: 0.8 },
    });
    expect([first.alt, first.caption, first.focal]).toEqual([
      { en: 'A blue sky', fr: 'Un ciel bleu' },
      { en: 'Over the hills' },
      { x: 0.2, y: 0.8 },
    ]);
    const second = await service.expectStatus<MediaItem>(200, 'PATCH', path(), {
      alt: { fr: '', de: 'Blauer Himmel' },
    });
    expect([second.alt, second.caption]).toEqual([{ en: 'A blue sky', de: 'Blauer Himmel' }, { en: 'Over the hills' }]);
    const bad = await service.call('PATCH', path(), { focal: { x: 2, y: 0 } });
    expect([bad.status, ((await bad.json()) as ErrorBody).code]).toEqual([400, 'validation_failed']);
    expect((await service.call('PATCH', `${media}/nope`, { alt: {} })).status).toBe(404);
  });

  it('lists newest first and searches name, alt text and caption', async () => {
    const list = async (query: string) =>
      (
        (await (await service.call('GET', `${media}${query}`)).json()) as { items: MediaItem[]; total: number }
      ).items.map((i) => i.id);
    expect((await list(''))[0]).toBe(item.id);
    expect(await list('?q=SKY')).toEqual([item.id]);
    expect(await list('?q=blauer')).toEqual([item.id]);
    expect(await list('?q=hills')).toEqual([item.id]);
    expect(await list('?q=nothing+like+it')).toEqual([]);
    expect((await service.call('GET', `${media}?page=0`)).status).toBe(400);
  });

  it('tells where an image is used, lists it no longer as unused, and refuses to delete it (409 in_use)', async () => {
    const article = await service.create('Skies');
    await service.saved(
      article,
      draftWith([{ lang: 'en', title: 'Skies', markdown: `Look:\n\n![](/media/${item.id}/800.jpg)` }], {
        cover: { kind: 'media', mediaId: item.id },
      }),
    );
    const got = await service.expectStatus<MediaItem>(200, 'GET', path());
    expect(got.usage).toEqual([
      { articleId: article.id, title: 'Skies', place: 'cover' },
      { articleId: article.id, title: 'Skies', place: 'body', lang: 'en' },
    ]);
    const unused = (await (await service.call('GET', `${media}?unused=true`)).json()) as { items: MediaItem[] };
    expect(unused.items.map((i) => i.id)).not.toContain(item.id);
    const refused = await service.call('DELETE', path());
    const body = (await refused.json()) as ErrorBody;
    expect([refused.status, body.code]).toEqual([409, 'in_use']);
    expect(body.details).toHaveLength(2);
    expect(existsSync(join(folder, item.id))).toBe(true);
  });

  it('refuses to delete an image a published page still shows after the draft let it go', async () => {
    service.clock.advance(60_000);
    const shown = await uploaded(await images.smallGif(), 'shown.gif', 'image/gif');
    await service.expectStatus(200, 'PATCH', `${media}/${shown.id}`, { alt: { en: 'A field' } });
    const article = await service.create('Fields');
    const withImage = await service.saved(
      article,
      draftWith([{ title: 'Fields', markdown: `![](/media/${shown.id}/400.jpg)` }]),
    );
    const published = await service.act(withImage, 'publish');
    expect(published.status, await published.clone().text()).toBe(200);
    const live = (await published.json()) as { id: string; revision: number };
    await service.saved(live, draftWith([{ title: 'Fields', markdown: 'No image any more.' }]));
    const refused = await service.call('DELETE', `${media}/${shown.id}`);
    const body = (await refused.json()) as ErrorBody;
    expect([refused.status, body.code, body.details?.length]).toEqual([409, 'in_use', 1]);
    expect(existsSync(join(folder, shown.id))).toBe(true);
  });

  it('deletes an unused image with its files', async () => {
    const spare = await uploaded(await images.smallGif(), 'spare.gif', 'image/gif');
    expect((await service.call('DELETE', `${media}/${spare.id}`)).status).toBe(204);
    expect(existsSync(join(folder, spare.id))).toBe(false);
    expect((await service.call('GET', `${media}/${spare.id}`)).status).toBe(404);
    expect((await fetch(`${service.url}/media/${spare.id}/400.jpg`)).status).toBe(404);
    expect((await service.call('DELETE', `${media}/${spare.id}`)).status).toBe(404);
  });
});
