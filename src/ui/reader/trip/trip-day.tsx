import type { CSSProperties, ReactNode } from 'react';
import { ArrivalHours } from '../../components/content-view/arrival-hours';
import { LocationCard } from '../../components/content-view/location-card';
import { colourOf } from './trip-colours';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ItineraryDay } from './trip-itinerary';
import { displayTimeOfDay } from '../../../domain/time/time-of-day';
import { planDay, wallClock, type PlannedLeg, type PlannedStop } from '../../../domain/places/day-plan';
import { roundedDistance } from '../../../domain/places/distance';
import { directionsUrl } from '../../../domain/places/trip-export';

interface Props {
  readonly day: ItineraryDay;
  readonly now: number;
  readonly t: Translate;
  /** The reader's language: place names are shown in it when the place has one. */
  readonly lang?: ReaderLanguage;
  /** What follows a stop at a known place (the reader's "add to my trip"); nothing when absent. */
  readonly renderStopAction?: (place: { readonly locationId: string; readonly name: string }) => ReactNode;
}

/**
 * One day of the trip: its title and its stops in order, each
 * with the number of its marker on the route map, the time, and the shared location card (name, address,
 * opening status in the place's time zone, note), and for a stop with a time whether its place will be
 * open on arrival (ArrivalHours).
 */
export function TripDay({ day, now, t, lang, renderStopAction }: Props) {
  const heading = day.title || t('contentView.day.title', { number: day.dayNumber });
  const headingId = `trip-day-${day.sectionId}`;
  const badge: CSSProperties = { background: colourOf(day.dayNumber) };
  const plan = planDay(
    day.stops.map((stop) => ({ point: stop.point, timeZone: stop.place?.timeZone ?? null, time: stop.time })),
    day.travelMode,
    now,
  );
  const directions = directionsUrl(
    day.stops.flatMap((stop) => (stop.point ? [stop.point] : [])),
    day.travelMode,
  );
  return (
    <section className="cv-section trip-day" aria-labelledby={headingId}>
      <h2 id={headingId} className="trip-day__title">
        {heading}
      </h2>
      {day.stops.length === 0 ? <p className="muted">{t('contentView.day.noStops')}</p> : null}
      {plan.pastMidnight ? (
        <p className="trip-day__warning" data-testid="day-past-midnight">
          {t('readerTrip.plan.pastMidnight')}
        </p>
      ) : null}
      <ol className="trip-day__stops" start={day.stops[0]?.number}>
        {day.stops.map((stop, index) => (
          <li key={stop.stopId} className="trip-day__stop" data-testid="trip-stop">
            <span className="trip-day__badge" style={badge} aria-hidden="true">
              {stop.number}
            </span>
            <div className="trip-day__body">
              {plan.stops[index].leg ? <Leg leg={plan.stops[index].leg} t={t} /> : null}
              <p className="trip-day__when">
                <span className="visually-hidden">{t('readerTrip.stopNumber', { number: stop.number })} </span>
                {stop.time ? (
                  <time>{displayTimeOfDay(stop.time)}</time>
                ) : (
                  <Estimate planned={plan.stops[index]} t={t} />
                )}
              </p>
              {stop.place || stop.pending ? (
                <LocationCard
                  place={stop.place}
                  pending={stop.pending}
                  note={stop.note}
                  now={now}
                  t={t}
                  showMap={false}
                  lang={lang}
                />
              ) : (
                <div className="cv-location">
                  <p className="cv-location__name">{t('readerTrip.unknownPlace')}</p>
                  {stop.note ? <p className="cv-location__note">{stop.note}</p> : null}
                </div>
              )}
              <PlannedArrival stop={stop} planned={plan.stops[index]} t={t} />
              {stop.place && !stop.place.pending && renderStopAction
                ? renderStopAction({ locationId: stop.place.locationId, name: stop.name })
                : null}
            </div>
          </li>
        ))}
      </ol>
      {directions ? (
        <p className="trip-day__directions">
          <a href={directions} target="_blank" rel="noopener noreferrer">
            {t('readerTrip.files.maps')}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/** The way from the previous stop: its estimated time, how, and the straight-line distance. */
function Leg({ leg, t }: { readonly leg: PlannedLeg; readonly t: Translate }) {
  const hours = Math.floor(leg.minutes / 60);
  const minutes = leg.minutes % 60;
  const duration =
    hours === 0
      ? t('readerTrip.plan.minutes', { count: minutes })
      : minutes === 0
        ? t('readerTrip.plan.hours', { hours })
        : t('readerTrip.plan.hoursMinutes', { hours, minutes });
  const rounded = roundedDistance(leg.metres);
  const distance = t(rounded.unit === 'm' ? 'readerTrip.plan.metres' : 'readerTrip.plan.kilometres', {
    value: rounded.value,
  });
  const key = { walk: 'legWalk', drive: 'legDrive', transit: 'legTransit' }[leg.mode];
  return (
    <p className="trip-day__leg" data-testid="stop-leg" data-mode={leg.mode} title={t('readerTrip.plan.explain')}>
      {t(`readerTrip.plan.${key}`, { duration, distance })}
    </p>
  );
}

/** A stop without a time of its own: when the day's earlier times and the way here bring the traveller. */
function Estimate({ planned, t }: { readonly planned: PlannedStop; readonly t: Translate }) {
  if (!planned.estimated || planned.arrival === null) return null;
  const { time, nextDay } = wallClock(planned.arrival);
  return (
    <span className="trip-day__estimate" data-testid="stop-estimate">
      <time>{t('readerTrip.plan.estimated', { time })}</time>{' '}
      <span className="muted">{t('readerTrip.plan.estimatedNote')}</span>
      {nextDay ? <> {t('readerTrip.plan.nextDay')}</> : null}
    </span>
  );
}

/**
 * Whether the place is open when the traveller gets there (ArrivalHours, at the planned time or else the
 * estimate), and a warning when the day cannot reach a planned time: then the place is checked at the real arrival.
 */
function PlannedArrival({
  stop,
  planned,
  t,
}: {
  readonly stop: ItineraryDay['stops'][number];
  readonly planned: PlannedStop;
  readonly t: Translate;
}) {
  const late = planned.reachedLateAt === null ? null : wallClock(planned.reachedLateAt);
  const arrival = late ?? (planned.arrival === null ? null : wallClock(planned.arrival));
  const time = late || planned.estimated ? (arrival?.time ?? null) : stop.time;
  return (
    <>
      {late ? (
        <p className="trip-day__warning" data-testid="stop-late">
          {t('readerTrip.plan.late', { time: late.time })}
          {late.nextDay ? <> {t('readerTrip.plan.nextDay')}</> : null}
        </p>
      ) : null}
      {stop.place && time ? <ArrivalHours place={stop.place} time={time} t={t} /> : null}
    </>
  );
}
