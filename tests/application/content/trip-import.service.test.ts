import { describe, expect, it } from 'vitest';
import { TripImportService } from '../../../src/application/content/trip-import.service';
import type { DaySection } from '../../../src/domain/content/content';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import {
  IMPORT_FILE_MAX_BYTES,
  type ImportFileError,
  type ImportSource,
} from '../../../src/domain/trip-import/import-source';
import { anEditorHarness } from '../../builders/editor-services.builder';
import { serverError } from '../../fakes/in-memory-content-api';
import { InMemoryTripFileReader } from '../../fakes/in-memory-trip-file-reader';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// The fake's Grand Palace is at 13.75, 100.4913: one point 40 m from it, one 2 km away.
const SOURCE: ImportSource = {
  format: 'gpx',
  name: 'Old town walk',
  groups: [
    {
      kind: 'waypoints',
      name: '',
      points: [
        { name: 'Palace gate', lat: 13.75036, lng: 100.4913, time: '2026-03-15T02:00:00Z' },
        { name: 'Noodle stall', lat: 13.768, lng: 100.4913, time: '2026-03-15T05:00:00Z' },
      ],
    },
  ],
};
const FILE = { name: 'walk.gpx', bytes: new Uint8Array([1]) };

function harness() {
  const h = anEditorHarness();
  const reader = new InMemoryTripFileReader();
  reader.sources.set('walk.gpx', SOURCE);
  const service = new TripImportService({ reader, places: h.locationApi, api: h.api, newId: h.contentEditor.newId });
  return { ...h, reader, service };
}

describe('importing a GPX/KML file into a trip', () => {
  it('matches each point to the known place within 150 m through the nearby search, else none', async () => {
    const h = harness();
    const preview = await h.service.preview(FILE, { maxDays: 100, lang: 'en' });
    expect(preview.plan.days).toHaveLength(1);
    expect([...preview.matches.values()].map((m) => m?.locationId ?? null)).toEqual(['loc-grand-palace', null]);
    expect(h.locationApi.searches[0]).toMatchObject({ keyword: '', near: { lat: 13.75036, lng: 100.4913 }, limit: 1 });
  });

  it('refuses a file over the size limit before reading it', async () => {
    const h = harness();
    const big = { name: 'walk.gpx', bytes: new Uint8Array(IMPORT_FILE_MAX_BYTES + 1) };
    const failure = await h.service.preview(big, { maxDays: 100, lang: 'en' }).catch((e: unknown) => e);
    expect((failure as ImportFileError).problem).toBe('tooLarge');
  });

  it('a new trip is reserved and saved whole once, with new places as pending locations (spec §8 4000607032)', async () => {
    const h = harness();
    const preview = await h.service.preview(FILE, { maxDays: 100, lang: 'en' });
    const [matched, unmatched] = [...preview.matches.keys()];
    const id = await h.service.importAsNewTrip(
      preview,
      { matches: preview.matches, proposeNew: new Set([unmatched]) },
      'en',
    );
    const saved = await h.api.getEditorContent(id);
    expect(saved).toMatchObject({ kind: 'trip', status: 'draft', title: 'Old town walk' });
    const day = saved.sections[0] as DaySection;
    expect(day.title).toBe('15 Mar 2026');
    expect(day.stops.map((s) => [s.locationId, s.pendingLocation?.name ?? null, s.time])).toEqual([
      ['loc-grand-palace', null, '09:00'],
      [null, 'Noodle stall', '12:00'],
    ]);
    expect(matched).toBeDefined();
  });

  it('into an open trip: one save on the editor’s revision; unsaved edits are saved first', async () => {
    const h = harness();
    const id = await h.contentEditor.create('trip');
    const session = h.contentEditor.open(id);
    await settle();
    session.edit((d) => ({ ...d, title: 'My Bangkok' }));
    const preview = await h.service.preview(FILE, { maxDays: 100, lang: 'en' });
    h.api.log.clear();
    const failure = await session.saveChange(
      await h.service.changeFor(preview, { matches: preview.matches, proposeNew: new Set() }),
    );
    expect(failure).toBeNull();
    expect(h.api.log.only('contentApi')).toEqual(['contentApi.save', 'contentApi.save']);
    const state = session.getState();
    expect(state.document?.title).toBe('My Bangkok');
    expect(state.document?.sections).toHaveLength(1);
    expect(state.autosave.status).not.toBe('dirty');
  });

  it('nothing half-imported: a refused save leaves the trip as it was and says why', async () => {
    const h = harness();
    const id = await h.contentEditor.create('trip');
    const session = h.contentEditor.open(id);
    await settle();
    const preview = await h.service.preview(FILE, { maxDays: 100, lang: 'en' });
    const before = session.getState().document;
    h.api.failures.fail('save', serverError(ErrorCode.contentVersionConflict, 409));
    const failure = await session.saveChange(
      await h.service.changeFor(preview, { matches: preview.matches, proposeNew: new Set(preview.matches.keys()) }),
    );
    expect(failure?.code).toBe(ErrorCode.contentVersionConflict);
    expect(session.getState().document).toBe(before);
    expect((await h.api.getEditorContent(id)).sections).toEqual([]);
  });

  it('nothing chosen (no known place, every new one unchecked) is refused before any save', async () => {
    const h = harness();
    h.reader.sources.set('walk.gpx', {
      ...SOURCE,
      groups: [{ ...SOURCE.groups[0], points: [SOURCE.groups[0].points[1]] }],
    });
    const preview = await h.service.preview(FILE, { maxDays: 100, lang: 'en' });
    h.api.log.clear();
    await expect(
      h.service.importAsNewTrip(preview, { matches: preview.matches, proposeNew: new Set() }, 'en'),
    ).rejects.toMatchObject({ messageKey: 'editor.import.errors.nothingChosen' });
    expect(h.api.log.only('contentApi')).toEqual([]);
  });
});
