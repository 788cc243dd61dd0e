import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_MODES, DAYS } from '../../../domain/places/opening-hours';
import { ADMIN_AREA_NAME_MAX } from '../../../domain/places/admin-area';
import { PENDING_ADDRESS_MAX, PENDING_NAME_MAX } from '../../../domain/places/pending-location';
import { THAI_PROVINCES } from '../../../domain/places/thai-provinces';
import { useEditorServices } from '../stores/editor-services';
import { ImageUploadStore } from '../../components/image-upload/image-upload.store';
import type { MapPoint } from '../stores/place-picker.store';
import type { ProposePlaceStore } from '../stores/propose-place.store';
import { PickOnMap } from './pick-on-map';
import { ProposePlacePhoto } from './propose-place-photo';

interface Props {
  readonly store: ProposePlaceStore;
  readonly center: MapPoint;
  readonly onSubmit: () => void;
  readonly onCancel: () => void;
}

/**
 * Names, a point, the address, its district and province (so the place is found by
 * them), an optional photo, optional spec §3 hours.
 */
export const ProposePlaceForm = observer(function ProposePlaceForm({ store, center, onSubmit, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const thai = i18n.language.startsWith('th');
  // In the reader's language and its alphabetical order (Thai names sort differently from their English ones).
  const provinces = useMemo(() => {
    const collator = new Intl.Collator(thai ? 'th' : 'en');
    return [...THAI_PROVINCES].sort((a, b) => collator.compare(thai ? a.th : a.en, thai ? b.th : b.en));
  }, [thai]);
  const { media } = useEditorServices();
  const [upload] = useState(() => new ImageUploadStore(media, 'pending-location', (image) => store.setPhoto(image)));
  useEffect(() => () => upload.dispose(), [upload]);
  return (
    <fieldset className="stack propose-place">
      <legend>{t('editor.propose.title')}</legend>
      <div className="field">
        <label htmlFor={`${id}-th`}>{t('editor.propose.nameTh')}</label>
        <input
          id={`${id}-th`}
          lang="th"
          value={store.nameTh}
          maxLength={PENDING_NAME_MAX}
          onChange={(e) => store.setNameTh(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-en`}>{t('editor.propose.nameEn')}</label>
        <input
          id={`${id}-en`}
          lang="en"
          value={store.nameEn}
          maxLength={PENDING_NAME_MAX}
          onChange={(e) => store.setNameEn(e.target.value)}
        />
        <p className="field__hint">{t('editor.propose.nameHint')}</p>
      </div>
      <PickOnMap center={store.point ?? center} point={store.point} onPick={(point) => void store.pickPoint(point)} />
      {store.point ? (
        <p className="field__hint">
          {t('editor.propose.point', { latitude: store.point.lat, longitude: store.point.lng })}
        </p>
      ) : null}
      {store.geocoding ? (
        <p className="muted" role="status">
          {t('editor.place.geocoding')}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-address`}>{t('editor.place.address')}</label>
        <input
          id={`${id}-address`}
          value={store.address}
          maxLength={PENDING_ADDRESS_MAX}
          onChange={(e) => store.setAddress(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-district`}>{t('editor.propose.district')}</label>
        <input
          id={`${id}-district`}
          value={store.district}
          maxLength={ADMIN_AREA_NAME_MAX}
          onChange={(e) => store.setDistrict(e.target.value)}
          aria-describedby={`${id}-district-hint`}
        />
        <p id={`${id}-district-hint`} className="field__hint">
          {t('editor.propose.districtHint')}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-province`}>{t('editor.propose.province')}</label>
        <select id={`${id}-province`} value={store.province} onChange={(e) => store.setProvince(e.target.value)}>
          <option value="">{t('editor.propose.noProvince')}</option>
          {provinces.map((p) => (
            <option key={p.en} value={p.en}>
              {thai ? p.th : p.en}
            </option>
          ))}
        </select>
      </div>
      <ProposePlacePhoto store={store} upload={upload} />
      <label className="row">
        <input type="checkbox" checked={store.withHours} onChange={(e) => store.setWithHours(e.target.checked)} />
        {t('editor.propose.withHours')}
      </label>
      {store.withHours ? (
        <ul className="stack propose-place__hours" aria-label={t('editor.propose.hours')}>
          {DAYS.map((day) => {
            const entry = store.hours[day];
            const dayName = t(`contentView.days.${day}`);
            return (
              <li key={day} className="row" aria-label={dayName}>
                <strong>{dayName}</strong>
                <select
                  aria-label={t('editor.propose.mode', { day: dayName })}
                  value={entry.mode}
                  onChange={(e) => store.setMode(day, e.target.value as typeof entry.mode)}
                >
                  {DAY_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {t(`editor.propose.modes.${mode}`)}
                    </option>
                  ))}
                </select>
                {entry.mode === 'open' ? (
                  <>
                    <input
                      aria-label={t('editor.propose.opens', { day: dayName })}
                      value={entry.open}
                      inputMode="decimal"
                      placeholder="00:00"
                      size={5}
                      onChange={(e) => store.setTime(day, 'open', e.target.value)}
                    />
                    <input
                      aria-label={t('editor.propose.closes', { day: dayName })}
                      value={entry.close}
                      inputMode="decimal"
                      placeholder="23:59"
                      size={5}
                      onChange={(e) => store.setTime(day, 'close', e.target.value)}
                    />
                  </>
                ) : null}
                {store.invalidDays.includes(day) ? (
                  <span className="field__error">{t('editor.propose.dayInvalid')}</span>
                ) : null}
              </li>
            );
          })}
          <li className="row">
            <label className="row">
              <input
                type="checkbox"
                checked={store.closedOnPublicHolidays}
                onChange={(e) => store.setClosedOnPublicHolidays(e.target.checked)}
              />
              {t('editor.propose.closedOnHolidays')}
            </label>
          </li>
        </ul>
      ) : null}
      {store.errorKey ? (
        <p className="field__error" role="alert">
          {t(store.errorKey)}
        </p>
      ) : null}
      <div className="row">
        <button type="button" className="button" disabled={store.submitting || upload.busy} onClick={onSubmit}>
          {t('editor.propose.submit')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('editor.cancel')}
        </button>
      </div>
    </fieldset>
  );
});
