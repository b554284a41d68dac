import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { inBackground } from './run-program.ts';

/** What the files are: Opus in Ogg, which Chromium, Firefox and Safari 17+ play; the manifest names it. */
export const audioMimeType = 'audio/ogg; codecs=opus';
export const audioExtension = 'ogg';

/** Speech in mono at 24 kbit/s is clear with Opus: about 180 KB a minute. */
const bitrateKbps = 24;

export interface EncoderSession {
  /** Appends 16-bit mono samples; resolves once the encoder took them (bounded memory for any length). */
  write(samples: Buffer): Promise<void>;
  /** Ends the input and resolves once the file is complete. */
  finish(): Promise<void>;
  /** Stops the encoder, leaving its partial file for the caller to remove. */
  abort(): void;
}

/**
 * `opusenc` reading raw samples on its standard input and writing `file`, started once the sample rate is known.
 * Samples stream through it as they are synthesised, so that a long article never sits in memory as PCM.
 */
export function startOpusEncoder(program: string, sampleRate: number, file: string): EncoderSession {
  const args = [
    ...['--quiet', '--raw', '--raw-bits', '16', '--raw-chan', '1', '--raw-endianness', '0'],
    ...['--raw-rate', String(sampleRate), '--bitrate', String(bitrateKbps), '-', file],
  ];
  const child = spawn(program, args, { stdio: ['pipe', 'ignore', 'pipe'], shell: false });
  inBackground(child);
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-2000)));
  const closed = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${program} ${signal ? `was stopped (${signal})` : `exited with ${code}`}: ${err.trim()}`));
    });
  });
  // A write after the encoder failed rejects through `closed`, not as an unhandled stream error.
  child.stdin.on('error', () => undefined);
  closed.catch(() => undefined);
  return {
    async write(samples) {
      if (child.stdin.write(samples)) return;
      await Promise.race([once(child.stdin, 'drain'), closed]);
    },
    async finish() {
      child.stdin.end();
      await closed;
    },
    abort() {
      child.kill('SIGKILL');
    },
  };
}
