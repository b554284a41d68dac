import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readingSegments } from '@portfolio/contracts';
import { createReader } from './reader';
import { createSharedReaderStore, idleState } from './shared-state';
import { fakeSpeechSynthesis, type CancelEvent } from './testing/speech-synthesis-fake';
import type { ReaderOptions } from './types';

/** The synthesiser is the page's: what one reader cancels must not reach another, whatever a browser sends then. */
const text = readingSegments(['Hello world. The reader speaks slowly.', 'A second block here.'], 'en');
const usVoices = [{ name: 'Microsoft Zira - English (United States)', lang: 'en-US' }];
const settings = { voice: 'female', volume: 1, rate: 1 } as const;

let store: ReturnType<typeof createSharedReaderStore>;
let speech: ReturnType<typeof fakeSpeechSynthesis>;
const setup = (onCancel: CancelEvent = 'error') => {
  speech = fakeSpeechSynthesis(usVoices, 100, onCancel);
};
const reader = (options: Partial<ReaderOptions> = {}) =>
  createReader({ id: 'a', lang: 'en', text, settings, source: 'speech', ...options }, { store, speech: speech.api });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
  store = createSharedReaderStore();
  setup();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cancelling as Safari does', () => {
  it('ignores the end a cancelled utterance receives: pausing, seeking and stopping stay where they are', () => {
    setup('end');
    const a = reader();
    a.play();
    vi.advanceTimersByTime(101);
    a.pause();
    expect(a.getSnapshot()).toMatchObject({ status: 'paused', segmentIndex: 0 });
    expect(speech.spoken).toHaveLength(1);
    a.play();
    a.seek(2);
    vi.advanceTimersByTime(1);
    expect(a.getSnapshot()).toMatchObject({ status: 'playing', segmentIndex: 2 });
    a.stop();
    vi.runAllTimers();
    expect(speech.spoken.map((spoken) => spoken.text)).toEqual(['Hello world.', 'world.', 'A second block here.']);
    expect(store.getSnapshot()).toEqual(idleState);
  });
});

describe('readers sharing the synthesiser', () => {
  it('a reader paused or stopped earlier does not silence the one speaking when it goes away', () => {
    const a = reader();
    const b = reader({ id: 'b', text: readingSegments(['Another text entirely.'], 'en') });
    a.play();
    vi.advanceTimersByTime(1);
    b.play();
    vi.advanceTimersByTime(1);
    a.dispose();
    expect(speech.speaking).toBe(true);
    vi.runAllTimers();
    expect(b.getSnapshot().status).toBe('ended');
  });
});
