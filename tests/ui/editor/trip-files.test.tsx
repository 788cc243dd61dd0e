import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DaySection } from '../../../src/domain/content/content';
import type { WeeklyOpeningHours } from '../../../src/domain/places/opening-hours';
import { KNOWN_LOCATIONS } from '../../fakes/in-memory-location-api';
import { serverError } from '../../fakes/in-memory-content-api';
import { gpxSchemaErrors } from '../../support/gpx-schema';
import { readCalendar, readGpx } from '../../support/trip-files';
import { anApp } from '../support/render-app';
import { renderEditor } from './render-editor';

const open = { mode: 'open' as const, periods: [{ open: '06.00', close: '18.00' }] };
const hours = Object.fromEntries(
  ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, open]),
) as unknown as WeeklyOpeningHours;
const doi = KNOWN_LOCATIONS.find((p) => p.location.locationId === 'loc-doi-suthep')!;
const original = doi.location;

/** What the editor hands the browser to download: each file's name and its Blob's text. */
let saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  doi.location = { ...original, openingHours: hours };
  saved = [];
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:trip-${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs[Number(this.href.split('-').at(-1)) - 1] });
  });
});
afterEach(() => {
  doi.location = original;
  vi.restoreAllMocks();
});

/** A day in Bangkok that ends at Doi Suthep, out of reach: the calendar checks the late arrival against its hours. */
const day: DaySection = {
  sectionId: 'day-1',
  type: 'day',
  title: 'Old town',
  travelMode: null,
  stops: [
    { stopId: 's-1', locationId: 'loc-grand-palace', pendingLocation: null, time: '09:00', note: 'Dress code' },
    {
      stopId: 's-2',
      locationId: null,
      pendingLocation: { name: 'Wat Pho', lat: 13.7465, lng: 100.4927, address: 'Sanam Chai Rd' },
      time: null,
      note: '',
    },
    { stopId: 's-3', locationId: 'loc-doi-suthep', pendingLocation: null, time: '12:00', note: '' },
  ],
};

function seeded(language: 'th' | 'en', fakes = anApp({ language })) {
  fakes.editor.api.seed({
    contentId: 't-files',
    kind: 'trip',
    title: language === 'th' ? 'กรุงเทพฯ ถึงเชียงใหม่' : 'Bangkok to Chiang Mai',
    language,
    sections: [day],
  });
  renderEditor('/my-contents/t-files/edit', fakes);
  return fakes;
}

const panel = async (name: string) => {
  const heading = await screen.findByRole('heading', { name });
  return heading.closest('section') as HTMLElement;
};

describe(
  'a draft trip is taken along from the editor: files built in the browser, no server route',
  { timeout: 30_000 },
  () => {
    it('English: GPX with a point per stop and the day as a route; iCal from the chosen first day, unsaved edits included', async () => {
      seeded('en');
      const files = await panel('Take it with you');
      // An edit not saved yet is in the files: the draft as it is on screen.
      const title = await screen.findByLabelText('Title of the day');
      await userEvent.clear(title);
      await userEvent.type(title, 'Temples, then north');

      await userEvent.click(within(files).getByRole('button', { name: 'Download GPX' }));
      await vi.waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0].name).toBe('Bangkok-to-Chiang-Mai.gpx');
      expect(saved[0].blob.type).toBe('application/gpx+xml;charset=utf-8');
      const text = await saved[0].blob.text();
      expect(await gpxSchemaErrors(text)).toEqual([]);
      const gpx = readGpx(text);
      expect(gpx.root.getAttribute('version')).toBe('1.1');
      expect(gpx.waypoints.map((w) => w.properties?.name)).toEqual([
        'Grand Palace',
        'Wat Pho',
        'Wat Phra That Doi Suthep',
      ]);
      expect(gpx.waypoints[0].properties?.desc).toBe('Dress code');
      expect(gpx.routes.map((r) => r.properties?.name)).toEqual(['Temples, then north']);
      expect((gpx.routes[0].geometry as { coordinates: number[][] }).coordinates).toHaveLength(3);

      // The calendar needs the trip's first day; without one it says so and makes nothing.
      await userEvent.click(within(files).getByRole('button', { name: 'Add to calendar (.ics)' }));
      expect(within(files).getByRole('alert')).toHaveTextContent(
        'Pick the first day of your trip to make the calendar.',
      );
      expect(saved).toHaveLength(1);
      fireEvent.change(within(files).getByLabelText('First day of your trip'), { target: { value: '2026-12-05' } });
      await userEvent.click(within(files).getByRole('button', { name: 'Add to calendar (.ics)' }));
      await vi.waitFor(() => expect(saved).toHaveLength(2));
      expect(within(files).queryByRole('alert')).toBeNull();
      expect(saved[1].name).toBe('Bangkok-to-Chiang-Mai.ics');
      const calendar = readCalendar(await saved[1].blob.text());
      expect(calendar.name).toBe('Bangkok to Chiang Mai');
      expect(calendar.events.map((e) => [e.summary, e.start])).toEqual([
        ['Grand Palace', '2026-12-05T02:00:00Z'], // 09:00 in Bangkok
        ['Wat Pho', '2026-12-05T10:10:00'], // estimated; a proposed place has no zone of its own
        ['Wat Phra That Doi Suthep', '2026-12-06T13:10:00Z'], // reached late: 20:10 the next day in Bangkok
      ]);
      expect(calendar.events[2].description.split('\n')[0]).toBe('Closed when you arrive');
      // A draft has no public page: the files point back to its editor.
      expect(calendar.events[0].url).toBe(`${window.location.origin}/my-contents/t-files/edit`);
    });

    it('Thai: the buttons, the refusal and the files in Thai (place names and warnings in the trip language)', async () => {
      seeded('th');
      const files = await panel('พกไปด้วย');
      await userEvent.click(within(files).getByRole('button', { name: 'เพิ่มลงปฏิทิน (.ics)' }));
      expect(within(files).getByRole('alert')).toHaveTextContent('เลือกวันแรกของทริปก่อน จึงจะสร้างปฏิทินได้');

      await userEvent.click(within(files).getByRole('button', { name: 'ดาวน์โหลด GPX' }));
      await vi.waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0].name).toBe('กรุงเทพฯ-ถึงเชียงใหม่.gpx');
      expect(readGpx(await saved[0].blob.text()).waypoints.map((w) => w.properties?.name)).toEqual([
        'พระบรมมหาราชวัง',
        'Wat Pho',
        'วัดพระธาตุดอยสุเทพ',
      ]);

      fireEvent.change(within(files).getByLabelText('วันแรกของทริป'), { target: { value: '2026-12-05' } });
      await userEvent.click(within(files).getByRole('button', { name: 'เพิ่มลงปฏิทิน (.ics)' }));
      await vi.waitFor(() => expect(saved).toHaveLength(2));
      const events = readCalendar(await saved[1].blob.text()).events;
      expect(events[2].description.split('\n')[0]).toBe('ปิดในเวลาที่ไปถึง');
      expect(events[0].description.split('\n')).toEqual([
        'Old town',
        'Dress code',
        `${window.location.origin}/my-contents/t-files/edit`,
      ]);
    });

    it('a draft of several days in Thai, with markup characters and stops without a place or a time, downloads as GPX valid against the GPX 1.1 schema', async () => {
      const fakes = anApp({ language: 'th' });
      const stop = (stopId: string, over: Partial<DaySection['stops'][number]>) => ({
        stopId,
        locationId: null,
        pendingLocation: null,
        time: null,
        note: '',
        ...over,
      });
      fakes.editor.api.seed({
        contentId: 't-files',
        kind: 'trip',
        title: 'เหนือ & ใต้: "วัด" <ทะเล>',
        language: 'th',
        sections: [
          {
            sectionId: 'day-1',
            type: 'day',
            title: 'วันแรก & "พระราชวัง" <เช้า>',
            travelMode: 'walk',
            stops: [
              stop('s-1', { locationId: 'loc-grand-palace', time: '09:00', note: 'แต่งกาย "สุภาพ" & <มิดชิด>' }),
              stop('s-2', {
                pendingLocation: { name: "ท่าเตียน 'pier' & <ferry>", lat: 13.7462, lng: 100.4905, address: '' },
              }),
              stop('s-3', { note: 'ยังไม่ได้เลือกสถานที่' }),
            ],
          },
          { sectionId: 'day-2', type: 'day', title: '', travelMode: null, stops: [] },
          {
            sectionId: 'day-3',
            type: 'day',
            title: '',
            travelMode: 'drive',
            stops: [
              stop('s-4', { locationId: 'loc-doi-suthep' }),
              stop('s-5', { locationId: 'loc-railay', time: '18:30' }),
            ],
          },
        ],
      });
      renderEditor('/my-contents/t-files/edit', fakes);
      const files = await panel('พกไปด้วย');
      await userEvent.click(within(files).getByRole('button', { name: 'ดาวน์โหลด GPX' }));
      await vi.waitFor(() => expect(saved).toHaveLength(1));
      const text = await saved[0].blob.text();
      expect(await gpxSchemaErrors(text)).toEqual([]);
      const gpx = readGpx(text);
      expect(gpx.root.getElementsByTagName('metadata')[0].getElementsByTagName('name')[0].textContent).toBe(
        'เหนือ & ใต้: "วัด" <ทะเล>',
      );
      expect(gpx.waypoints.map((w) => w.properties?.name)).toEqual([
        'พระบรมมหาราชวัง',
        "ท่าเตียน 'pier' & <ferry>",
        'วัดพระธาตุดอยสุเทพ',
        'หาดไร่เลย์',
      ]);
      expect(gpx.routes.map((r) => r.properties?.name)).toEqual(['วันแรก & "พระราชวัง" <เช้า>', 'วันที่ 3']);
    });

    it('when the places cannot be read, no file is made and the editor says why', async () => {
      const fakes = anApp({ language: 'en' });
      fakes.editor.locationApi.failures.failAlways('getLocation', serverError(5000000, 503));
      seeded('en', fakes);
      const files = await panel('Take it with you');
      await userEvent.click(within(files).getByRole('button', { name: 'Download GPX' }));
      expect(await within(files).findByRole('alert')).toHaveTextContent(
        'The places of the trip could not be read, so no file was made. Try again.',
      );
      expect(saved).toEqual([]);
    });
  },
);
