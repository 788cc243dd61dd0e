import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DaySection, PlaceSummary, TripStop } from '../../../domain/content/content';
import { CONTENT_LIMITS } from '../../../domain/content/content-rules';
import { canAddStop } from '../../../domain/content/section-edits';
import { planDay, TRAVEL_MODE_NAMES, type PlannedStop } from '../../../domain/places/day-plan';
import { directionsUrl } from '../../../domain/places/trip-export';
import { PastMidnight, PlannedArrival, StopEstimate, StopLeg } from '../../components/content-view/day-plan-parts';
import type { ViewTranslate } from '../../components/content-view/view-translate';
import type { ContentEditorStore } from '../stores/content-editor.store';
import { NO_PLACE, PlacePicker } from './place-picker';

interface StopProps {
  readonly day: DaySection;
  readonly stop: TripStop;
  readonly index: number;
  readonly store: ContentEditorStore;
  /** The stop's place once read (null while unknown or pending), and what the day's plan says of the stop. */
  readonly place: PlaceSummary | null;
  readonly planned: PlannedStop;
}

/** Where the editor keeps the plan's words (pages-editor.json): the same leaves as the trip page's. */
const WORDS = 'editor.plan';

const StopEditor = observer(function StopEditor({ day, stop, index, store, place, planned }: StopProps) {
  const { t } = useTranslation();
  const translate: ViewTranslate = (key, vars) => t(key, vars);
  const id = useId();
  const name = t('editor.day.stopName', { index: index + 1 });
  const update = (patch: Partial<Omit<TripStop, 'stopId'>>) => store.updateStop(day.sectionId, stop.stopId, patch);
  return (
    <li className="day-stop stack" aria-label={name}>
      <div className="section-card__head">
        <h4 className="section-card__title">{name}</h4>
        <div className="section-card__tools">
          <button
            type="button"
            className="icon-button"
            disabled={index === 0}
            onClick={() => store.moveStop(day.sectionId, stop.stopId, -1)}
            aria-label={t('editor.day.moveStopUp', { name })}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className="icon-button"
            disabled={index === day.stops.length - 1}
            onClick={() => store.moveStop(day.sectionId, stop.stopId, 1)}
            aria-label={t('editor.day.moveStopDown', { name })}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            className="icon-button icon-button--danger"
            onClick={() => store.removeStop(day.sectionId, stop.stopId)}
            aria-label={t('editor.day.removeStop', { name })}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      </div>
      {planned.leg ? <StopLeg leg={planned.leg} t={translate} words={WORDS} /> : null}
      <PlacePicker value={stop} lookup={store.places} lang={store.document.language} onChange={update} />
      <div className="field">
        <label htmlFor={`${id}-time`}>{t('editor.day.time')}</label>
        <input
          id={`${id}-time`}
          type="time"
          value={stop.time ?? ''}
          onChange={(e) => update({ time: e.target.value === '' ? null : e.target.value })}
          onBlur={store.flush}
        />
        {/*
          The day checking itself as the trip page shows it: the estimate for a stop without a time, a warning when
          the stops before cannot reach this time, and whether the place is open on arrival, on its own clock.
        */}
        <div aria-live="polite">
          {stop.time ? null : <StopEstimate planned={planned} t={translate} words={WORDS} />}
          <PlannedArrival place={place} time={stop.time} planned={planned} t={translate} words={WORDS} />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-note`}>{t('editor.day.stopNote')}</label>
        <textarea
          id={`${id}-note`}
          rows={2}
          value={stop.note}
          maxLength={CONTENT_LIMITS.noteMax}
          onChange={(e) => update({ note: e.target.value })}
          onBlur={store.flush}
        />
      </div>
    </li>
  );
});

/** A trip day: its title and its ordered stops, each a place with a time and a note. */
export const DayEditor = observer(function DayEditor({
  section,
  store,
}: {
  readonly section: DaySection;
  readonly store: ContentEditorStore;
}) {
  const { t } = useTranslation();
  const id = useId();
  // A stop exists once it has a place (content contract: exactly one of location_id / pending_location).
  const [adding, setAdding] = useState(false);
  const lang = store.document.language;
  const places = store.tripPlaces;
  const wanted = section.stops.flatMap((stop) => (stop.locationId ? [stop.locationId] : [])).join(',');
  useEffect(() => places.want(wanted ? wanted.split(',') : [], lang), [places, wanted, lang]);
  const placeOf = (stop: TripStop) => places.placeOf(stop.locationId, lang);
  const pointOf = (stop: TripStop) => {
    const place = placeOf(stop);
    if (place) return { lat: place.lat, lng: place.lng };
    return stop.pendingLocation ? { lat: stop.pendingLocation.lat, lng: stop.pendingLocation.lng } : null;
  };
  const mode = section.travelMode ?? null;
  const plan = planDay(
    section.stops.map((stop) => ({ point: pointOf(stop), timeZone: placeOf(stop)?.timeZone ?? null, time: stop.time })),
    mode,
    Date.now(),
  );
  const directions = directionsUrl(
    section.stops.flatMap((stop) => {
      const point = pointOf(stop);
      return point ? [point] : [];
    }),
    mode,
  );
  return (
    <div className="stack">
      <div className="field">
        <label htmlFor={`${id}-title`}>{t('editor.day.title')}</label>
        <input
          id={`${id}-title`}
          value={section.title}
          maxLength={CONTENT_LIMITS.dayTitleMax}
          placeholder={t('editor.day.titlePlaceholder')}
          onChange={(e) => store.updateSection(section.sectionId, 'day', { title: e.target.value })}
          onBlur={store.flush}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-mode`}>{t('editor.day.travelMode')}</label>
        <select
          id={`${id}-mode`}
          value={section.travelMode ?? ''}
          aria-describedby={`${id}-mode-hint`}
          onChange={(e) => {
            const mode = TRAVEL_MODE_NAMES.find((name) => name === e.target.value) ?? null;
            store.updateSection(section.sectionId, 'day', { travelMode: mode });
            store.flush();
          }}
        >
          <option value="">{t('editor.day.travelModes.auto')}</option>
          {TRAVEL_MODE_NAMES.map((name) => (
            <option key={name} value={name}>
              {t(`editor.day.travelModes.${name}`)}
            </option>
          ))}
        </select>
        <p id={`${id}-mode-hint`} className="field__hint">
          {t('editor.day.travelModeHint')}
        </p>
      </div>
      {section.stops.length === 0 ? <p className="field__hint">{t('editor.day.noStops')}</p> : null}
      <div aria-live="polite">
        <PastMidnight pastMidnight={plan.pastMidnight} t={(key, vars) => t(key, vars)} words={WORDS} />
      </div>
      <ol className="day-stops">
        {section.stops.map((stop, index) => (
          <StopEditor
            key={stop.stopId}
            day={section}
            stop={stop}
            index={index}
            store={store}
            place={placeOf(stop)}
            planned={plan.stops[index]}
          />
        ))}
      </ol>
      {directions ? (
        <p>
          <a href={directions} target="_blank" rel="noopener noreferrer" data-testid="day-directions">
            {t('editor.files.maps')}
          </a>
        </p>
      ) : null}
      {adding ? (
        <div className="stack card">
          <h4 className="section-card__title">{t('editor.day.newStop')}</h4>
          <PlacePicker
            value={NO_PLACE}
            lookup={store.places}
            lang={store.document.language}
            initialMode="search"
            onChange={(ref) => {
              store.addStop(section.sectionId, ref);
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        </div>
      ) : (
        <div>
          <button
            type="button"
            className="button button--secondary"
            disabled={!canAddStop(section)}
            onClick={() => setAdding(true)}
          >
            {t('editor.day.addStop')}
          </button>
        </div>
      )}
    </div>
  );
});
