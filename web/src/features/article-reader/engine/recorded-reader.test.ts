import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readingSegments, type ReaderAudioReady } from '@portfolio/contracts';
import { createReader } from './reader';
import { segmentAtTime } from './recorded-engine';
import { createSharedReaderStore, idleState } from './shared-state';
import { fakeSpeechSynthesis } from './testing/speech-synthesis-fake';
import type { ReaderOptions } from './types';

const text = readingSegments(['Hello world. The reader speaks slowly.', 'A second block here.'], 'en');
const recording: ReaderAudioReady = {
  status: 'ready',
  lang: 'en',
  url: '/audio/abc/en.1234.ogg',
  mimeType: 'audio/ogg; codecs=opus',
  durationMs: 6000,
  bytes: 48_000,
  engine: 'espeak-ng',
  voice: 'en-us+f3',
  gender: 'female',
  segments: [
    { index: 0, text: 'Hello world.', startMs: 0, endMs: 1000 },
    { index: 1, text: 'The reader speaks slowly.', startMs: 1200, endMs: 3200 },
    { index: 2, text: 'A second block here.', startMs: 3700, endMs: 5700 },
  ],
};
const settings = { voice: 'female', volume: 1, rate: 1 } as const;

/** happy-dom's audio element, which plays nothing: the test moves its time and sends its events as a browser does. */
let audios: HTMLAudioElement[];
const createAudio = () => {
  const audio = document.createElement('audio');
  audio.canPlayType = (type) => (type.startsWith('audio/ogg') ? 'probably' : '');
  audios.push(audio);
  return audio;
};
const playAt = (audio: HTMLAudioElement, seconds: number) => {
  audio.currentTime = seconds;
  audio.dispatchEvent(new Event('timeupdate'));
};

let store: ReturnType<typeof createSharedReaderStore>;
let speech: ReturnType<typeof fakeSpeechSynthesis>;
const reader = (options: Partial<ReaderOptions> = {}) =>
  createReader(
    { id: 'a', lang: 'en', text, settings, recording, ...options },
    { store, createAudio, speech: speech.api, voicesWithinMs: 500 },
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
  audios = [];
  store = createSharedReaderStore();
  speech = fakeSpeechSynthesis([{ name: 'Microsoft Zira', lang: 'en-US' }]);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the recorded engine', () => {
  it('finds the segment of a time, silences after a segment included', () => {
    expect([0, 999, 1100, 1200, 3300, 5700, 9000].map((ms) => segmentAtTime(recording.segments, ms))).toEqual([
      0, 0, 0, 1, 1, 2, 2,
    ]);
    expect(segmentAtTime([], 10)).toBe(-1);
  });

  it('plays the recording when it reads the page’s segments: segment and word from the time played', async () => {
    const a = reader();
    expect(a.getSnapshot()).toMatchObject({ engine: 'recorded', notice: undefined });
    a.play();
    const audio = audios.at(-1)!;
    expect(audio.getAttribute('src')).toBe(recording.url);
    await vi.waitFor(() => expect(a.getSnapshot().status).toBe('playing'));
    expect(store.getSnapshot()).toMatchObject({ currentAudio: 'a', engine: 'recorded', segmentIndex: 0 });

    playAt(audio, 1.7);
    // A quarter of "The reader speaks slowly." spoken: its second word.
    expect(store.getSnapshot()).toMatchObject({ segmentIndex: 1, segmentRange: [13, 38], wordIndex: 1 });
    expect(store.getSnapshot().wordRange).toEqual([17, 23]);
    expect(speech.spoken).toEqual([]);
  });

  it('seeks by segment, applies volume and rate, and pauses', async () => {
    const a = reader();
    a.play();
    const audio = audios.at(-1)!;
    await vi.waitFor(() => expect(a.getSnapshot().status).toBe('playing'));
    a.seek(2);
    expect(audio.currentTime).toBe(3.7);
    expect(store.getSnapshot()).toMatchObject({ segmentIndex: 2, segmentRange: [39, 59] });
    a.setSettings({ volume: 0.5, rate: 1.5 });
    expect([audio.volume, audio.playbackRate]).toEqual([0.5, 1.5]);
    a.pause();
    expect(audio.paused).toBe(true);
    expect(a.getSnapshot().status).toBe('paused');
    a.play();
    expect(audio.paused).toBe(false);
  });

  it('starts at the resume position even when loading the file drops the time set before it', async () => {
    localStorage.setItem('articleReader.position.en/hello', '2');
    const a = reader({ article: 'en/hello' });
    expect(a.getSnapshot().resumeFrom).toBe(2);
    a.play();
    const audio = audios.at(-1)!;
    expect(audio.currentTime).toBe(3.7);
    audio.currentTime = 0;
    audio.dispatchEvent(new Event('loadedmetadata'));
    expect(audio.currentTime).toBe(3.7);
    await vi.waitFor(() => expect(a.getSnapshot()).toMatchObject({ status: 'playing', segmentIndex: 2 }));
    localStorage.clear();
  });

  it('says it is loading while the recording buffers, and can be paused then', async () => {
    const a = reader();
    a.play();
    const audio = audios.at(-1)!;
    await vi.waitFor(() => expect(a.getSnapshot().status).toBe('playing'));
    audio.dispatchEvent(new Event('waiting'));
    expect(a.getSnapshot().status).toBe('loading');
    expect(store.getSnapshot().status).toBe('loading');
    audio.dispatchEvent(new Event('playing'));
    expect(a.getSnapshot().status).toBe('playing');
    audio.dispatchEvent(new Event('waiting'));
    a.toggle();
    expect(audio.paused).toBe(true);
    expect(a.getSnapshot()).toMatchObject({ status: 'paused', segmentIndex: 0 });
  });

  it('ends: the shared state is reset', async () => {
    const a = reader();
    a.play();
    const audio = audios.at(-1)!;
    await vi.waitFor(() => expect(a.getSnapshot().status).toBe('playing'));
    playAt(audio, 5);
    audio.dispatchEvent(new Event('ended'));
    expect(a.getSnapshot()).toMatchObject({ status: 'ended', segmentIndex: -1 });
    expect(store.getSnapshot()).toEqual({ ...idleState, status: 'ended' });
  });

  it('falls back to the browser’s voice from the same segment when the recording fails, and says so', async () => {
    const a = reader();
    a.play();
    const audio = audios.at(-1)!;
    await vi.waitFor(() => expect(a.getSnapshot().status).toBe('playing'));
    playAt(audio, 1.5);
    const notices: string[] = [];
    a.onEvent((event) => event.type === 'notice' && notices.push(event.notice));
    audio.dispatchEvent(new Event('error'));
    expect(notices).toEqual(['audioFailed']);
    expect(a.getSnapshot()).toMatchObject({ engine: 'speech', notice: 'audioFailed', status: 'playing' });
    expect(speech.spoken.map((spoken) => spoken.text)).toEqual(['The reader speaks slowly.']);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toMatchObject({ currentAudio: 'a', engine: 'speech', segmentIndex: 1 });
  });

  it('ends in error when the recording fails and the browser cannot speak either', async () => {
    const a = createReader(
      { id: 'a', lang: 'en', text, settings, recording },
      { store, createAudio, speech: undefined },
    );
    a.play();
    await vi.waitFor(() => expect(a.getSnapshot().status).toBe('playing'));
    audios.at(-1)!.dispatchEvent(new Event('error'));
    expect(a.getSnapshot()).toMatchObject({ status: 'error', engine: 'speech', notice: 'noSpeech', active: false });
    expect(store.getSnapshot()).toEqual({ ...idleState, status: 'error' });
  });

  it('keeps to the browser’s voice when the recording does not read the page’s text or cannot play here', () => {
    const other = { ...recording, segments: recording.segments.map((s, i) => (i === 1 ? { ...s, text: 'Else.' } : s)) };
    expect(reader({ recording: other }).getSnapshot().engine).toBe('speech');
    expect(reader({ recording: { ...recording, mimeType: 'audio/x-unknown' } }).getSnapshot().engine).toBe('speech');
    expect(reader({ recording: undefined }).getSnapshot().engine).toBe('speech');
  });

  it('offers a recording that does not match the text when the browser cannot speak', async () => {
    const other = { ...recording, segments: recording.segments.slice(0, 2) };
    const a = createReader(
      { id: 'a', lang: 'en', text, settings, recording: other },
      { store, createAudio, speech: undefined },
    );
    expect(a.getSnapshot()).toMatchObject({ engine: 'speech', notice: 'noSpeech', canOfferRecorded: true });
    a.playRecorded();
    expect(a.getSnapshot()).toMatchObject({ engine: 'recorded', notice: undefined });
    await vi.waitFor(() => expect(a.getSnapshot().status).toBe('playing'));
  });

  it('pauses the recording when another reader starts', async () => {
    const a = reader();
    const b = reader({ id: 'b', source: 'speech' });
    a.play();
    const audio = audios.at(-1)!;
    await vi.waitFor(() => expect(a.getSnapshot().status).toBe('playing'));
    b.play();
    expect(audio.paused).toBe(true);
    expect(a.getSnapshot()).toMatchObject({ active: false, status: 'paused' });
    expect(store.getSnapshot()).toMatchObject({ currentAudio: 'b', engine: 'speech' });
  });
});
