import type { ReaderAudioReady, ReaderAudioSegment, ReadingText } from '@portfolio/contracts';
import type { PlaybackCallbacks, PlaybackEngine } from './types';

export interface RecordedEngineOptions {
  recording: ReaderAudioReady;
  callbacks: PlaybackCallbacks;
  volume: number;
  rate: number;
  /** The element that plays (a fresh `Audio` by default). */
  audio?: HTMLAudioElement;
}

/** The recording reads the page's own segments: the same count, each with the same text. */
export const recordingMatches = (recording: ReaderAudioReady, text: ReadingText) =>
  recording.segments.length === text.segments.length &&
  recording.segments.every((segment, index) => segment.text === text.segments[index]!.text);

/** HTMLMediaElement.HAVE_METADATA: the duration is known, and a time can be sought. */
const haveMetadata = 1;
/** `timeupdate` comes about four times a second: too seldom for the word, so the time is also read this often. */
const readEveryMs = 100;

/** The last segment starting at or before `ms` (the silence after a segment still belongs to it). */
export function segmentAtTime(segments: readonly ReaderAudioSegment[], ms: number): number {
  let low = 0;
  let high = segments.length - 1;
  if (high < 0 || ms < segments[0]!.startMs) return high < 0 ? -1 : 0;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (segments[middle]!.startMs <= ms) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The server's recording in an audio element: the segment from the time played and the manifest's timings, the
 * word placed by the share of the segment's time already spoken, seeking by segment, volume and playback rate. The
 * file is asked for on the first play only (range requests let the browser fetch what it plays). Any failure to
 * load or play is reported once, for the reader to fall back to the browser's voice.
 */
export function createRecordedEngine(options: RecordedEngineOptions): PlaybackEngine {
  const { recording, callbacks } = options;
  const segments = recording.segments;
  const audio = options.audio ?? new Audio();
  audio.preload = 'none';
  audio.volume = options.volume;
  // Loading a file resets the rate to the default one: both are set.
  audio.defaultPlaybackRate = options.rate;
  audio.playbackRate = options.rate;
  let current = -1;
  /** Where to start once the file's metadata is known: a time set before then may be dropped by the load. */
  let startAt: number | undefined;
  let stopped = true;
  let failed = false;
  let ticker: ReturnType<typeof setInterval> | undefined;

  const fail = () => {
    if (failed) return;
    failed = true;
    stopTicker();
    callbacks.failed('audioFailed');
  };
  const stopTicker = () => {
    clearInterval(ticker);
    ticker = undefined;
  };

  function tick() {
    if (stopped) return;
    const ms = audio.currentTime * 1000;
    const at = segmentAtTime(segments, ms);
    if (at < 0) return;
    if (at !== current) {
      current = at;
      callbacks.segment(at);
    }
    const segment = segments[at]!;
    const share = Math.min(1, Math.max(0, (ms - segment.startMs) / Math.max(1, segment.endMs - segment.startMs)));
    callbacks.word(Math.min(segment.text.length - 1, Math.floor(share * segment.text.length)), 'timing');
  }

  const start = () => {
    audio.play().catch((error: unknown) => {
      // A pause or another play before this one started: not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) fail();
    });
  };

  const listeners: [string, () => void][] = [
    [
      'playing',
      () => {
        if (stopped) return;
        callbacks.status('playing');
        tick();
        stopTicker();
        ticker = setInterval(tick, readEveryMs);
      },
    ],
    [
      'loadedmetadata',
      () => {
        if (startAt !== undefined && Math.abs(audio.currentTime - startAt) > 0.05) audio.currentTime = startAt;
        startAt = undefined;
      },
    ],
    ['timeupdate', tick],
    [
      'waiting',
      () => {
        if (!stopped) callbacks.status('loading');
      },
    ],
    [
      'pause',
      () => {
        stopTicker();
        if (!stopped && !audio.ended) callbacks.status('paused');
      },
    ],
    [
      'ended',
      () => {
        stopTicker();
        stopped = true;
        current = -1;
        callbacks.status('ended');
      },
    ],
    ['error', fail],
  ];
  for (const [type, listener] of listeners) audio.addEventListener(type, listener);

  return {
    kind: 'recorded',
    play(index) {
      const segment = segments[Math.min(Math.max(0, index), segments.length - 1)];
      if (!segment) return callbacks.status('ended');
      if (!audio.getAttribute('src')) {
        audio.preload = 'auto';
        audio.src = recording.url;
      }
      stopped = false;
      current = -1;
      startAt = audio.readyState < haveMetadata ? segment.startMs / 1000 : undefined;
      audio.currentTime = segment.startMs / 1000;
      start();
    },
    pause() {
      if (!stopped) audio.pause();
    },
    resume() {
      if (!stopped) start();
    },
    stop() {
      stopped = true;
      current = -1;
      stopTicker();
      audio.pause();
    },
    setVolume(volume) {
      audio.volume = volume;
    },
    setRate(rate) {
      audio.defaultPlaybackRate = rate;
      audio.playbackRate = rate;
    },
    dispose() {
      stopped = true;
      stopTicker();
      for (const [type, listener] of listeners) audio.removeEventListener(type, listener);
      audio.pause();
      // Lets the browser close the file's connection.
      audio.removeAttribute('src');
      audio.load();
    },
  };
}
