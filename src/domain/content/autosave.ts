/**
 * The autosave state machine of the editor ("autosave with a visible state (saving / saved /
 * offline / conflict)"; "nothing typed is lost on a reload, a network failure or a conflict"). Pure: time
 * comes in on every event, and `nextSaveAt` says when the caller should start the next save.
 *
 * - idle: nothing edited since the content was opened.
 * - dirty: edits not saved yet; a save starts `debounceMs` after the last edit, or `maxWaitMs` after the
 *   first unsaved one while typing goes on.
 * - saving: a save is in flight. Edits made meanwhile are NOT in that save: `editedWhileSaving` marks them
 *   and a successful save then lands in `dirty`, not `saved`, so they are saved next.
 * - saved: the server holds everything typed.
 * - offline: the save did not reach the server; retried with a growing delay (or at once when the network
 *   returns). Edits go on and are saved with the retry.
 * - conflict: another tab or device saved first (409). No autosave until the person chooses.
 * - error: the server refused the save for another reason (e.g. 422); retried only after the next edit.
 */
export type AutosaveStatus = 'idle' | 'dirty' | 'saving' | 'saved' | 'offline' | 'conflict' | 'error';

export interface AutosaveState {
  readonly status: AutosaveStatus;
  /** When the oldest edit not on the server was made (ms); null when there is none. */
  readonly firstUnsavedAt: number | null;
  readonly lastEditAt: number | null;
  readonly editedWhileSaving: boolean;
  readonly lastSavedAt: number | null;
  /** Failed attempts in a row (offline); grows the retry delay. */
  readonly failures: number;
  /** offline: when to try again. */
  readonly retryAt: number | null;
  /** error: the failure's code, for the message. */
  readonly errorCode: number | string | null;
}

export type AutosaveEvent =
  | { readonly type: 'edit'; readonly at: number }
  /** The opened document already holds unsaved edits (a local draft newer than the server's copy). */
  | { readonly type: 'restoredUnsaved'; readonly at: number }
  | { readonly type: 'saveStarted'; readonly at: number }
  | { readonly type: 'saveSucceeded'; readonly at: number }
  | { readonly type: 'saveOffline'; readonly at: number }
  | { readonly type: 'saveConflict'; readonly at: number }
  /** A conflict found without a save, e.g. on opening: a local draft based on an older revision. */
  | { readonly type: 'conflictFound'; readonly at: number }
  | { readonly type: 'saveFailed'; readonly at: number; readonly code: number | string }
  | { readonly type: 'online'; readonly at: number }
  /** The document was replaced by the server's copy (draft dropped, content reloaded): nothing is unsaved. */
  | { readonly type: 'replaced'; readonly at: number }
  /** The person chose how to end a conflict; `unsaved` when the chosen document still has to be saved. */
  | { readonly type: 'conflictResolved'; readonly at: number; readonly unsaved: boolean };

export interface AutosaveTiming {
  readonly debounceMs: number;
  readonly maxWaitMs: number;
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
}

/** Ours: a pause in typing of 1.5 s saves; continuous typing still saves every 10 s; retries 2 s … 60 s. */
export const DEFAULT_AUTOSAVE_TIMING: AutosaveTiming = {
  debounceMs: 1500,
  maxWaitMs: 10_000,
  retryBaseMs: 2000,
  retryMaxMs: 60_000,
};

export const initialAutosave: AutosaveState = {
  status: 'idle',
  firstUnsavedAt: null,
  lastEditAt: null,
  editedWhileSaving: false,
  lastSavedAt: null,
  failures: 0,
  retryAt: null,
  errorCode: null,
};

export function retryDelay(failures: number, timing: AutosaveTiming = DEFAULT_AUTOSAVE_TIMING): number {
  return Math.min(timing.retryMaxMs, timing.retryBaseMs * 2 ** Math.max(0, failures - 1));
}

export function autosaveReducer(
  state: AutosaveState,
  event: AutosaveEvent,
  timing: AutosaveTiming = DEFAULT_AUTOSAVE_TIMING,
): AutosaveState {
  switch (event.type) {
    case 'edit':
    case 'restoredUnsaved': {
      const edited = { ...state, lastEditAt: event.at, firstUnsavedAt: state.firstUnsavedAt ?? event.at };
      if (state.status === 'saving') return { ...edited, editedWhileSaving: true };
      // Offline and conflict are shown until they end; the edit is kept and goes with the next save.
      if (state.status === 'offline' || state.status === 'conflict') return edited;
      return { ...edited, status: 'dirty', errorCode: null };
    }
    case 'saveStarted':
      if (state.status === 'conflict' || state.status === 'saving') return state;
      return { ...state, status: 'saving', editedWhileSaving: false, retryAt: null };
    case 'saveSucceeded': {
      if (state.status !== 'saving') return state;
      const base = {
        ...state,
        lastSavedAt: event.at,
        failures: 0,
        retryAt: null,
        errorCode: null,
        editedWhileSaving: false,
      };
      return state.editedWhileSaving
        ? { ...base, status: 'dirty', firstUnsavedAt: state.lastEditAt ?? event.at }
        : { ...base, status: 'saved', firstUnsavedAt: null };
    }
    case 'saveOffline': {
      if (state.status !== 'saving') return state;
      const failures = state.failures + 1;
      return {
        ...state,
        status: 'offline',
        editedWhileSaving: false,
        failures,
        retryAt: event.at + retryDelay(failures, timing),
      };
    }
    case 'saveConflict':
      if (state.status !== 'saving') return state;
      return { ...state, status: 'conflict', editedWhileSaving: false, retryAt: null };
    case 'conflictFound':
      return state.status === 'saving' ? state : { ...state, status: 'conflict', retryAt: null };
    case 'saveFailed':
      if (state.status !== 'saving') return state;
      return { ...state, status: 'error', editedWhileSaving: false, errorCode: event.code, retryAt: null };
    case 'online':
      return state.status === 'offline' ? { ...state, retryAt: event.at } : state;
    case 'replaced':
      if (state.status === 'saving') return state;
      return { ...initialAutosave, status: 'saved', lastSavedAt: event.at };
    case 'conflictResolved':
      if (state.status !== 'conflict') return state;
      return event.unsaved
        ? { ...state, status: 'dirty', failures: 0, firstUnsavedAt: event.at, lastEditAt: event.at }
        : { ...state, status: 'saved', failures: 0, firstUnsavedAt: null, lastSavedAt: event.at };
  }
}

/** When the next save should start (ms), or null when none is due (nothing unsaved, in flight, or waiting for a person). */
export function nextSaveAt(state: AutosaveState, timing: AutosaveTiming = DEFAULT_AUTOSAVE_TIMING): number | null {
  if (state.status === 'offline') return state.retryAt;
  if (state.status !== 'dirty' || state.lastEditAt === null) return null;
  const afterPause = state.lastEditAt + timing.debounceMs;
  const capped = (state.firstUnsavedAt ?? state.lastEditAt) + timing.maxWaitMs;
  return Math.min(afterPause, capped);
}

export function shouldSave(
  state: AutosaveState,
  now: number,
  timing: AutosaveTiming = DEFAULT_AUTOSAVE_TIMING,
): boolean {
  const due = nextSaveAt(state, timing);
  return due !== null && now >= due;
}

/** True while something typed is not on the server (leaving the page should warn; the local draft holds it). */
export function hasUnsavedEdits(state: AutosaveState): boolean {
  return state.firstUnsavedAt !== null || state.editedWhileSaving;
}
