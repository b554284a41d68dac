import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../src/markdown/render.ts';
import { articleBlocks } from '../src/reader-audio/article-blocks.ts';
import { audioFileOfPath } from '../src/reader-audio/audio-files-handler.ts';
import { byteRange } from '../src/reader-audio/byte-range.ts';
import { pcmOfWav } from '../src/reader-audio/wav.ts';

describe('the readable blocks of a rendered body', () => {
  it('reads headings, paragraphs, items and quotes; not code, figures, tables or the heading anchors', () => {
    const { html } = renderMarkdown(
      [
        '## Salt &amp; pepper',
        'A *first* paragraph,\nover two lines.',
        '- An item\n  - A nested item',
        '1. Loose\n\n   with a paragraph',
        '> A quote',
        '```js\nconst hidden = 1;\n```',
        '![A figure](https://example.com/a.png "Its caption")',
        '| a | b |\n|---|---|\n| 1 | 2 |',
        'Ends with <b>text</b>.',
      ].join('\n\n'),
      'en',
    );
    expect(articleBlocks(html)).toEqual([
      'Salt & pepper',
      'A first paragraph, over two lines.',
      'An item',
      'A nested item',
      'Loose',
      'with a paragraph',
      'A quote',
      'Ends with <b>text</b>.',
    ]);
  });

  it('keeps no-break spaces, which the browser keeps too, and drops empty blocks', () => {
    expect(
      articleBlocks('<p>Vraiment\u00a0?</p><p>  \n </p><ul><li><p></p></li></ul><nav><p>Contents</p></nav>'),
    ).toEqual(['Vraiment\u00a0?']);
  });
});

describe('a WAVE stream from espeak-ng', () => {
  const wav = (dataSize: number, samples: number[], rate = 22050, bits = 16) => {
    const header = Buffer.alloc(44);
    header.write('RIFF', 0, 'latin1');
    header.writeUInt32LE(0xffffffff, 4);
    header.write('WAVEfmt ', 8, 'latin1');
    header.writeUInt32LE(16, 16);
    header.writeUInt16LE(1, 20);
    header.writeUInt16LE(1, 22);
    header.writeUInt32LE(rate, 24);
    header.writeUInt32LE(rate * 2, 28);
    header.writeUInt16LE(2, 32);
    header.writeUInt16LE(bits, 34);
    header.write('data', 36, 'latin1');
    header.writeUInt32LE(dataSize, 40);
    const body = Buffer.alloc(samples.length * 2);
    samples.forEach((s, i) => body.writeInt16LE(s, i * 2));
    return Buffer.concat([header, body]);
  };

  it('reads the samples to the end when the sizes say "until the end" (a pipe)', () => {
    const pcm = pcmOfWav(wav(0xffffffff, [1, -2, 3]));
    expect(pcm.sampleRate).toBe(22050);
    expect(pcm.samples.length).toBe(6);
  });

  it('keeps to the declared size, drops half a sample, refuses what is not 16-bit mono PCM', () => {
    expect(pcmOfWav(wav(4, [1, 2, 3])).samples.length).toBe(4);
    expect(pcmOfWav(Buffer.concat([wav(0xffffffff, [1]), Buffer.from([7])])).samples.length).toBe(2);
    expect(() => pcmOfWav(wav(2, [1], 22050, 8))).toThrow(/unexpected WAVE format/);
    expect(() => pcmOfWav(Buffer.from('not a wave file at all'))).toThrow(/not a WAVE/);
  });
});

describe('a Range header', () => {
  it('is one range, open or suffix, clamped to the file', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(byteRange('bytes=990-', 1000)).toEqual({ kind: 'part', start: 990, end: 999 });
    expect(byteRange('bytes=-10', 1000)).toEqual({ kind: 'part', start: 990, end: 999 });
    expect(byteRange('bytes=-5000', 1000)).toEqual({ kind: 'part', start: 0, end: 999 });
    expect(byteRange('bytes=10-5000', 1000)).toEqual({ kind: 'part', start: 10, end: 999 });
  });

  it('is unsatisfiable past the end or for no byte; ignored when malformed, reversed, plural or another unit', () => {
    expect(byteRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=-5', 0)).toEqual({ kind: 'unsatisfiable' });
    for (const header of [undefined, 'bytes=', 'bytes=-', 'bytes=9-3', 'bytes=1-2,4-5', 'lines=1-2', 'bytes=a-b']) {
      expect(byteRange(header, 1000)).toEqual({ kind: 'whole' });
    }
  });

  it('is read in linear time, however long', () => {
    const started = performance.now();
    for (const header of [
      `bytes=${'1'.repeat(100_000)}`,
      `bytes=${'-'.repeat(100_000)}`,
      `bytes=0-${'9'.repeat(60)}`,
    ]) {
      expect(byteRange(header, 1000)).toEqual({ kind: 'whole' });
    }
    expect(audioFileOfPath(`/audio/${'a'.repeat(100_000)}`)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
