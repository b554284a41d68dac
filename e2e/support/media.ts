import { createRequire } from 'node:module';
import { draftOf, type AdminArticle, type EditorialCover, type MediaItem } from '@portfolio/contracts';
import type { Page } from 'playwright-core';
import type sharpModule from 'sharp';
import { expect } from 'vitest';
import { articles, call } from './editor.ts';

// The content service's image library makes the test images: real files, decoded by the server as any upload.
const sharp = createRequire(new URL('../../services/content/package.json', import.meta.url))(
  'sharp',
) as typeof sharpModule;

export const mediaPath = '/api/admin/content/media';

export interface TestFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A photo-like image (noise compresses badly, so its upload and variants take a moment, as a real photo's do). */
export async function photo(name: string, width: number, height: number, format: 'jpeg' | 'png'): Promise<TestFile> {
  const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
  const image = sharp({ create: { width, height, channels: 3, background: '#808080', noise } });
  return { name, type: `image/${format}`, bytes: await image[format]().toBuffer() };
}

/** Files as the page's own File objects, base64 on the way in. */
const forPage = (files: TestFile[]) =>
  files.map(({ name, type, bytes }) => ({ name, type, base64: bytes.toString('base64') }));

/** A real drop on the drop zone: a DataTransfer built in the page holding the files, dispatched as a drop event. */
export async function dropFiles(page: Page, files: TestFile[]) {
  const dataTransfer = await page.evaluateHandle((files) => {
    const transfer = new DataTransfer();
    for (const { name, type, base64 } of files) {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], name, { type }));
    }
    return transfer;
  }, forPage(files));
  await page.dispatchEvent('[data-drop-zone]', 'drop', { dataTransfer });
}

/** An upload through the API from inside the page (its cookies), the file's bytes as the body. */
export async function upload(page: Page, file: TestFile): Promise<MediaItem> {
  const answer = await page.evaluate(
    async ({ path, file }) => {
      const body = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
      const res = await fetch(`${path}?name=${encodeURIComponent(file.name)}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': file.type },
        body,
      });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    { path: mediaPath, file: forPage([file])[0]! },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as MediaItem;
}

/** Saves the article's draft as it is but for its cover, as a checkpoint. */
export function saveCover(page: Page, article: AdminArticle, cover: EditorialCover | null) {
  return call<AdminArticle>(page, 'PUT', `${articles}/${article.id}`, {
    baseRevision: article.revision,
    checkpoint: true,
    draft: { ...draftOf(article), cover },
  });
}
