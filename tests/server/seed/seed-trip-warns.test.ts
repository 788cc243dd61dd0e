import { describe, expect, it } from 'vitest';
import { arrivalOutlook, isOpenOnArrival } from '../../../src/domain/places/arrival-status';
import { planDay } from '../../../src/domain/places/day-plan';
import { DEMO_CONTENTS } from '../../../server/seed/seed-demo-contents';
import { DEMO_PLACES } from '../../../server/seed/demo-places';

const placeById = new Map(DEMO_PLACES.map((place) => [place.id, place]));
/** A fixed instant, so the day plan never depends on when the test runs (all demo places are in Bangkok time). */
const AT = Date.UTC(2026, 11, 5, 2);

/** What the public trip page warns of for each published demo trip day: the same domain rules it runs. */
const warnings = DEMO_CONTENTS.filter((content) => content.kind === 'trip' && content.publish).flatMap((trip) =>
  trip.sections.flatMap((section) => {
    if (section.type !== 'day') return [];
    const stops = section.stops.map((stop) => {
      const place = 'place' in stop ? placeById.get(stop.place) : undefined;
      const point = place ? { lat: place.lat, lng: place.lng } : 'pending' in stop ? stop.pending : null;
      return { stop, place, point };
    });
    const plan = planDay(
      stops.map(({ stop, point }) => ({ point, timeZone: 'Asia/Bangkok', time: stop.time })),
      null,
      AT,
    );
    const found: string[] = [];
    if (plan.pastMidnight) found.push(`${trip.title} / ${section.title}: past midnight`);
    plan.stops.forEach((planned, i) => {
      const { stop, place } = stops[i];
      if (planned.reachedLateAt !== null) found.push(`${trip.title} / ${section.title}: ${stop.time} reached late`);
      const outlook = place?.openingHours ? arrivalOutlook(place.openingHours, stop.time) : null;
      const closed =
        outlook?.kind === 'everyDay'
          ? !isOpenOnArrival(outlook.status)
          : outlook?.kind === 'someDays' && outlook.closedOn.length === 7;
      if (closed) found.push(`${trip.title} / ${section.title}: ${place!.nameEn} closed on arrival`);
    });
    return found;
  }),
);

describe('demo seed: a visitor of npm start meets a trip day that checks itself', () => {
  it('some published demo trip has a day the planner warns about (a stop reached later than planned, a place closed on arrival, or past midnight)', () => {
    expect(warnings.length, 'no published demo trip day warns').toBeGreaterThan(0);
  });
});
