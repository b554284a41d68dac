import type { ReadingText } from '@portfolio/contracts';
import type { EngineKind, ExternalStore, SharedReaderState } from './types';

export const idleState: SharedReaderState = {
  currentAudio: null,
  engine: null,
  status: 'idle',
  segmentIndex: -1,
  segmentRange: null,
  segments: [],
  fullText: '',
  wordIndex: -1,
  wordRange: null,
};

type Position = Pick<SharedReaderState, 'status' | 'segmentIndex' | 'segmentRange' | 'wordIndex' | 'wordRange'>;

export interface SharedReaderStore extends ExternalStore<SharedReaderState> {
  /**
   * Reader `id` takes the page's audio with its text: the reader that held it is paused first (`pause`, given
   * when it claimed), so that only one audio plays at a time.
   */
  claim(id: string, engine: EngineKind, text: ReadingText, pause: () => void): void;
  /** The holder's position and status; a reader that no longer holds the audio changes nothing. */
  update(id: string, position: Partial<Position> & { engine?: EngineKind }): void;
  /** The holder lets the audio go: segment, range, text and word position are reset. */
  release(id: string, status?: 'idle' | 'ended' | 'error'): void;
}

export function createSharedReaderStore(): SharedReaderStore {
  let state = idleState;
  let pauseHolder: (() => void) | undefined;
  const listeners = new Set<() => void>();
  const set = (next: SharedReaderState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    claim(id, engine, text, pause) {
      if (state.currentAudio !== id) {
        const previous = pauseHolder;
        pauseHolder = undefined;
        set({ ...idleState, currentAudio: id, engine, segments: text.segments, fullText: text.fullText });
        // Paused once it no longer holds the audio: what it reports then stays out of the shared state.
        previous?.();
      } else if (state.engine !== engine || state.fullText !== text.fullText) {
        set({ ...state, engine, segments: text.segments, fullText: text.fullText });
      }
      pauseHolder = pause;
    },
    update(id, position) {
      if (state.currentAudio !== id) return;
      const next = { ...state, ...position };
      const keys = Object.keys(position) as (keyof typeof position)[];
      if (keys.some((key) => next[key] !== state[key])) set(next);
    },
    release(id, status = 'idle') {
      if (state.currentAudio !== id) return;
      pauseHolder = undefined;
      set({ ...idleState, status });
    },
  };
}

/** The page's one store: every reader on the page (the article's, the test page's columns) shares it. */
export const sharedReaderState = createSharedReaderStore();
