import type { DaySection, PlaceSummary, TripStop } from '../../../domain/content/content';
import { planDay } from '../../../domain/places/day-plan';
import { ArrivalHours } from './arrival-hours';
import { PastMidnight, PlannedArrival, StopEstimate, StopLeg } from './day-plan-parts';
import { LocationCard } from './location-card';
import type { ViewLanguage, ViewTranslate } from './view-translate';
import { displayTimeOfDay } from '../../../domain/time/time-of-day';

interface Props {
  readonly section: DaySection;
  readonly dayNumber: number;
  readonly places: ReadonlyMap<string, PlaceSummary>;
  readonly now: number;
  readonly t: ViewTranslate;
  /** The reader's language: place names are shown in it when the place has one. */
  readonly lang?: ViewLanguage;
  /**
   * Where the screen keeps the day plan's words (day-plan-parts.tsx): given, the day checks itself as on the trip
   * page (legs, estimated arrivals, warnings); absent, only whether each place is open at its planned time.
   */
  readonly planWords?: string;
}

const pointOf = (stop: TripStop, place: PlaceSummary | null) =>
  place
    ? { lat: place.lat, lng: place.lng }
    : stop.pendingLocation
      ? { lat: stop.pendingLocation.lat, lng: stop.pendingLocation.lng }
      : null;

/** One day of a trip: its title and the ordered stops with their times. */
export function DaySectionView({ section, dayNumber, places, now, t, lang, planWords }: Props) {
  const heading = section.title || t('contentView.day.title', { number: dayNumber });
  const placeOf = (stop: TripStop) => (stop.locationId ? (places.get(stop.locationId) ?? null) : null);
  const plan = planWords
    ? planDay(
        section.stops.map((stop) => {
          const place = placeOf(stop);
          return { point: pointOf(stop, place), timeZone: place?.timeZone ?? null, time: stop.time };
        }),
        section.travelMode ?? null,
        now,
      )
    : null;
  return (
    <section className="cv-day" aria-label={heading}>
      <h2 className="cv-day__title">{heading}</h2>
      {section.stops.length === 0 ? <p className="muted">{t('contentView.day.noStops')}</p> : null}
      {plan && planWords ? <PastMidnight pastMidnight={plan.pastMidnight} t={t} words={planWords} /> : null}
      <ol className="cv-day__stops">
        {section.stops.map((stop, index) => {
          const place = placeOf(stop);
          const planned = plan?.stops[index] ?? null;
          return (
            <li key={stop.stopId} className="cv-day__stop" data-testid="day-stop">
              <span className="cv-day__time">
                {stop.time ? (
                  <time>{displayTimeOfDay(stop.time)}</time>
                ) : planned && planWords ? (
                  <StopEstimate planned={planned} t={t} words={planWords} />
                ) : null}
              </span>
              <div>
                {planned?.leg && planWords ? <StopLeg leg={planned.leg} t={t} words={planWords} /> : null}
                <LocationCard
                  place={place}
                  pending={stop.pendingLocation}
                  note={stop.note}
                  now={now}
                  t={t}
                  showMap={false}
                  lang={lang}
                />
                {planned && planWords ? (
                  <PlannedArrival place={place} time={stop.time} planned={planned} t={t} words={planWords} />
                ) : place && stop.time ? (
                  <ArrivalHours place={place} time={stop.time} t={t} />
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
