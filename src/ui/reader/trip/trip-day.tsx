import type { CSSProperties } from 'react';
import { ArrivalHours } from '../../components/content-view/arrival-hours';
import { LocationCard } from '../../components/content-view/location-card';
import { colourOf } from './trip-colours';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ItineraryDay } from './trip-itinerary';
import { displayTimeOfDay } from '../../../domain/time/time-of-day';

interface Props {
  readonly day: ItineraryDay;
  readonly now: number;
  readonly t: Translate;
  /** The reader's language: place names are shown in it when the place has one. */
  readonly lang?: ReaderLanguage;
}

/**
 * One day of the trip: its title and its stops in order, each
 * with the number of its marker on the route map, the time, and the shared location card (name, address,
 * opening status in the place's time zone, note), and for a stop with a time whether its place will be
 * open on arrival (ArrivalHours).
 */
export function TripDay({ day, now, t, lang }: Props) {
  const heading = day.title || t('contentView.day.title', { number: day.dayNumber });
  const headingId = `trip-day-${day.sectionId}`;
  const badge: CSSProperties = { background: colourOf(day.dayNumber) };
  return (
    <section className="cv-section trip-day" aria-labelledby={headingId}>
      <h2 id={headingId} className="trip-day__title">
        {heading}
      </h2>
      {day.stops.length === 0 ? <p className="muted">{t('contentView.day.noStops')}</p> : null}
      <ol className="trip-day__stops" start={day.stops[0]?.number}>
        {day.stops.map((stop) => (
          <li key={stop.stopId} className="trip-day__stop" data-testid="trip-stop">
            <span className="trip-day__badge" style={badge} aria-hidden="true">
              {stop.number}
            </span>
            <div className="trip-day__body">
              <p className="trip-day__when">
                <span className="visually-hidden">{t('readerTrip.stopNumber', { number: stop.number })} </span>
                {stop.time ? <time>{displayTimeOfDay(stop.time)}</time> : null}
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
              {stop.place && stop.time ? <ArrivalHours place={stop.place} time={stop.time} t={t} /> : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
