import './content-view.css';
import type { DaySection, PlaceSummary, TripStop } from '../../../domain/content/content';
import { planDay, wallClock, type PlannedLeg, type PlannedStop } from '../../../domain/places/day-plan';
import { roundedDistance } from '../../../domain/places/distance';
import { ArrivalHours } from './arrival-hours';
import type { DayPlanView } from './day-section';
import type { ViewTranslate } from './view-translate';

/**
 * The pieces of a day that checks itself (src/domain/places/day-plan.ts), shared by the public trip page and the
 * editor: the leg from the previous stop, the estimated arrival of a stop without a time, and whether the place
 * is open on arrival with a warning when the day cannot reach a planned time. Each screen keeps the words in its
 * own strings under the same leaves; `words` names where ('readerTrip.plan' in the reader's trip chunk,
 * 'editor.plan' in the editor's).
 */
export interface PlanWords {
  readonly t: ViewTranslate;
  /** The key prefix of the plan's strings: legWalk, minutes, estimated, late, nextDay, explain, … */
  readonly words: string;
}

/** The way from the previous stop: its estimated time, how, and the straight-line distance. */
export function StopLeg({ leg, t, words }: PlanWords & { readonly leg: PlannedLeg }) {
  const hours = Math.floor(leg.minutes / 60);
  const minutes = leg.minutes % 60;
  const duration =
    hours === 0
      ? t(`${words}.minutes`, { count: minutes })
      : minutes === 0
        ? t(`${words}.hours`, { hours })
        : t(`${words}.hoursMinutes`, { hours, minutes });
  const rounded = roundedDistance(leg.metres);
  const distance = t(rounded.unit === 'm' ? `${words}.metres` : `${words}.kilometres`, { value: rounded.value });
  const key = { walk: 'legWalk', drive: 'legDrive', transit: 'legTransit' }[leg.mode];
  return (
    <p className="cv-plan__leg" data-testid="stop-leg" data-mode={leg.mode} title={t(`${words}.explain`)}>
      {t(`${words}.${key}`, { duration, distance })}
    </p>
  );
}

/** A stop without a time of its own: when the day's earlier times and the way here bring the traveller. */
export function StopEstimate({ planned, t, words }: PlanWords & { readonly planned: PlannedStop }) {
  if (!planned.estimated || planned.arrival === null) return null;
  const { time, nextDay } = wallClock(planned.arrival);
  return (
    <span className="cv-plan__estimate" data-testid="stop-estimate">
      <time>{t(`${words}.estimated`, { time })}</time> <span className="muted">{t(`${words}.estimatedNote`)}</span>
      {nextDay ? <> {t(`${words}.nextDay`)}</> : null}
    </span>
  );
}

/**
 * Whether the place is open when the traveller gets there (ArrivalHours, at the planned time or else the
 * estimate), and a warning when the day cannot reach a planned time: then the place is checked at the real arrival.
 */
export function PlannedArrival({
  place,
  time: plannedTime,
  planned,
  t,
  words,
}: PlanWords & {
  readonly place: PlaceSummary | null;
  /** The stop's own planned time, or null. */
  readonly time: string | null;
  readonly planned: PlannedStop;
}) {
  const late = planned.reachedLateAt === null ? null : wallClock(planned.reachedLateAt);
  const arrival = late ?? (planned.arrival === null ? null : wallClock(planned.arrival));
  const time = late || planned.estimated ? (arrival?.time ?? null) : plannedTime;
  return (
    <>
      {late ? (
        <p className="cv-plan__warning" data-testid="stop-late">
          {t(`${words}.late`, { time: late.time })}
          {late.nextDay ? <> {t(`${words}.nextDay`)}</> : null}
        </p>
      ) : null}
      {place && time ? <ArrivalHours place={place} time={time} t={t} /> : null}
    </>
  );
}

/** The day's own warning: an arrival falls after midnight ("too ambitious" for one day). */
export function PastMidnight({ pastMidnight, t, words }: PlanWords & { readonly pastMidnight: boolean }) {
  return pastMidnight ? (
    <p className="cv-plan__warning" data-testid="day-past-midnight">
      {t(`${words}.pastMidnight`)}
    </p>
  ) : null;
}

/**
 * A trip day's plan for DaySectionView (the editor's preview): planDay over the stops with their places (a
 * proposed place by its own point, without a zone), rendered with the pieces above.
 */
export function dayPlanView(
  section: DaySection,
  places: ReadonlyMap<string, PlaceSummary>,
  now: number,
  { t, words }: PlanWords,
): DayPlanView {
  const placeOf = (stop: TripStop) => (stop.locationId ? (places.get(stop.locationId) ?? null) : null);
  const plan = planDay(
    section.stops.map((stop) => {
      const place = placeOf(stop);
      const point = place ?? stop.pendingLocation;
      return {
        point: point ? { lat: point.lat, lng: point.lng } : null,
        timeZone: place?.timeZone ?? null,
        time: stop.time,
      };
    }),
    section.travelMode ?? null,
    now,
  );
  return {
    warning: <PastMidnight pastMidnight={plan.pastMidnight} t={t} words={words} />,
    stops: section.stops.map((stop, index) => {
      const planned = plan.stops[index];
      return {
        time: <StopEstimate planned={planned} t={t} words={words} />,
        before: planned.leg ? <StopLeg leg={planned.leg} t={t} words={words} /> : null,
        after: <PlannedArrival place={placeOf(stop)} time={stop.time} planned={planned} t={t} words={words} />,
      };
    }),
  };
}
