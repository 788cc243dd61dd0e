import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentLanguage, DaySection, PlaceSummary, TripStop } from '../../../domain/content/content';
import { CONTENT_LIMITS } from '../../../domain/content/content-rules';
import { canAddStop } from '../../../domain/content/section-edits';
import { TRAVEL_MODE_NAMES } from '../../../domain/places/day-plan';
import { ArrivalHours } from '../../components/content-view/arrival-hours';
import type { ContentEditorStore } from '../stores/content-editor.store';
import type { PlaceLookup } from '../stores/place-picker.store';
import { NO_PLACE, PlacePicker } from './place-picker';

/** The opening hours of a stop's known place, read once per place (a pending place has none yet). */
function useStopPlace(lookup: PlaceLookup, locationId: string | null, lang: ContentLanguage): PlaceSummary | null {
  const [place, setPlace] = useState<PlaceSummary | null>(null);
  useEffect(() => {
    setPlace(null);
    if (!locationId) return undefined;
    let live = true;
    lookup.getLocation(locationId, lang).then(
      (found) => live && setPlace(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [lookup, locationId, lang]);
  return place;
}

interface StopProps {
  readonly day: DaySection;
  readonly stop: TripStop;
  readonly index: number;
  readonly store: ContentEditorStore;
}

const StopEditor = observer(function StopEditor({ day, stop, index, store }: StopProps) {
  const { t } = useTranslation();
  const id = useId();
  const name = t('editor.day.stopName', { index: index + 1 });
  const update = (patch: Partial<Omit<TripStop, 'stopId'>>) => store.updateStop(day.sectionId, stop.stopId, patch);
  const place = useStopPlace(store.places, stop.locationId, store.document.language);
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
        {/* Whether the place will be open at this time, on its own clock (no date: every weekday). */}
        {place && stop.time ? (
          <div aria-live="polite">
            <ArrivalHours place={place} time={stop.time} t={(key, vars) => t(key, vars)} />
          </div>
        ) : null}
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
      <ol className="day-stops">
        {section.stops.map((stop, index) => (
          <StopEditor key={stop.stopId} day={section} stop={stop} index={index} store={store} />
        ))}
      </ol>
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
