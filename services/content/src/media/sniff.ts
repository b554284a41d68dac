import type { MediaItem } from '@portfolio/contracts';

type Format = MediaItem['format'];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const jpeg = [0xff, 0xd8, 0xff];
const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const gif87 = ascii('GIF87a');
const gif89 = ascii('GIF89a');
const riff = ascii('RIFF');
const webp = ascii('WEBP');
const ftyp = ascii('ftyp');
const avifBrands = new Set(['avif', 'avis']);

/**
 * An ISO-BMFF file (`ftyp` box first) whose major or a compatible brand is AVIF's: a HEIC photo from a phone is the
 * same container with other brands, and is not accepted.
 */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ftyp, 4)) return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length, 256);
  const brand = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (end < 16) return false;
  if (avifBrands.has(brand(8))) return true;
  for (let at = 16; at + 4 <= end; at += 4) if (avifBrands.has(brand(at))) return true;
  return false;
}

/**
 * What the bytes are, from their first bytes alone (never the name or the declared type): one of the accepted
 * formats, or undefined (SVG, HTML, a script, a HEIC, a TIFF, anything else).
 */
export function sniffFormat(bytes: Uint8Array): Format | undefined {
  if (startsWith(bytes, jpeg)) return 'jpeg';
  if (startsWith(bytes, png)) return 'png';
  if (startsWith(bytes, gif87) || startsWith(bytes, gif89)) return 'gif';
  if (startsWith(bytes, riff) && startsWith(bytes, webp, 8)) return 'webp';
  if (isAvif(bytes)) return 'avif';
  return undefined;
}

/**
 * Markup a browser or an interpreter would run, anywhere in the file: an image that is also an HTML page, an SVG or
 * a PHP script (a polyglot) is refused, even though only re-encoded variants are ever served. Every marker is long
 * enough (a tag name of four letters or more and its delimiter, an SVG tag only with xmlns or onload) that compressed
 * image data, which looks random, matches one by chance less than once in a hundred thousand 25 MB uploads.
 */
const markup = /<(?:script|html|iframe|object|embed|body)[\s>]|<\?php\s|<!doctype\s+html/i;

/**
 * An `<svg` with xmlns or onload within the next 100 characters, before a `>` (what `<svg[^>]{0,100}?(?:xmlns|onload)`
 * matches). One pass: the next `>` and the next attribute are found once, and the `<svg`s they rule out skipped. The
 * pattern read up to 100 characters past each `<svg`: 25 MB of `<svg<svg…` (behind an image's first bytes) held the
 * service for seconds.
 */
function hidesSvg(text: string): boolean {
  if (!/<svg/i.test(text)) return false;
  // Latin-1 text lower-cases character for character: indexes stay the same.
  const lower = text.toLowerCase();
  const nextOf = (word: string, from: number) => {
    const at = lower.indexOf(word, from);
    return at === -1 ? Infinity : at;
  };
  let nextClose = -1;
  let nextAttribute = -1;
  for (let at = lower.indexOf('<svg'); at !== -1;) {
    const from = at + 4;
    if (nextClose < from) nextClose = nextOf('>', from);
    if (nextAttribute < from) nextAttribute = Math.min(nextOf('xmlns', from), nextOf('onload', from));
    if (nextAttribute === Infinity) return false;
    if (nextAttribute - from <= 100 && nextAttribute < nextClose) return true;
    // No `<svg` more than 100 characters before the attribute, or before a `>` in its way, can match: on from there.
    const past = nextClose < nextAttribute ? nextClose : 0;
    at = lower.indexOf('<svg', Math.max(from, nextAttribute - 104, past));
  }
  return false;
}

export function hidesMarkup(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return markup.test(text) || hidesSvg(text);
}
