import type { CSSProperties, ReactNode } from 'react';
import { PastMidnight, PlannedArrival, StopEstimate, StopLeg } from '../../components/content-view/day-plan-parts';
import { LocationCard } from '../../components/content-view/location-card';
import { colourOf } from './trip-colours';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ItineraryDay } from './trip-itinerary';
import { displayTimeOfDay } from '../../../domain/time/time-of-day';
import { planDay } from '../../../domain/places/day-plan';
import { directionsUrl } from '../../../domain/places/trip-export';

/** Where the trip chunk keeps the plan's words (reader-trip.json). */
const WORDS = 'readerTrip.plan';

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
      <PastMidnight pastMidnight={plan.pastMidnight} t={t} words={WORDS} />
      <ol className="trip-day__stops" start={day.stops[0]?.number}>
        {day.stops.map((stop, index) => (
          <li key={stop.stopId} className="trip-day__stop" data-testid="trip-stop">
            <span className="trip-day__badge" style={badge} aria-hidden="true">
              {stop.number}
            </span>
            <div className="trip-day__body">
              {plan.stops[index].leg ? <StopLeg leg={plan.stops[index].leg} t={t} words={WORDS} /> : null}
              <p className="trip-day__when">
                <span className="visually-hidden">{t('readerTrip.stopNumber', { number: stop.number })} </span>
                {stop.time ? (
                  <time>{displayTimeOfDay(stop.time)}</time>
                ) : (
                  <StopEstimate planned={plan.stops[index]} t={t} words={WORDS} />
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
              <PlannedArrival place={stop.place} time={stop.time} planned={plan.stops[index]} t={t} words={WORDS} />
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
