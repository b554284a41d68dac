import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readingSegments, type ReadingText } from '@portfolio/contracts';
import { createReader } from './reader';
import type { ReaderEnvironment } from './reader-environment';
import { createSharedReaderStore, idleState } from './shared-state';
import { fakeSpeechSynthesis, type FakeVoiceSpec } from './testing/speech-synthesis-fake';
import type { ReaderEvent, ReaderOptions } from './types';

const text = readingSegments(['Hello world. The reader speaks slowly.', 'A second block here.'], 'en');
const usVoices: FakeVoiceSpec[] = [
  { name: 'Microsoft David - English (United States)', lang: 'en-US' },
  { name: 'Microsoft Zira - English (United States)', lang: 'en-US' },
  { name: 'Google français', lang: 'fr-FR' },
];
const settings = { voice: 'female', volume: 1, rate: 1 } as const;

let environment: ReaderEnvironment & { store: ReturnType<typeof createSharedReaderStore> };
let speech: ReturnType<typeof fakeSpeechSynthesis>;

function reader(options: Partial<ReaderOptions> & { text?: ReadingText } = {}, voices = usVoices, msPerWord = 100) {
  speech ??= fakeSpeechSynthesis(voices, msPerWord);
  return createReader(
    { id: 'a', lang: 'en', text, settings, source: 'speech', ...options },
    { ...environment, speech: speech.api },
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
  environment = { store: createSharedReaderStore(), voicesWithinMs: 500 };
  speech = undefined!;
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the speech engine', () => {
  it('speaks one utterance per segment in order, with word positions from boundary events', () => {
    const a = reader();
    const events: ReaderEvent[] = [];
    a.onEvent((event) => events.push(event));
    a.play();
    const shared = () => environment.store.getSnapshot();
    expect(shared()).toMatchObject({ currentAudio: 'a', engine: 'speech', status: 'playing', fullText: text.fullText });
    expect(shared().segments).toEqual(text.segments);

    vi.advanceTimersByTime(1);
    expect(shared()).toMatchObject({ segmentIndex: 0, segmentRange: [0, 12], wordIndex: 0, wordRange: [0, 5] });
    vi.advanceTimersByTime(100);
    expect(shared()).toMatchObject({ segmentIndex: 0, wordIndex: 1, wordRange: [6, 12] });
    expect(events.filter((event) => event.type === 'word').map((event) => event.type === 'word' && event.from)).toEqual(
      ['estimate', 'boundary'],
    );

    vi.advanceTimersByTime(150);
    expect(shared()).toMatchObject({ segmentIndex: 1, segmentRange: [13, 38] });
    vi.runAllTimers();
    expect(speech.spoken.map((spoken) => spoken.text)).toEqual(text.segments.map((segment) => segment.text));
    expect(new Set(speech.spoken.map((spoken) => spoken.voice))).toEqual(
      new Set(['Microsoft Zira - English (United States)']),
    );
    expect(a.getSnapshot()).toMatchObject({ status: 'ended', segmentIndex: -1, wordIndex: -1 });
    expect(shared()).toEqual({ ...idleState, status: 'ended' });
  });

  it('speaks a long segment in parts, as one segment whose word positions go on', () => {
    const sentence = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ') + '.';
    const long = readingSegments([sentence], 'en');
    expect(long.segments).toHaveLength(1);
    const a = reader({ text: long });
    const segments: number[] = [];
    a.onEvent((event) => event.type === 'segment' && segments.push(event.index));
    a.play();
    vi.runAllTimers();
    expect(speech.spoken.length).toBeGreaterThan(1);
    for (const spoken of speech.spoken) expect(spoken.text.length).toBeLessThanOrEqual(120);
    expect(speech.spoken.map((spoken) => spoken.text).join('')).toBe(sentence);
    expect(segments).toEqual([0]);
  });

  it('places words of a later part in the segment’s own text', () => {
    const sentence = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ') + '.';
    const a = reader({ text: readingSegments([sentence], 'en') });
    a.play();
    const first = speech.spoken.length;
    while (speech.spoken.length === first) vi.advanceTimersByTime(50);
    vi.advanceTimersByTime(1 + 100);
    const second = speech.spoken.at(-1)!.text;
    const offset = sentence.indexOf(second);
    const [start, end] = a.getSnapshot().wordRange!;
    expect(start).toBe(offset + second.indexOf(' ') + 1);
    expect(sentence.slice(start, end)).toMatch(/^word\d+$/u);
  });

  it('estimates the word by the time spoken when the voice sends no boundaries', () => {
    const long = readingSegments(['one two three four five six seven eight nine ten eleven twelve.'], 'en');
    const a = reader({ text: long }, [{ name: 'Samantha', lang: 'en-US', boundaries: false }], 1000);
    const words: number[] = [];
    a.onEvent((event) => event.type === 'word' && words.push(event.index));
    a.play();
    vi.advanceTimersByTime(1);
    expect(a.getSnapshot().wordIndex).toBe(0);
    // Fourteen characters a second at rate 1, estimated every 150 ms: "one two three " is behind after 1.05 s.
    vi.advanceTimersByTime(1050);
    expect(a.getSnapshot().wordIndex).toBe(3);
    vi.advanceTimersByTime(1000);
    expect(a.getSnapshot().wordIndex).toBeGreaterThan(3);
    expect(words).toEqual([...words].sort((x, y) => x - y));
  });

  it('pauses by cancelling and resumes from the current word', () => {
    const a = reader();
    a.play();
    vi.advanceTimersByTime(303);
    expect(a.getSnapshot()).toMatchObject({ segmentIndex: 1, wordIndex: 1 });
    a.pause();
    expect(speech.speaking).toBe(false);
    expect(a.getSnapshot()).toMatchObject({ status: 'paused', segmentIndex: 1, wordIndex: 1 });
    expect(environment.store.getSnapshot()).toMatchObject({ status: 'paused', segmentIndex: 1, wordIndex: 1 });
    vi.advanceTimersByTime(5000);
    expect(a.getSnapshot().status).toBe('paused');

    a.play();
    expect(speech.spoken.at(-1)?.text).toBe('reader speaks slowly.');
    vi.advanceTimersByTime(1 + 100);
    // Positions still count in the segment's text, not the shorter utterance's.
    expect(a.getSnapshot()).toMatchObject({ status: 'playing', segmentIndex: 1, wordIndex: 2, wordRange: [24, 30] });
  });

  it('applies a new rate and volume from the current word', () => {
    const a = reader();
    a.play();
    vi.advanceTimersByTime(101);
    a.setSettings({ rate: 1.5, volume: 0.4 });
    expect(speech.spoken.at(-1)).toMatchObject({ text: 'world.', rate: 1.5, volume: 0.4 });
    expect(a.getSnapshot().settings).toMatchObject({ rate: 1.5, volume: 0.4 });
  });

  it('stops: the shared segment, range, text and word position are reset', () => {
    const a = reader();
    a.play();
    vi.advanceTimersByTime(101);
    a.stop();
    expect(speech.speaking).toBe(false);
    expect(environment.store.getSnapshot()).toEqual(idleState);
    expect(a.getSnapshot()).toMatchObject({ active: false, status: 'idle', segmentIndex: -1, wordRange: null });
    vi.runAllTimers();
    expect(speech.spoken).toHaveLength(1);
  });

  it('moves to the previous and next segment and seeks', () => {
    const a = reader();
    a.play();
    vi.advanceTimersByTime(1);
    a.next();
    expect(speech.spoken.at(-1)?.text).toBe('The reader speaks slowly.');
    vi.advanceTimersByTime(1);
    expect(a.getSnapshot().segmentIndex).toBe(1);
    a.previous();
    expect(speech.spoken.at(-1)?.text).toBe('Hello world.');
    a.seek(2);
    vi.advanceTimersByTime(1);
    expect(environment.store.getSnapshot()).toMatchObject({ segmentIndex: 2, segmentRange: [39, 59] });
  });
});

describe('the single-player rule', () => {
  it('starting a second reader pauses the first, and starting the first again pauses the second', () => {
    const a = reader();
    const b = reader({ id: 'b', text: readingSegments(['Another text entirely.'], 'en') });
    a.play();
    vi.advanceTimersByTime(101);
    b.play();
    expect(a.getSnapshot()).toMatchObject({ active: false, status: 'paused', segmentIndex: 0, wordIndex: 1 });
    expect(b.getSnapshot()).toMatchObject({ active: true, status: 'playing' });
    expect(environment.store.getSnapshot()).toMatchObject({ currentAudio: 'b', fullText: 'Another text entirely.' });
    vi.advanceTimersByTime(101);
    expect(speech.spoken.at(-1)?.text).toBe('Another text entirely.');
    expect(b.getSnapshot().wordIndex).toBe(1);

    a.play();
    expect(b.getSnapshot()).toMatchObject({ active: false, status: 'paused' });
    expect(environment.store.getSnapshot()).toMatchObject({ currentAudio: 'a', status: 'playing', segmentIndex: 0 });
    expect(speech.spoken.at(-1)?.text).toBe('world.');
  });
});

describe('voices', () => {
  it('says when the browser has no speech synthesis, and offers nothing without a recording', () => {
    const a = createReader({ id: 'a', lang: 'en', text, settings }, { ...environment, speech: undefined });
    expect(a.getSnapshot()).toMatchObject({ notice: 'noSpeech', canOfferRecorded: false });
    a.play();
    expect(a.getSnapshot().status).toBe('idle');
    expect(environment.store.getSnapshot()).toEqual(idleState);
  });

  it('waits for the voices, then says there are none (headless Chromium)', () => {
    const a = reader({}, []);
    expect(a.getSnapshot().notice).toBeUndefined();
    a.play();
    expect(a.getSnapshot().status).toBe('loading');
    vi.advanceTimersByTime(500);
    expect(a.getSnapshot()).toMatchObject({ status: 'idle', notice: 'noVoices' });
    expect(environment.store.getSnapshot()).toEqual(idleState);
    expect(speech.spoken).toEqual([]);
  });

  it('starts when the voices are listed late', () => {
    const a = reader({}, []);
    a.play();
    speech.setVoices(usVoices);
    expect(a.getSnapshot()).toMatchObject({ status: 'playing', notice: undefined });
    expect(speech.spoken[0]).toMatchObject({ text: 'Hello world.', voice: 'Microsoft Zira - English (United States)' });
  });

  it('says so when no voice speaks the language', () => {
    const a = reader({ lang: 'ja', text: readingSegments(['今日は晴れです。'], 'ja') });
    expect(a.getSnapshot().notice).toBe('noVoices');
  });

  it('falls back to another gender and says so, and changes voice on request', () => {
    const a = reader({ settings: { ...settings, voice: 'male' } }, [{ name: 'Microsoft Zira', lang: 'en-US' }]);
    expect(a.getSnapshot()).toMatchObject({ notice: 'noMaleVoice', voice: { fallback: true } });
    speech.setVoices(usVoices);
    expect(a.getSnapshot()).toMatchObject({ notice: undefined, voice: { fallback: false } });
    expect(a.getSnapshot().voice?.voice.name).toContain('David');
    a.play();
    vi.advanceTimersByTime(1);
    a.setSettings({ voice: 'female' });
    expect(speech.spoken.map((spoken) => spoken.voice)).toEqual([
      'Microsoft David - English (United States)',
      'Microsoft Zira - English (United States)',
    ]);
  });
});

describe('resuming', () => {
  it('keeps the segment reached per article and starts there next time; a stop forgets it', () => {
    const a = reader({ article: 'en/hello' });
    a.play();
    vi.advanceTimersByTime(1 + 200 + 1);
    expect(a.getSnapshot().segmentIndex).toBe(1);
    a.dispose();

    const again = reader({ article: 'en/hello' });
    expect(again.getSnapshot()).toMatchObject({ status: 'idle', resumeFrom: 1 });
    again.play();
    expect(speech.spoken.at(-1)?.text).toBe('The reader speaks slowly.');
    again.stop();
    expect(reader({ article: 'en/hello' }).getSnapshot().resumeFrom).toBeUndefined();
  });
});
