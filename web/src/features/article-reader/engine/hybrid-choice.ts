import type { ReaderAudioReady, ReadingText } from '@portfolio/contracts';
import { recordingMatches } from './recorded-engine';
import type { EngineKind, ReaderNotice, ReaderSource, VoiceChoice, VoiceGender } from './types';

/** What the browser's voice can do now. */
export interface SpeechState {
  available: boolean;
  /** The voices are listed (or were waited for long enough). */
  settled: boolean;
  voice: VoiceChoice | undefined;
  wanted: VoiceGender;
}

export interface HybridChoice {
  /** The engine that reads, or would read on play. */
  kind(): EngineKind;
  /** The recording can be played here: there is one, of a format the browser plays, and it has not failed. */
  playable(): boolean;
  /** The recording failed to load or play: the browser's voice reads from now on. */
  recordingFailed(): void;
  /** The visitor asked for the recording (the browser cannot speak), even if it does not match the page's text. */
  chooseRecording(): void;
  /** What the reader says, if anything: its own failure first. */
  notice(failure: ReaderNotice | undefined, speech: SpeechState): ReaderNotice | undefined;
  /** Whether to offer the recording instead of a browser that cannot speak. */
  offersRecording(notice: ReaderNotice | undefined): boolean;
}

const fallbackNotice = { female: 'noFemaleVoice', male: 'noMaleVoice' } as const;

/**
 * The hybrid rule: the recording when there is one that reads the page's own segments and the browser can play,
 * else the browser's voice; the browser's voice after the recording fails. A test page's column keeps to one.
 */
export function hybridChoice(
  source: ReaderSource,
  recording: ReaderAudioReady | undefined,
  text: ReadingText,
  canPlay: (mimeType: string) => boolean,
): HybridChoice {
  const playable = Boolean(recording) && canPlay(recording!.mimeType);
  const aligned = playable && recordingMatches(recording!, text);
  let failed = false;
  let chosen = false;
  const kind = (): EngineKind => {
    if (source !== 'hybrid') return source;
    return !failed && (aligned || chosen) ? 'recorded' : 'speech';
  };
  return {
    kind,
    playable: () => playable && !failed,
    recordingFailed() {
      failed = true;
      chosen = false;
    },
    chooseRecording() {
      chosen = true;
    },
    notice(failure, speech) {
      if (failure) return failure;
      if (kind() === 'recorded') return undefined;
      if (!speech.available) return 'noSpeech';
      if (speech.settled && !speech.voice) return 'noVoices';
      if (failed) return 'audioFailed';
      return speech.voice?.fallback ? fallbackNotice[speech.wanted] : undefined;
    },
    offersRecording: (notice) =>
      source === 'hybrid' &&
      playable &&
      !failed &&
      kind() === 'speech' &&
      (notice === 'noSpeech' || notice === 'noVoices'),
  };
}
