import type { LanguageCode, ReaderAudioEngine, ReaderAudioGender } from '@portfolio/contracts';

/** Speech as 16-bit signed little-endian mono samples at `sampleRate`: what segments are measured and joined in. */
export interface Pcm {
  sampleRate: number;
  samples: Buffer;
}

/** Which voice a provider speaks a language with, as it names it (shown in the manifest). */
export interface VoiceChoice {
  lang: LanguageCode;
  gender: ReaderAudioGender;
  /** Words per minute, as the reader's normal speed. */
  wordsPerMinute: number;
}

/**
 * A speech engine behind one interface: the local espeak-ng, or the speech task's AI provider (#20, withAiSpeech).
 * Segments are synthesised one by one, so that each one's length is measured from its own samples.
 */
export interface SpeechProvider {
  readonly engine: ReaderAudioEngine;
  /** The provider's name of the voice for this choice, or undefined for a language it does not voice. */
  voiceFor(choice: VoiceChoice): string | undefined;
  /** One segment's speech. */
  synthesise(text: string, choice: VoiceChoice): Promise<Pcm>;
}

/** The number of samples in 16-bit mono PCM. */
export const sampleCount = (pcm: Pcm) => pcm.samples.length / 2;

/** Milliseconds of `samples` samples, rounded down so that a segment never ends after the audio. */
export const samplesToMs = (samples: number, sampleRate: number) => Math.floor((samples * 1000) / sampleRate);
