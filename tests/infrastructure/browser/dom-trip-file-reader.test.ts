// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DomTripFileReader } from '../../../src/infrastructure/browser/dom-trip-file-reader';
import { planImport } from '../../../src/domain/trip-import/import-plan';
import { ImportFileError, type ImportFileProblem } from '../../../src/domain/trip-import/import-source';

const FIXTURES = path.resolve(__dirname, '../../fixtures/trip-import');
const file = (name: string, as = name) => ({
  name: as,
  bytes: new Uint8Array(fs.readFileSync(path.join(FIXTURES, name))),
});
const reader = new DomTripFileReader();
const BKK = { timeZone: 'Asia/Bangkok', maxDays: 100 };

describe('reading GPX, KML and KMZ files (the browser DOMParser, togeojson, fflate)', () => {
  it('GPX 1.1: waypoints with times across local midnight and a two-segment track become two days', async () => {
    const source = await reader.read(file('bangkok-two-days.gpx'));
    expect(source.name).toBe('Bangkok: Chinatown by night, temples by day');
    expect(source.groups.map((g) => [g.kind, g.name, g.points.length])).toEqual([
      ['waypoints', '', 5],
      ['track', 'Temple walk', 5],
    ]);
    const plan = planImport(source, BKK);
    expect(plan.days.map((d) => [d.date, d.stops.map((s) => `${s.time} ${s.name}`)])).toEqual([
      ['2026-03-14', ['21:30 Yaowarat street food', '22:45 Jay Fai (crab omelette)', '23:40 Khao San Road']],
      [
        '2026-03-15',
        ['00:20 Democracy Monument at night', '09:00 Temple walk', '11:10 Temple walk', '16:30 Wat Arun at sunset'],
      ],
    ]);
  });

  it('GPX routes without times keep their points’ names and make one day per route', async () => {
    const plan = planImport(await reader.read(file('bangkok-routes-no-times.gpx')), BKK);
    expect(plan.splitBy).toBe('group');
    expect(plan.days.map((d) => [d.name, d.stops.map((s) => s.name)])).toEqual([
      ['Old town', ['Grand Palace', 'Wat Pho', 'Wat Arun']],
      ['Weekend market', ['Chatuchak', 'Or Tor Kor Market']],
    ]);
  });

  it.each(['bangkok-favourites.kml', 'bangkok-favourites.kmz'])(
    '%s: folders are days, a line is a track of its own',
    async (name) => {
      const source = await reader.read(file(name));
      expect(source.format).toBe(name.endsWith('kmz') ? 'kmz' : 'kml');
      expect(source.name).toBe('Bangkok favourites');
      const plan = planImport(source, BKK);
      expect(plan.days.map((d) => [d.name, d.stops.map((s) => s.name)])).toEqual([
        ['Old town', ['The Grand Palace', 'Wat Pho', 'Tha Tien pier']],
        ['Weekend', ['Chatuchak Weekend Market']],
        ['BTS to Mo Chit', ['BTS to Mo Chit', 'BTS to Mo Chit']],
      ]);
      expect(plan.days[0].stops[0]).toMatchObject({ lat: 13.750029, lng: 100.491349 });
    },
  );

  it('a KML file is read by its content even when it is named .xml-less', async () => {
    const source = await reader.read(file('bangkok-favourites.kml', 'favourites'));
    expect(source.format).toBe('kml');
  });

  it.each<[string, string, ImportFileProblem]>([
    ['malformed.gpx', 'malformed.gpx', 'malformed'],
    ['empty.gpx', 'empty.gpx', 'noPoints'],
    ['notes.txt', 'notes.txt', 'notSupported'],
    ['a KML renamed .kmz is not a zip', 'bangkok-favourites.kml', 'malformed'],
  ])('%s is refused as %s', async (_what, name, problem) => {
    const as = _what.includes('renamed') ? 'favourites.kmz' : name;
    const failure = await reader.read(file(name, as)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ImportFileError);
    expect((failure as ImportFileError).problem).toBe(problem);
  });
});
