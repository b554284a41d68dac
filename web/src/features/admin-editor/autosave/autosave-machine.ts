/**
 * When the editor saves, as a pure state machine over times (milliseconds), so that the schedule is tested without
 * timers: a save 1.5 s after typing stops, and at least every 10 s while typing goes on; a failed save is tried
 * again with a growing delay; a conflict stops everything until the administrator decides.
 */
export const autosaveTiming = {
  quietMs: 1500,
  maxWaitMs: 10_000,
  firstRetryMs: 1000,
  maxRetryMs: 30_000,
} as const;

export type AutosaveStatus = 'saved' | 'pending' | 'saving' | 'retrying' | 'invalid' | 'conflict';

export interface AutosaveState {
  status: AutosaveStatus;
  /** The first change the server does not have yet. */
  dirtySince: number | null;
  lastEditAt: number | null;
  lastSavedAt: number | null;
  /** Changes made while a save was on its way: that save does not carry them. */
  editedWhileSaving: boolean;
  /** Failed attempts in a row. */
  failures: number;
  retryAt: number | null;
}

export const initialAutosave = (lastSavedAt: number | null = null): AutosaveState => ({
  status: 'saved',
  dirtySince: null,
  lastEditAt: null,
  lastSavedAt,
  editedWhileSaving: false,
  failures: 0,
  retryAt: null,
});

/** The text changed. */
export function edited(state: AutosaveState, now: number): AutosaveState {
  if (state.status === 'conflict') return state;
  if (state.status === 'saving') return { ...state, lastEditAt: now, editedWhileSaving: true };
  return {
    ...state,
    status: state.status === 'retrying' ? 'retrying' : 'pending',
    dirtySince: state.dirtySince ?? now,
    lastEditAt: now,
  };
}

/** When the next save should start, or null when none is due (nothing to save, one on its way, a conflict). */
export function dueAt(state: AutosaveState): number | null {
  if (state.status === 'retrying') return state.retryAt;
  if (state.status !== 'pending' || state.dirtySince === null || state.lastEditAt === null) return null;
  return Math.min(state.lastEditAt + autosaveTiming.quietMs, state.dirtySince + autosaveTiming.maxWaitMs);
}

/** A save left with everything typed until now. */
export const started = (state: AutosaveState): AutosaveState => ({
  ...state,
  status: 'saving',
  editedWhileSaving: false,
  retryAt: null,
});

/** The server has that save; what was typed meanwhile is still to be saved. */
export function succeeded(state: AutosaveState, now: number): AutosaveState {
  if (state.status === 'conflict') return state;
  const again = state.editedWhileSaving;
  return {
    ...state,
    status: again ? 'pending' : 'saved',
    dirtySince: again ? (state.lastEditAt ?? now) : null,
    lastSavedAt: now,
    editedWhileSaving: false,
    failures: 0,
    retryAt: null,
  };
}

/** The delay before the nth try again: 1 s, 2 s, 4 s… up to 30 s. */
export const retryDelay = (failures: number) =>
  Math.min(autosaveTiming.maxRetryMs, autosaveTiming.firstRetryMs * 2 ** Math.max(0, failures - 1));

/** The save did not reach the server (network, 5xx, a refusal): everything stays dirty and is tried again. */
export function failed(state: AutosaveState, now: number): AutosaveState {
  if (state.status === 'conflict') return state;
  const failures = state.failures + 1;
  return {
    ...state,
    status: 'retrying',
    dirtySince: state.dirtySince ?? now,
    editedWhileSaving: false,
    failures,
    retryAt: now + retryDelay(failures),
  };
}

/**
 * The server refused what was sent (a field it names, a taken slug): trying the same text again would fail again,
 * so the next save waits for the next change, unless something was already typed meanwhile.
 */
export function refused(state: AutosaveState): AutosaveState {
  if (state.status === 'conflict') return state;
  const again = state.editedWhileSaving;
  return { ...state, status: again ? 'pending' : 'invalid', editedWhileSaving: false, failures: 0, retryAt: null };
}

/** Another tab saved first: nothing is saved any more until the administrator chooses. */
export const conflicted = (state: AutosaveState): AutosaveState => ({ ...state, status: 'conflict', retryAt: null });

/** The server's copy was taken as it is (reloaded, or a new article opened): nothing left to save. */
export const settled = (now: number): AutosaveState => initialAutosave(now);

/** Something typed is not on the server yet. */
export const unsaved = (state: AutosaveState) => state.status !== 'saved';
