import { describe, expect, it, vi } from 'vitest';
import { readingSegments } from '@portfolio/contracts';
import { createSharedReaderStore, idleState } from './shared-state';

const first = readingSegments(['One. Two.'], 'en');
const second = readingSegments(['Three.'], 'en');

describe('the shared reader state', () => {
  it('gives the audio to one reader at a time, pausing the one that held it', () => {
    const store = createSharedReaderStore();
    const pauseA = vi.fn();
    const pauseB = vi.fn();
    const seen: (string | null)[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().currentAudio));

    store.claim('a', 'speech', first, pauseA);
    store.update('a', { status: 'playing', segmentIndex: 1, segmentRange: [5, 9] });
    expect(store.getSnapshot()).toMatchObject({ currentAudio: 'a', fullText: 'One. Two.', segmentIndex: 1 });

    store.claim('b', 'recorded', second, pauseB);
    expect(pauseA).toHaveBeenCalledOnce();
    expect(pauseB).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toEqual({
      ...idleState,
      currentAudio: 'b',
      engine: 'recorded',
      segments: second.segments,
      fullText: 'Three.',
    });
    // The paused reader's late reports change nothing.
    store.update('a', { segmentIndex: 0 });
    store.release('a');
    expect(store.getSnapshot().currentAudio).toBe('b');
    expect(seen).toEqual(['a', 'a', 'b']);
  });

  it('claiming again keeps the position; releasing resets segment, range, text and word', () => {
    const store = createSharedReaderStore();
    const pause = vi.fn();
    store.claim('a', 'speech', first, pause);
    store.update('a', { status: 'playing', segmentIndex: 1, segmentRange: [5, 9], wordIndex: 0, wordRange: [5, 9] });
    const before = store.getSnapshot();
    store.claim('a', 'speech', first, pause);
    expect(store.getSnapshot()).toBe(before);
    expect(pause).not.toHaveBeenCalled();
    store.release('a', 'ended');
    expect(store.getSnapshot()).toEqual({ ...idleState, status: 'ended' });
  });

  it('makes a new snapshot only on a change', () => {
    const store = createSharedReaderStore();
    store.claim('a', 'speech', first, () => undefined);
    const snapshot = store.getSnapshot();
    store.update('a', { segmentIndex: -1, status: 'idle' });
    expect(store.getSnapshot()).toBe(snapshot);
  });
});
