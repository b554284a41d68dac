import { describe, expect, it } from 'vitest';
import { adversarialStrings, firstSlowInput } from '@portfolio/testing';
import { mediaIdsIn } from '../src/media/article-images.ts';
import { variantOfPath } from '../src/media/media-files-handler.ts';
import { hidesMarkup } from '../src/media/sniff.ts';
import { mediaImageOf } from '../src/markdown/picture.ts';
import { mediaRecord } from './media-records.ts';

/**
 * The media library's patterns on what a visitor or an upload sends stay linear: a file's address (any visitor),
 * an image's Markdown address, and the markup scan of an upload's bytes (up to 25 MB), whose near-misses (`<svg`
 * then 100 characters without xmlns) are the most it reads per character. Timed as the other content steps are.
 */
const boundMs = 20;
const images = new Map([['a', mediaRecord('a')]]);

describe('media patterns on adversarial text', () => {
  it.each([
    ['a file address', (text: string) => variantOfPath(`/media/${text}`)],
    ['an image address in Markdown', (text: string) => mediaImageOf(`/media/${text}`, images)],
    ['media ids in Markdown', (text: string) => mediaIdsIn(text)],
    ['the markup scan', (text: string) => hidesMarkup(Buffer.from(text, 'latin1'))],
  ])('%s stays linear on 16 KiB', (_name, step) => {
    expect(firstSlowInput(step, adversarialStrings(16), boundMs)).toBeUndefined();
  });

  it('scans 16 MB of near-misses in about four times what 4 MB take', () => {
    const nearMisses = (bytes: number) =>
      Buffer.from(`<svg ${'a'.repeat(99)}`.repeat(Math.ceil(bytes / 104)).slice(0, bytes), 'latin1');
    const [small, large] = [nearMisses(4 << 20), nearMisses(16 << 20)];
    const fastest = (bytes: Buffer) =>
      Math.min(
        ...[1, 2, 3].map(() => {
          const start = performance.now();
          expect(hidesMarkup(bytes)).toBe(false);
          return Math.max(1, performance.now() - start);
        }),
      );
    // Linear work grows four times, quadratic sixteen; eight leaves room for a busy machine.
    expect(fastest(large) / fastest(small)).toBeLessThan(8);
  });
});
