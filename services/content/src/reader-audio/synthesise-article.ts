import type { ReaderAudioSegment } from '@portfolio/contracts';
import { startOpusEncoder, type EncoderSession } from './opus-encoder.ts';
import type { SpokenSegment } from './segments.ts';
import { sampleCount, samplesToMs, type SpeechProvider, type VoiceChoice } from './speech-provider.ts';

/** Pauses after a sentence and after a block (a heading, a paragraph): the reader hears the article's shape. */
const sentencePauseMs = 250;
const blockPauseMs = 600;

export interface ArticleSpeech {
  segments: ReaderAudioSegment[];
  durationMs: number;
}

export interface SynthesisParts {
  provider: SpeechProvider;
  /** The encoder program (`opusenc`). */
  encoder: string;
  /** Stops the work between segments (the service stopping): the partial file is left for the caller. */
  signal?: AbortSignal;
}

/**
 * Speaks the segments one after another into `file` (Opus in Ogg): each one synthesised alone, its start and end
 * measured from the samples written before it, so that the timings are exact whatever the engine's pace; a pause
 * of silence after each. Memory stays bounded: samples stream to the encoder segment by segment.
 */
export async function synthesiseArticle(
  parts: SynthesisParts,
  segments: readonly SpokenSegment[],
  choice: VoiceChoice,
  file: string,
): Promise<ArticleSpeech> {
  let encoder: EncoderSession | undefined;
  let sampleRate = 0;
  let written = 0;
  const timed: ReaderAudioSegment[] = [];
  const onAbort = () => encoder?.abort();
  parts.signal?.addEventListener('abort', onAbort);
  try {
    for (const [index, segment] of segments.entries()) {
      parts.signal?.throwIfAborted();
      const pcm = await parts.provider.synthesise(segment.text, choice);
      if (!encoder) {
        sampleRate = pcm.sampleRate;
        encoder = startOpusEncoder(parts.encoder, sampleRate, file);
      } else if (pcm.sampleRate !== sampleRate) {
        throw new Error(`the engine changed its sample rate from ${sampleRate} to ${pcm.sampleRate}`);
      }
      const startMs = samplesToMs(written, sampleRate);
      await encoder.write(pcm.samples);
      written += sampleCount(pcm);
      timed.push({ index, text: segment.text, startMs, endMs: samplesToMs(written, sampleRate) });
      const pause = Math.round(((segment.endsBlock ? blockPauseMs : sentencePauseMs) * sampleRate) / 1000);
      await encoder.write(Buffer.alloc(pause * 2));
      written += pause;
    }
    parts.signal?.throwIfAborted();
    if (!encoder) throw new Error('nothing to speak');
    await encoder.finish();
  } catch (error) {
    encoder?.abort();
    throw error;
  } finally {
    parts.signal?.removeEventListener('abort', onAbort);
  }
  return { segments: timed, durationMs: samplesToMs(written, sampleRate) };
}
