import { describe, expect, it } from 'vitest';
import {
  autosaveReducer,
  hasUnsavedEdits,
  initialAutosave,
  nextSaveAt,
  retryDelay,
  shouldSave,
  type AutosaveEvent,
  type AutosaveState,
  type AutosaveTiming,
} from '../../../src/domain/content/autosave';

const timing: AutosaveTiming = { debounceMs: 1000, maxWaitMs: 5000, retryBaseMs: 2000, retryMaxMs: 16_000 };
const run = (events: AutosaveEvent[], from: AutosaveState = initialAutosave) =>
  events.reduce((s, e) => autosaveReducer(s, e, timing), from);

describe('autosave state machine (saving / saved / offline / conflict)', () => {
  it('an edit makes it dirty; the save is due after a pause in typing', () => {
    const s = run([
      { type: 'edit', at: 0 },
      { type: 'edit', at: 400 },
    ]);
    expect(s.status).toBe('dirty');
    expect(nextSaveAt(s, timing)).toBe(1400);
    expect(shouldSave(s, 1399, timing)).toBe(false);
    expect(shouldSave(s, 1400, timing)).toBe(true);
  });

  it('continuous typing still saves once the first unsaved edit is maxWait old', () => {
    const edits = Array.from({ length: 20 }, (_, i) => ({ type: 'edit' as const, at: i * 500 }));
    const s = run(edits);
    expect(nextSaveAt(s, timing)).toBe(5000);
  });

  it('dirty → saving → saved, and nothing is due afterwards', () => {
    const s = run([
      { type: 'edit', at: 0 },
      { type: 'saveStarted', at: 1000 },
      { type: 'saveSucceeded', at: 1200 },
    ]);
    expect(s.status).toBe('saved');
    expect(s.lastSavedAt).toBe(1200);
    expect(hasUnsavedEdits(s)).toBe(false);
    expect(nextSaveAt(s, timing)).toBeNull();
  });

  it('edits made while saving are not in that save: it ends dirty and saves again', () => {
    const saving = run([
      { type: 'edit', at: 0 },
      { type: 'saveStarted', at: 1000 },
      { type: 'edit', at: 1100 },
    ]);
    expect(saving.status).toBe('saving');
    expect(hasUnsavedEdits(saving)).toBe(true);
    expect(nextSaveAt(saving, timing)).toBeNull();
    const after = autosaveReducer(saving, { type: 'saveSucceeded', at: 1300 }, timing);
    expect(after.status).toBe('dirty');
    expect(nextSaveAt(after, timing)).toBe(2100);
  });

  it('a failed network goes offline and retries with a growing delay; the network coming back retries at once', () => {
    const once = run([
      { type: 'edit', at: 0 },
      { type: 'saveStarted', at: 1000 },
      { type: 'saveOffline', at: 1000 },
    ]);
    expect(once.status).toBe('offline');
    expect(nextSaveAt(once, timing)).toBe(3000);
    const twice = run(
      [
        { type: 'saveStarted', at: 3000 },
        { type: 'saveOffline', at: 3000 },
      ],
      once,
    );
    expect(nextSaveAt(twice, timing)).toBe(7000);
    expect(run([{ type: 'online', at: 4000 }], twice).retryAt).toBe(4000);
    expect([1, 2, 3, 4, 5, 9].map((n) => retryDelay(n, timing))).toEqual([2000, 4000, 8000, 16_000, 16_000, 16_000]);
  });

  it('edits while offline stay offline (still shown) and are kept for the retry', () => {
    const s = run([
      { type: 'edit', at: 0 },
      { type: 'saveStarted', at: 1000 },
      { type: 'saveOffline', at: 1000 },
      { type: 'edit', at: 1500 },
    ]);
    expect(s.status).toBe('offline');
    expect(s.lastEditAt).toBe(1500);
    expect(hasUnsavedEdits(s)).toBe(true);
    const saved = run(
      [
        { type: 'saveStarted', at: 3000 },
        { type: 'saveSucceeded', at: 3100 },
      ],
      s,
    );
    expect(saved.status).toBe('saved');
    expect(saved.failures).toBe(0);
  });

  it('a conflict stops autosave until the person chooses', () => {
    const s = run([
      { type: 'edit', at: 0 },
      { type: 'saveStarted', at: 1000 },
      { type: 'saveConflict', at: 1100 },
      { type: 'edit', at: 1200 },
    ]);
    expect(s.status).toBe('conflict');
    expect(nextSaveAt(s, timing)).toBeNull();
    expect(run([{ type: 'saveStarted', at: 2000 }], s).status).toBe('conflict');
    expect(run([{ type: 'conflictResolved', at: 3000, unsaved: true }], s).status).toBe('dirty');
    expect(run([{ type: 'conflictResolved', at: 3000, unsaved: false }], s).status).toBe('saved');
    expect(run([{ type: 'conflictFound', at: 10 }]).status).toBe('conflict');
  });

  it('a refused save (e.g. 422) is an error, retried only after the next edit', () => {
    const s = run([
      { type: 'edit', at: 0 },
      { type: 'saveStarted', at: 1000 },
      { type: 'saveFailed', at: 1100, code: 4220607000 },
    ]);
    expect(s).toMatchObject({ status: 'error', errorCode: 4220607000 });
    expect(nextSaveAt(s, timing)).toBeNull();
    const edited = run([{ type: 'edit', at: 2000 }], s);
    expect(edited).toMatchObject({ status: 'dirty', errorCode: null });
  });

  it('a restored local draft starts dirty; a replaced document starts saved', () => {
    expect(run([{ type: 'restoredUnsaved', at: 0 }]).status).toBe('dirty');
    expect(
      run([
        { type: 'edit', at: 0 },
        { type: 'replaced', at: 5 },
      ]),
    ).toMatchObject({ status: 'saved', firstUnsavedAt: null });
    expect(
      run([
        { type: 'edit', at: 0 },
        { type: 'saveFailed', at: 1, code: 4220607000 },
      ]),
    ).toMatchObject({ status: 'dirty' });
    const refused = run([
      { type: 'edit', at: 0 },
      { type: 'saveStarted', at: 1 },
      { type: 'saveFailed', at: 2, code: 4220607000 },
    ]);
    expect(run([{ type: 'replaced', at: 9 }], refused)).toMatchObject({
      status: 'saved',
      errorCode: null,
      lastSavedAt: 9,
    });
  });

  it('a replaced document never ends a save in flight (its answer decides)', () => {
    const saving = run([
      { type: 'edit', at: 0 },
      { type: 'saveStarted', at: 1 },
    ]);
    expect(run([{ type: 'replaced', at: 5 }], saving)).toBe(saving);
  });

  it('events that do not fit the state change nothing', () => {
    expect(run([{ type: 'saveSucceeded', at: 1 }])).toBe(initialAutosave);
    expect(run([{ type: 'saveOffline', at: 1 }])).toBe(initialAutosave);
    expect(run([{ type: 'online', at: 1 }])).toBe(initialAutosave);
  });
});
