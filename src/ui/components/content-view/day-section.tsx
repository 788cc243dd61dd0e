import type { DaySection, PlaceSummary } from '../../../domain/content/content';
import { ArrivalHours } from './arrival-hours';
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
}

/** One day of a trip: its title and the ordered stops with their times. */
export function DaySectionView({ section, dayNumber, places, now, t, lang }: Props) {
  const heading = section.title || t('contentView.day.title', { number: dayNumber });
  return (
    <section className="cv-day" aria-label={heading}>
      <h2 className="cv-day__title">{heading}</h2>
      {section.stops.length === 0 ? <p className="muted">{t('contentView.day.noStops')}</p> : null}
      <ol className="cv-day__stops">
        {section.stops.map((stop) => {
          const place = stop.locationId ? (places.get(stop.locationId) ?? null) : null;
          return (
            <li key={stop.stopId} className="cv-day__stop">
              <span className="cv-day__time">{stop.time ? <time>{displayTimeOfDay(stop.time)}</time> : null}</span>
              <div>
                <LocationCard
                  place={place}
                  pending={stop.pendingLocation}
                  note={stop.note}
                  now={now}
                  t={t}
                  showMap={false}
                  lang={lang}
                />
                {place && stop.time ? <ArrivalHours place={place} time={stop.time} t={t} /> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
