import { describe, expect, it } from 'vitest';
import {
  conflicted,
  dueAt,
  edited,
  failed,
  initialAutosave,
  refused,
  retryDelay,
  settled,
  started,
  succeeded,
  unsaved,
  type AutosaveState,
} from './autosave-machine';

/** Types at each of these times. */
const typing = (state: AutosaveState, times: number[]) => times.reduce((s, t) => edited(s, t), state);

describe('autosave machine', () => {
  it('saves 1.5 s after typing stops', () => {
    const state = typing(initialAutosave(), [0, 300, 900]);
    expect(state.status).toBe('pending');
    expect(dueAt(state)).toBe(2400);
    expect(unsaved(state)).toBe(true);
  });

  it('saves at least every 10 s while typing goes on', () => {
    const times = Array.from({ length: 60 }, (_, i) => i * 200);
    expect(dueAt(typing(initialAutosave(), times))).toBe(10_000);
  });

  it('has nothing due when nothing changed, or while a save is on its way', () => {
    expect(dueAt(initialAutosave())).toBeNull();
    const saving = started(typing(initialAutosave(), [0]));
    expect(dueAt(saving)).toBeNull();
    expect(unsaved(saving)).toBe(true);
  });

  it('is saved after a save that carried everything', () => {
    const state = succeeded(started(typing(initialAutosave(), [0])), 2000);
    expect(state).toMatchObject({ status: 'saved', lastSavedAt: 2000, dirtySince: null });
    expect(unsaved(state)).toBe(false);
  });

  it('saves again what was typed while a save was on its way', () => {
    const saving = started(typing(initialAutosave(), [0]));
    const state = succeeded(edited(saving, 1600), 1700);
    expect(state.status).toBe('pending');
    expect(dueAt(state)).toBe(3100);
  });

  it('tries a failed save again with a growing delay, keeping what was typed', () => {
    let state = started(typing(initialAutosave(), [0]));
    state = failed(state, 2000);
    expect(state).toMatchObject({ status: 'retrying', failures: 1 });
    expect(dueAt(state)).toBe(3000);
    state = failed(started(state), 3100);
    expect(dueAt(state)).toBe(5100);
    // Typing while waiting to try again keeps the retry's time.
    state = edited(state, 3200);
    expect(state.status).toBe('retrying');
    expect(dueAt(state)).toBe(5100);
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(succeeded(started(state), 6000)).toMatchObject({ status: 'saved', failures: 0 });
  });

  it('waits for the next change after a refused save, without retrying the same text', () => {
    const state = refused(started(typing(initialAutosave(), [0])));
    expect(state.status).toBe('invalid');
    expect(dueAt(state)).toBeNull();
    expect(unsaved(state)).toBe(true);
    expect(dueAt(edited(state, 5000))).toBe(6500);
    expect(refused(edited(started(typing(initialAutosave(), [0])), 100)).status).toBe('pending');
  });

  it('stops at a conflict whatever happens next, until the server copy is settled', () => {
    let state = conflicted(started(typing(initialAutosave(), [0])));
    state = edited(state, 100);
    state = succeeded(state, 200);
    state = failed(state, 300);
    expect(state.status).toBe('conflict');
    expect(dueAt(state)).toBeNull();
    expect(unsaved(state)).toBe(true);
    expect(settled(400)).toMatchObject({ status: 'saved', lastSavedAt: 400 });
  });
});
