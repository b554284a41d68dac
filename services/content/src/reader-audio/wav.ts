import type { Pcm } from './speech-provider.ts';

const tag = (buffer: Buffer, at: number) => buffer.toString('latin1', at, at + 4);

/**
 * The samples of a RIFF WAVE file as espeak-ng writes to a pipe: 16-bit mono PCM, whose sizes may say "until the end"
 * (0xFFFFFFFF) since a pipe cannot be rewound, so the data chunk runs to the end of what was read.
 */
export function pcmOfWav(wav: Buffer): Pcm {
  if (wav.length < 12 || tag(wav, 0) !== 'RIFF' || tag(wav, 8) !== 'WAVE') throw new Error('not a WAVE file');
  let at = 12;
  let sampleRate: number | undefined;
  while (at + 8 <= wav.length) {
    const id = tag(wav, at);
    const size = wav.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ') {
      const format = wav.readUInt16LE(body);
      const channels = wav.readUInt16LE(body + 2);
      const bits = wav.readUInt16LE(body + 14);
      if (format !== 1 || channels !== 1 || bits !== 16) {
        throw new Error(`unexpected WAVE format ${format}, ${channels} channels, ${bits} bits`);
      }
      sampleRate = wav.readUInt32LE(body + 4);
    } else if (id === 'data') {
      if (sampleRate === undefined) throw new Error('WAVE data before its format');
      const end = Math.min(wav.length, body + size);
      // An odd byte out (a cut stream) is not half a sample.
      return { sampleRate, samples: wav.subarray(body, end - ((end - body) % 2)) };
    }
    at = body + size + (size % 2);
  }
  throw new Error('WAVE file without data');
}
