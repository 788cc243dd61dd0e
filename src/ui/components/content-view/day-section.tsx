import type { ReactNode } from 'react';
import type { DaySection, PlaceSummary } from '../../../domain/content/content';
import { ArrivalHours } from './arrival-hours';
import { LocationCard } from './location-card';
import type { ViewLanguage, ViewTranslate } from './view-translate';
import { displayTimeOfDay } from '../../../domain/time/time-of-day';

/**
 * What a day that checks itself adds to this view (dayPlanView in day-plan-parts.tsx): the day's warning, and per
 * stop the estimate where it has no time, the leg before its card and the arrival check after it. Passed in rather
 * than imported, so the public content page's first download does not carry the plan.
 */
export interface DayPlanView {
  readonly warning: ReactNode;
  readonly stops: readonly { readonly time: ReactNode; readonly before: ReactNode; readonly after: ReactNode }[];
}

export type RenderDayPlan = (section: DaySection, places: ReadonlyMap<string, PlaceSummary>) => DayPlanView;

interface Props {
  readonly section: DaySection;
  readonly dayNumber: number;
  readonly places: ReadonlyMap<string, PlaceSummary>;
  readonly now: number;
  readonly t: ViewTranslate;
  /** The reader's language: place names are shown in it when the place has one. */
  readonly lang?: ViewLanguage;
  /** The day checking itself (the editor's preview); absent, each stop says whether it is open at its time. */
  readonly renderPlan?: RenderDayPlan;
}

/** One day of a trip: its title and the ordered stops with their times. */
export function DaySectionView({ section, dayNumber, places, now, t, lang, renderPlan }: Props) {
  const heading = section.title || t('contentView.day.title', { number: dayNumber });
  const plan = renderPlan ? renderPlan(section, places) : null;
  return (
    <section className="cv-day" aria-label={heading}>
      <h2 className="cv-day__title">{heading}</h2>
      {section.stops.length === 0 ? <p className="muted">{t('contentView.day.noStops')}</p> : null}
      {plan?.warning}
      <ol className="cv-day__stops">
        {section.stops.map((stop, index) => {
          const place = stop.locationId ? (places.get(stop.locationId) ?? null) : null;
          const planned = plan?.stops[index];
          return (
            <li key={stop.stopId} className="cv-day__stop" data-testid="day-stop">
              <span className="cv-day__time">
                {stop.time ? <time>{displayTimeOfDay(stop.time)}</time> : (planned?.time ?? null)}
              </span>
              <div>
                {planned?.before}
                <LocationCard
                  place={place}
                  pending={stop.pendingLocation}
                  note={stop.note}
                  now={now}
                  t={t}
                  showMap={false}
                  lang={lang}
                />
                {planned ? (
                  planned.after
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
