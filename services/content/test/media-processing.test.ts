import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaLimits } from '@portfolio/contracts';
import { HttpError } from '@portfolio/kit';
import { intoPlace, prepareMediaFolder } from '../src/media/media-folder.ts';
import { processImage } from '../src/media/process-image.ts';
import { sniffFormat } from '../src/media/sniff.ts';
import { variantFile } from '../src/media/variant-files.ts';
import * as images from './media-images.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'media-processing-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The refusal a processing raises: its status and code. */
async function refusal(bytes: Uint8Array) {
  const folder = tempDir();
  const error: unknown = await processImage(bytes, folder).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).status, code: (error as HttpError).code, left: readdirSync(folder) };
}

const gpsPointerTag = Buffer.from([0x25, 0x88]);

describe('processing an upload', () => {
  it('makes AVIF to 1280, WebP and JPEG to 2560 wide, the original width as JPEG, all without metadata', async () => {
    const original = await images.cameraJpeg();
    const source = await sharp(original).metadata();
    expect(source.exif?.includes(gpsPointerTag)).toBe(true);
    expect(source.exif?.includes(Buffer.from('Leaky 1'))).toBe(true);

    const folder = tempDir();
    const image = await processImage(original, folder);
    expect(image).toMatchObject({ format: 'jpeg', width: 4000, height: 3000 });
    const widths = [320, 640, 960, 1280];
    expect(image.variants.map((v) => `${v.format}@${v.width}x${v.height}`)).toEqual([
      ...widths.flatMap((w) => ['avif', 'webp', 'jpeg'].map((f) => `${f}@${w}x${(w * 3) / 4}`)),
      'webp@1920x1440',
      'jpeg@1920x1440',
      'webp@2560x1920',
      'jpeg@2560x1920',
      'jpeg@4000x3000',
    ]);
    expect(readdirSync(folder).sort()).toEqual(image.variants.map(variantFile).sort());
    for (const variant of image.variants) {
      const bytes = readFileSync(join(folder, variantFile(variant)));
      expect(bytes.length).toBe(variant.bytes);
      const read = await sharp(bytes).metadata();
      expect(read.format === 'heif' ? 'avif' : read.format).toBe(variant.format);
      expect([read.width, read.height]).toEqual([variant.width, variant.height]);
      // Nothing of the camera's: no EXIF (so no GPS position), XMP, IPTC or ICC profile.
      expect([read.exif, read.xmp, read.iptc, read.icc]).toEqual([undefined, undefined, undefined, undefined]);
      expect(bytes.includes(Buffer.from('Leaky 1'))).toBe(false);
    }
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    const tiny = await sharp(Buffer.from(image.placeholder.split(',')[1]!, 'base64')).metadata();
    expect([tiny.format, tiny.width, tiny.height]).toEqual(['webp', 16, 12]);
  });

  it('makes a tall image’s modern formats only at the widths whose pixels stay under their encoders’ budget', async () => {
    const image = await processImage(await images.cameraJpeg(1000, 5000), tempDir());
    const widthsOf = (format: string) => image.variants.filter((v) => v.format === format).map((v) => v.width);
    expect([widthsOf('avif'), widthsOf('webp'), widthsOf('jpeg')]).toEqual([
      [320],
      [320, 640, 960],
      [320, 640, 960, 1000],
    ]);
  });

  it('keeps transparency in PNG, and the smaller JPEG for an alpha channel that is opaque everywhere', async () => {
    const alpha = await processImage(await images.alphaPng(), tempDir());
    expect(alpha.format).toBe('png');
    expect([...new Set(alpha.variants.map((v) => v.format))]).toEqual(['avif', 'webp', 'png']);
    expect(alpha.variants.map((v) => v.width)).toEqual([320, 320, 320, 640, 640, 640, 700, 700, 700]);
    const opaque = await processImage(await images.opaqueAlphaPng(), tempDir());
    expect([...new Set(opaque.variants.map((v) => v.format))]).toEqual(['avif', 'webp', 'jpeg']);
  });

  it('turns a photograph upright and converts a wide-gamut profile to sRGB', async () => {
    const folder = tempDir();
    const turned = await processImage(await images.turnedJpeg(), folder);
    expect([turned.width, turned.height]).toEqual([400, 600]);
    const shown = await sharp(readFileSync(join(folder, '400.jpg'))).metadata();
    expect([shown.width, shown.height, shown.orientation]).toEqual([400, 600, undefined]);
    const p3Folder = tempDir();
    await processImage(await images.displayP3Png(), p3Folder);
    const converted = await sharp(readFileSync(join(p3Folder, '300.jpg'))).metadata();
    expect([converted.space, converted.icc]).toEqual(['srgb', undefined]);
  });

  it('accepts GIF, WebP and AVIF, decided from the bytes', async () => {
    for (const [make, format, width] of [
      [images.smallGif, 'gif', 400],
      [images.smallWebp, 'webp', 800],
      [images.smallAvif, 'avif', 330],
    ] as const) {
      const bytes = await make();
      expect(sniffFormat(bytes)).toBe(format);
      const image = await processImage(bytes, tempDir());
      expect([image.format, image.width, image.variants.at(-1)!.width]).toEqual([format, width, width]);
    }
  });

  it('refuses what is not an accepted image with 415, before decoding anything', async () => {
    for (const bytes of [images.script, images.svg, await images.polyglot(), Buffer.alloc(0), Buffer.from('GIF8')]) {
      expect(await refusal(bytes)).toEqual({ status: 415, code: 'invalid_image', left: [] });
    }
  });

  it('refuses a header claiming too many pixels or too long a side with 422, before decoding', async () => {
    for (const [width, height] of [
      [50_000, 50_000],
      [8000, 6251],
      [mediaLimits.side + 1, 10],
      [10, mediaLimits.side + 1],
    ]) {
      expect(await refusal(images.claimingPng(width!, height!)), `${width}×${height}`).toEqual({
        status: 422,
        code: 'invalid_image',
        left: [],
      });
    }
  });

  it('refuses a damaged or truncated file with 422', async () => {
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
    for (const bytes of [
      await images.truncatedJpeg(),
      images.gifScript,
      Buffer.concat([jpegStart, Buffer.alloc(500, 7)]),
    ]) {
      expect(await refusal(bytes)).toMatchObject({ status: 422, code: 'invalid_image' });
    }
  });
});

describe('the media folder', () => {
  it('renames a finished upload into place, and leaves nothing of a failed one', async () => {
    const folder = tempDir();
    await intoPlace(folder, 'done', async (temporary) => writeFileSync(join(temporary, '320.jpg'), 'x'));
    expect(readdirSync(join(folder, 'done'))).toEqual(['320.jpg']);
    const failure = intoPlace(folder, 'failed', async (temporary) => {
      writeFileSync(join(temporary, '320.avif'), 'half');
      writeFileSync(join(temporary, '320.webp'), 'half');
      throw new Error('the encoder failed');
    });
    await expect(failure).rejects.toThrow('the encoder failed');
    expect(readdirSync(folder)).toEqual(['done']);
  });

  it('removes on start what an interrupted upload left, and nothing else', async () => {
    const folder = join(tempDir(), 'media');
    await prepareMediaFolder(folder);
    await intoPlace(folder, 'kept', async (temporary) => writeFileSync(join(temporary, '320.jpg'), 'x'));
    // A process killed mid-upload leaves its temporary folder: an upload whose work never ends stands for it.
    void intoPlace(folder, 'killed', () => new Promise<never>(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readdirSync(folder).sort()).toEqual(['.incoming-killed', 'kept']);
    await prepareMediaFolder(folder);
    expect(readdirSync(folder)).toEqual(['kept']);
  });
});
