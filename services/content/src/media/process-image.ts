import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { mediaLimits, type MediaItem } from '@portfolio/contracts';
import { HttpError } from '@portfolio/kit';
import type { StoredVariant } from '../stores/media-port.ts';
import { hidesMarkup, sniffFormat } from './sniff.ts';
import { variantFile, widthsFor, type VariantFormat } from './variant-files.ts';

// Memory over speed: libvips keeps no cache of decoded images between uploads, and works on one thread, so that one
// 12-megapixel upload stays within the service's budget (see bench/media-upload.ts).
sharp.cache(false);
sharp.concurrency(1);

/**
 * The largest AVIF and WebP made, in pixels, and never wider than the widest listed width, which no page shows an
 * image wider than (see articleImageSizes). The AVIF encoder's memory grows with the pixels: about 55 MB at 1920 ×
 * 1440 and 100 MB at 2560 × 1920. At 1920 the service's peak on a 12-megapixel upload still came to 299–303 MB
 * against its 300 MB budget (bench/media-upload.ts), so AVIF stops at 1280 wide (265 MB): a browser needing more
 * takes the WebP, whose encoder needs a quarter of that.
 * A tall image gets its modern formats at the widths that stay under the count.
 */
const widestModern: number = Math.max(...mediaLimits.widths);
const modernPixels = { avif: 1280 * 960, webp: widestModern * widestModern * 0.75 } as const;

const encoders: Record<VariantFormat, (image: Sharp) => Sharp> = {
  // 4:2:0 as photographs are usually kept: half the encoder's memory and time of 4:4:4 for no visible loss.
  avif: (image) => image.avif({ quality: 50, effort: 1, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 78 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9 }),
};

const streamedJpeg = (image: Sharp) => image.jpeg({ quality: 80, optimiseCoding: false });

export interface ProcessedImage {
  format: MediaItem['format'];
  /** As shown: after the EXIF orientation is applied. */
  width: number;
  height: number;
  variants: StoredVariant[];
  placeholder: string;
}

const refused = (message: string) => new HttpError(415, 'invalid_image', message);
const unusable = (message: string) => new HttpError(422, 'invalid_image', message);

/** sharp's work on the pixels: any failure there is the file's (damaged, truncated), a 422. */
async function decoded<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch {
    throw unusable('The image is damaged or truncated: it cannot be decoded.');
  }
}

/** sharp's own name for each accepted format (AVIF is a HEIF whose compression is AV1). */
function sharpAgrees(format: MediaItem['format'], metadata: Metadata): boolean {
  if (format === 'avif') return metadata.format === 'heif' && metadata.compression === 'av1';
  return metadata.format === format;
}

/**
 * Reads what an upload is and how large it claims to be, from its header alone: nothing is decoded yet. Refused:
 * anything but the accepted formats, a file hiding markup, a header that cannot be read, and a claim above the
 * pixel or side limits (a decompression bomb is a few KB claiming billions of pixels).
 */
async function inspect(bytes: Uint8Array) {
  const format = sniffFormat(bytes);
  if (!format) throw refused('The file is not a JPEG, PNG, WebP, AVIF or GIF image.');
  if (hidesMarkup(bytes)) throw refused('The file holds markup or a script besides the image.');
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false, animated: false }).metadata();
  } catch {
    throw unusable('The image is damaged: its header cannot be read.');
  }
  if (!sharpAgrees(format, metadata)) throw refused('The file is not a JPEG, PNG, WebP, AVIF or GIF image.');
  const { width, height } = metadata;
  if (!width || !height) throw unusable('The image has no size.');
  // A 422 and not a 413: the request may be a few bytes; what it describes is what cannot be processed.
  if (width > mediaLimits.side || height > mediaLimits.side || width * height > mediaLimits.pixels) {
    throw unusable(
      `The image claims ${width} × ${height} pixels; at most ${mediaLimits.pixels / 1e6} megapixels and ` +
        `${mediaLimits.side} pixels a side are accepted.`,
    );
  }
  // Orientations 5 to 8 turn the image a quarter: its sides swap once it is shown upright.
  const turned = (metadata.orientation ?? 1) >= 5;
  return {
    format,
    width: turned ? height : width,
    height: turned ? width : height,
    hasAlpha: metadata.hasAlpha,
  };
}

/**
 * Makes every variant of an upload into `folder` (a fresh temporary folder the caller renames or removes) and its
 * blur-up placeholder. The image is decoded anew for each variant, streaming where the format allows (JPEG shrinks
 * on load), so that no full-size copy stays in memory; it is turned upright and then written without any of its
 * metadata (EXIF and its GPS position, XMP, IPTC, comments), its colours converted to sRGB (sharp's default output
 * drops the ICC profile after converting). A damaged or truncated file fails on decoding: 422.
 */
export async function processImage(bytes: Uint8Array, folder: string): Promise<ProcessedImage> {
  const image = await inspect(bytes);
  const input = () =>
    sharp(bytes, { limitInputPixels: mediaLimits.pixels, failOn: 'error', sequentialRead: true, animated: false })
      .rotate()
      .toColourspace('srgb');
  // Transparency decides the fallback: PNG keeps it, JPEG cannot. An alpha channel that is opaque everywhere is
  // dropped (a screenshot saved with one), so the image gets the smaller JPEG.
  const transparent = image.hasAlpha && !(await decoded(input().stats())).isOpaque;
  const shaped = (pipeline: Sharp) => (image.hasAlpha && !transparent ? pipeline.removeAlpha() : pipeline);
  const fallback: VariantFormat = transparent ? 'png' : 'jpeg';
  const heightAt = (width: number) => Math.max(1, Math.round((width * image.height) / image.width));
  const widths = widthsFor(image.width);
  const fits = (format: keyof typeof modernPixels, width: number) =>
    width <= widestModern && width * heightAt(width) <= modernPixels[format];
  // WebP's limit is the larger: every width it is made at is resized from the base below.
  const modern = widths.filter((width) => fits('webp', width));

  // The widest modern variant's pixels, decoded once: every narrower variant is resized from them, not from the
  // upload (a 12-megapixel JPEG decodes to 36 MB; this is at most 20).
  const base =
    modern.length > 0
      ? await decoded(
          shaped(input().resize({ width: modern.at(-1)! }))
            .raw({ depth: 'uchar' })
            .toBuffer({ resolveWithObject: true }),
        )
      : undefined;
  const fromBase = () =>
    sharp(base!.data, { raw: { width: base!.info.width, height: base!.info.height, channels: base!.info.channels } });

  const variants: StoredVariant[] = [];
  const write = async (format: VariantFormat, width: number, encoded: Sharp) => {
    const { data, info } = await decoded(encoded.toBuffer({ resolveWithObject: true }));
    await writeFile(join(folder, variantFile({ format, width })), data);
    variants.push({ format, width, height: info.height, bytes: data.length });
  };
  for (const width of widths) {
    if (modern.includes(width)) {
      const formats = [...(fits('avif', width) ? (['avif'] as const) : []), 'webp' as const, fallback];
      for (const format of formats) await write(format, width, encoders[format](fromBase().resize({ width })));
    } else {
      // Wider than any page shows: the fallback alone, streamed from the upload row by row (a baseline JPEG with
      // fixed tables: optimised or progressive coding would hold the whole image, 80 MB at 12 megapixels).
      const streamed = fallback === 'jpeg' ? streamedJpeg : encoders.png;
      await write(fallback, width, streamed(shaped(input().resize({ width }))));
    }
  }
  const tiny = await decoded(
    (base ? fromBase() : shaped(input()))
      .resize(16, 16, { fit: 'inside', withoutEnlargement: true })
      .blur(0.8)
      .webp({ quality: 40 })
      .toBuffer(),
  );
  return {
    format: image.format,
    width: image.width,
    height: image.height,
    variants,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
  };
}
