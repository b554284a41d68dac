import type { LanguageCode, ReaderAudioReady, ReadingSegment, ReadingText } from '@portfolio/contracts';

/** Which engine reads: the browser's speech synthesis, or the server's recording of the article. */
export type EngineKind = 'speech' | 'recorded';
/** What a reader may use: both (the recording when there is a matching one), or only one (the test page's columns). */
export type ReaderSource = 'hybrid' | EngineKind;
/** `loading`: the recording's metadata or the browser's voices are not there yet. */
export type ReaderStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'ended' | 'error';
/** Why the browser's voice cannot read as asked, or why it reads instead of the recording. */
export type ReaderNotice = 'noSpeech' | 'noVoices' | 'noFemaleVoice' | 'noMaleVoice' | 'audioFailed';
export type VoiceGender = 'female' | 'male';

/** The visitor's choices (kept in local storage for every article). */
export interface ReaderSettings {
  voice: VoiceGender;
  /** 0 to 1. */
  volume: number;
  /** The speech rate or playback rate: 1 is the voice's own pace. */
  rate: number;
}

/**
 * The page's one audio (spec: the audio reader's shared state). Positions count in `fullText`; `wordIndex` counts
 * the words of the current segment. Stopping resets segment, range, text and word position.
 */
export interface SharedReaderState {
  /** The reader (its id) that holds the audio, or null. */
  currentAudio: string | null;
  engine: EngineKind | null;
  status: ReaderStatus;
  /** -1 when none. */
  segmentIndex: number;
  segmentRange: readonly [number, number] | null;
  segments: readonly ReadingSegment[];
  fullText: string;
  /** -1 when none. */
  wordIndex: number;
  wordRange: readonly [number, number] | null;
}

/** A store for React's useSyncExternalStore: the snapshot is a new object on every change, and only then. */
export interface ExternalStore<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
}

/** A voice of the browser, as the reader sees it. */
export interface VoiceInfo {
  name: string;
  lang: string;
  /** From the voice's name or the known voice lists; undefined when nothing tells. */
  gender: VoiceGender | undefined;
  localService: boolean;
  default: boolean;
}

/** The voice chosen for a language and a wanted gender. */
export interface VoiceChoice {
  voice: VoiceInfo;
  /** The wanted gender was not available: another voice reads. */
  fallback: boolean;
  /** Only a voice of the language without the region (or another region) was found. */
  regionFallback: boolean;
}

/** What a reader shows: the shared state when it holds the audio, else its own idle state. */
export interface ReaderView {
  /** This reader holds the page's audio. */
  active: boolean;
  status: ReaderStatus;
  /** The engine that reads, or would read on play. */
  engine: EngineKind;
  segmentIndex: number;
  segmentRange: readonly [number, number] | null;
  wordIndex: number;
  wordRange: readonly [number, number] | null;
  segmentCount: number;
  notice: ReaderNotice | undefined;
  /** The browser's voice that reads (speech engine), when there is one. */
  voice: VoiceChoice | undefined;
  /** The browser cannot speak, and this article has a recording to offer instead. */
  canOfferRecorded: boolean;
  /** The segment where the visitor stopped on this article last time, while idle. */
  resumeFrom: number | undefined;
  settings: ReaderSettings;
}

/** As they arrive, for the test page's log and the highlighting. */
export type ReaderEvent =
  | { type: 'status'; status: ReaderStatus }
  | { type: 'engine'; engine: EngineKind }
  | { type: 'segment'; index: number; range: readonly [number, number] }
  | { type: 'word'; index: number; range: readonly [number, number]; from: 'boundary' | 'estimate' | 'timing' }
  | { type: 'notice'; notice: ReaderNotice }
  | { type: 'voice'; choice: VoiceChoice };

export interface ReaderOptions {
  /** Unique on the page: what `currentAudio` names. */
  id: string;
  lang: LanguageCode;
  /** The readable text, cut by `readingSegments`. */
  text: ReadingText;
  /** Where the resume position is kept (`lang/slug`); none on the test page. */
  article?: string;
  /** The server's recording of this text, when it has one. */
  recording?: ReaderAudioReady;
  source?: ReaderSource;
  settings: ReaderSettings;
}

/** One reader on the page, from `createReader`. */
export interface Reader extends ExternalStore<ReaderView> {
  readonly id: string;
  /** Starts (at the resume position, else the start), or resumes; on a user gesture only. */
  play(): void;
  pause(): void;
  toggle(): void;
  /** Ends the reading: the shared state is reset. */
  stop(): void;
  previous(): void;
  next(): void;
  /** Reads from a segment (the progress bar), playing or not. */
  seek(index: number): void;
  /** Reads the recording after the browser said it cannot speak. */
  playRecorded(): void;
  setSettings(settings: Partial<ReaderSettings>): void;
  onEvent(listener: (event: ReaderEvent) => void): () => void;
  dispose(): void;
}

/** What an engine reports to the reader that drives it. */
export interface PlaybackCallbacks {
  /** A segment starts to be read. */
  segment(index: number): void;
  /** A word of the current segment: its offset in the segment's text, and how it is known. */
  word(charIndex: number, from: 'boundary' | 'estimate' | 'timing'): void;
  /** Started or resumed, waiting for data (the recording buffers), paused, or past the last segment. */
  status(status: 'playing' | 'loading' | 'paused' | 'ended'): void;
  /** Cannot read: the reader falls back or says so. */
  failed(notice: ReaderNotice): void;
}

/** One way to read the segments: speech synthesis or the recording. */
export interface PlaybackEngine {
  readonly kind: EngineKind;
  /** Reads from segment `index` on, to the end. */
  play(index: number): void;
  pause(): void;
  resume(): void;
  /** Silences and forgets the position. */
  stop(): void;
  setVolume(volume: number): void;
  setRate(rate: number): void;
  dispose(): void;
}
