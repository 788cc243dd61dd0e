import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DaySection } from '../../../src/domain/content/content';
import type { WeeklyOpeningHours } from '../../../src/domain/places/opening-hours';
import { KNOWN_LOCATIONS } from '../../fakes/in-memory-location-api';
import { anApp } from '../support/render-app';
import { renderEditor } from './render-editor';

const open = { mode: 'open' as const, periods: [{ open: '06.00', close: '18.00' }] };
const hours: WeeklyOpeningHours = {
  sunday: open,
  monday: open,
  tuesday: open,
  wednesday: open,
  thursday: open,
  friday: open,
  saturday: open,
};
const doi = KNOWN_LOCATIONS.find((p) => p.location.locationId === 'loc-doi-suthep')!;
const original = doi.location;
beforeEach(() => {
  doi.location = { ...original, openingHours: hours };
});
afterEach(() => {
  doi.location = original;
});

/**
 * One day in Bangkok that ends in Chiang Mai: the Grand Palace at 09:00, Wat Pho next door (a proposed place,
 * no time), then Doi Suthep (06.00–18.00) planned for 12:00 — about 590 km away, so the day cannot reach it.
 */
const day: DaySection = {
  sectionId: 'day-1',
  type: 'day',
  title: 'Too much in one day',
  travelMode: null,
  stops: [
    { stopId: 's-1', locationId: 'loc-grand-palace', pendingLocation: null, time: '09:00', note: '' },
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

function seeded(language: 'th' | 'en') {
  const fakes = anApp({ language });
  fakes.editor.api.seed({ contentId: 't-plan', kind: 'trip', title: 'Bangkok to Chiang Mai', sections: [day] });
  renderEditor('/my-contents/t-plan/edit', fakes);
  return fakes;
}

describe(
  'the day checks itself in the editor as on the trip page (legs, estimates, warnings)',
  { timeout: 30_000 },
  () => {
    it('English: the leg from the stop before, the estimated arrival, running late, closed on arrival, past midnight', async () => {
      seeded('en');
      const second = await screen.findByRole('listitem', { name: 'Stop 2' });
      expect(within(second).getByTestId('stop-leg')).toHaveTextContent('≈ 10 min on foot · 420 m');
      expect(within(second).getByTestId('stop-estimate')).toHaveTextContent('≈ 10:10 estimated arrival');

      const third = screen.getByRole('listitem', { name: 'Stop 3' });
      // The places are read once each, so the leg to Doi Suthep appears when its place is in.
      expect(await within(third).findByTestId('stop-leg')).toHaveTextContent('≈ 33 h by car · 587 km');
      expect(within(third).getByTestId('stop-leg')).toHaveAttribute('data-mode', 'drive');
      expect(within(third).getByTestId('stop-late')).toHaveTextContent(
        'Running late: with the stop before and the way here you would arrive around 20:10. (next day)',
      );
      // Checked at the real arrival, not at the planned 12:00.
      expect(within(third).getByTestId('stop-arrival')).toHaveTextContent('Closed when you arrive at 20:10');
      expect(screen.getByTestId('day-past-midnight')).toHaveTextContent(
        'This day runs past midnight: it may be too much for one day.',
      );
      expect(screen.getByRole('link', { name: 'Open this day in a maps app' })).toHaveAttribute(
        'href',
        'https://www.google.com/maps/dir/?api=1&origin=13.750000%2C100.491300&destination=18.804800%2C98.921600&waypoints=13.746500%2C100.492700',
      );

      // The day's way of getting around changes every leg; a time written for Wat Pho replaces its estimate.
      await userEvent.selectOptions(screen.getByLabelText('Getting around this day'), 'Public transport');
      expect(within(second).getByTestId('stop-leg')).toHaveTextContent('≈ 15 min by public transport · 420 m');
      expect(within(second).getByTestId('stop-estimate')).toHaveTextContent('≈ 10:15');
      await userEvent.type(within(second).getByLabelText('Arrival time (optional)'), '10:30');
      expect(within(second).queryByTestId('stop-estimate')).toBeNull();
    });

    it('Thai: the same checks in Thai words', async () => {
      seeded('th');
      const second = await screen.findByRole('listitem', { name: 'จุดแวะที่ 2' });
      expect(within(second).getByTestId('stop-leg')).toHaveTextContent('≈ 10 นาที เดินเท้า · 420 ม.');
      expect(within(second).getByTestId('stop-estimate')).toHaveTextContent('≈ 10:10 เวลาถึงโดยประมาณ');
      const third = screen.getByRole('listitem', { name: 'จุดแวะที่ 3' });
      expect(await within(third).findByTestId('stop-leg')).toHaveTextContent('≈ 33 ชม. โดยรถยนต์ · 587 กม.');
      expect(within(third).getByTestId('stop-late')).toHaveTextContent(
        'อาจไปไม่ทัน: เมื่อรวมจุดก่อนหน้าและเวลาเดินทาง จะถึงประมาณ 20:10 (วันถัดไป)',
      );
      expect(screen.getByTestId('day-past-midnight')).toHaveTextContent('วันนี้เลยเที่ยงคืน');
      expect(screen.getByRole('link', { name: 'เปิดวันนี้ในแอปแผนที่' })).toBeInTheDocument();
    });
  },
);

describe("the editor's preview shows the day checking itself as readers will", { timeout: 30_000 }, () => {
  it.each([
    [
      'en',
      '≈ 10 min on foot · 420 m',
      '≈ 10:10 estimated arrival',
      'Closed when you arrive at 20:10',
      'This day runs past midnight',
    ],
    ['th', '≈ 10 นาที เดินเท้า · 420 ม.', '≈ 10:10 เวลาถึงโดยประมาณ', 'ปิดอยู่เมื่อไปถึงเวลา 20:10', 'วันนี้เลยเที่ยงคืน'],
  ] as const)('%s', async (language, leg, estimate, closed, pastMidnight) => {
    const fakes = anApp({ language });
    fakes.editor.api.seed({ contentId: 't-plan', kind: 'trip', title: 'Bangkok to Chiang Mai', sections: [day] });
    renderEditor('/my-contents/t-plan/preview', fakes);
    const frame = await screen.findByTestId('preview-frame');
    const stops = await within(frame).findAllByTestId('day-stop');
    expect(within(stops[1]).getByTestId('stop-leg')).toHaveTextContent(leg);
    expect(within(stops[1]).getByTestId('stop-estimate')).toHaveTextContent(estimate);
    expect(await within(stops[2]).findByTestId('stop-late')).toBeInTheDocument();
    expect(within(stops[2]).getByTestId('stop-arrival')).toHaveTextContent(closed);
    expect(within(frame).getByTestId('day-past-midnight')).toHaveTextContent(pastMidnight);
  });
});
