import { describe, expect, it } from 'vitest';
import { serialisedBytes, utf8Bytes } from '../src/safe-keys.ts';

const encoded = (text: string) => new TextEncoder().encode(text).length;

describe('utf8Bytes', () => {
  it('counts what TextEncoder would encode, lone surrogates included', () => {
    const samples = [
      '',
      'plain ascii',
      'é à ü ß',
      '日本語のテキスト',
      '😀 emoji 👩‍👩‍👧',
      '\u{10FFFF}',
      '\ud800',
      'x\udc00y',
      '\ud83d',
      '\ud83d\ud83d\ude00',
      '\ude00\ud83d',
      '\u007f\u0080\u07ff\u0800\uffff',
    ];
    for (const text of samples) expect(utf8Bytes(text), JSON.stringify(text)).toBe(encoded(text));
  });

  it('agrees with TextEncoder on random UTF-16, whatever the units', () => {
    for (let round = 0; round < 200; round++) {
      const units = Array.from({ length: 40 }, () => Math.floor(Math.random() * 0x10000));
      const text = String.fromCharCode(...units);
      expect(utf8Bytes(text)).toBe(encoded(text));
    }
  });

  it('measures a serialised value', () => {
    expect(serialisedBytes({ k: 'é' })).toBe(encoded('{"k":"é"}'));
  });
});
