import type { SharedReaderStore } from './shared-state';
import type { SpeechApi } from './speech-engine';

/** What a reader runs on: the page's by default, stand-ins in the unit tests. */
export interface ReaderEnvironment {
  speech?: SpeechApi | undefined;
  createAudio?: () => HTMLAudioElement;
  store?: SharedReaderStore;
  /** How long the browser may take to list its voices before the reader says it has none (headless Chromium). */
  voicesWithinMs?: number;
}
