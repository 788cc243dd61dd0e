import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentLanguage, PlaceRef } from '../../../domain/content/content';
import { CONTENT_LIMITS } from '../../../domain/content/content-rules';
import { placeName } from '../../../domain/places/place-name';
import { PlaceSearchBox } from '../../components/place-search/place-search-box';
import { PickOnMap } from './pick-on-map';
import { ProposePlaceForm } from './propose-place-form';
import { PlacePickerStore, type PlaceLookup } from '../stores/place-picker.store';

interface Props {
  readonly value: PlaceRef;
  readonly lookup: PlaceLookup;
  readonly lang: ContentLanguage;
  readonly onChange: (ref: PlaceRef) => void;
  /** Opens straight into search (adding a new place); cancelling then calls `onCancel`. */
  readonly initialMode?: 'search' | 'map';
  readonly onCancel?: () => void;
}

export const NO_PLACE: PlaceRef = { locationId: null, pendingLocation: null };

/** Chooses the place of a location section or a trip stop: by search, or on a map. */
export const PlacePicker = observer(function PlacePicker({
  value,
  lookup,
  lang,
  onChange,
  initialMode,
  onCancel,
}: Props) {
  const { t, i18n } = useTranslation();
  const uiLang = i18n.language === 'th' ? 'th' : 'en';
  const id = useId();
  const [store] = useState(() => {
    const created = new PlacePickerStore(lookup, lang);
    if (initialMode) created.open(initialMode);
    return created;
  });
  const cancel = () => {
    store.close();
    onCancel?.();
  };
  useEffect(() => () => store.dispose(), [store]);
  useEffect(() => void store.describe(value.locationId), [store, value.locationId]);

  const chosen = value.pendingLocation
    ? {
        name: value.pendingLocation.name,
        detail: value.pendingLocation.address || `${value.pendingLocation.lat}, ${value.pendingLocation.lng}`,
        pending: true,
      }
    : value.locationId
      ? {
          name:
            store.chosenLabel === null
              ? t('editor.place.loadingName')
              : placeName({ name: store.chosenLabel, names: store.chosenNames }, uiLang),
          detail: '',
          pending: store.chosenPending,
        }
      : null;

  return (
    <div className="stack place-picker">
      {chosen === null && initialMode ? null : chosen ? (
        <div className="place-picker__chosen">
          <div>
            <strong>{chosen.name}</strong>
            {chosen.detail ? <div className="field__hint">{chosen.detail}</div> : null}
            {chosen.pending ? <div className="field__hint">{t('editor.place.pendingNote')}</div> : null}
          </div>
        </div>
      ) : (
        <p className="field__hint">{t('editor.place.none')}</p>
      )}
      {store.mode === 'closed' ? (
        <div className="row">
          <button type="button" className="button button--secondary" onClick={() => store.open('search')}>
            {t('editor.place.search')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => store.open('map')}>
            {t('editor.place.onMap')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => store.open('propose')}>
            {t('editor.place.propose')}
          </button>
        </div>
      ) : null}
      {store.mode === 'search' ? (
        <div className="stack">
          <PlaceSearchBox
            search={store.finder}
            inputId={`${id}-q`}
            hits={store.results}
            onPick={(hit) => onChange(store.refFromHit(hit))}
            noResults={
              <div className="stack">
                <p className="muted" role="status">
                  {t('editor.place.noResults')}
                </p>
                <button type="button" className="button button--secondary" onClick={() => store.open('propose')}>
                  {t('editor.place.propose')}
                </button>
              </div>
            }
          />
          <div className="row">
            <button type="button" className="button button--ghost" onClick={() => store.open('map')}>
              {t('editor.place.onMap')}
            </button>
            {store.searched && store.results.length === 0 ? null : (
              <button type="button" className="button button--ghost" onClick={() => store.open('propose')}>
                {t('editor.place.propose')}
              </button>
            )}
            <button type="button" className="button button--ghost" onClick={cancel}>
              {t('editor.cancel')}
            </button>
          </div>
        </div>
      ) : null}
      {store.mode === 'propose' && store.proposal ? (
        <ProposePlaceForm
          store={store.proposal}
          center={store.center}
          onCancel={cancel}
          onSubmit={() => void store.submitProposal().then((ref) => ref && onChange(ref))}
        />
      ) : null}
      {store.mode === 'map' ? (
        <div className="stack">
          <PickOnMap center={store.center} point={store.point} onPick={(point) => void store.pickPoint(point)} />
          {store.geocoding ? (
            <p className="muted" role="status">
              {t('editor.place.geocoding')}
            </p>
          ) : null}
          {store.point ? (
            <>
              <div className="field">
                <label htmlFor={`${id}-name`}>{t('editor.place.name')}</label>
                <input
                  id={`${id}-name`}
                  value={store.pendingName}
                  maxLength={CONTENT_LIMITS.pendingNameMax}
                  onChange={(e) => store.setPendingName(e.target.value)}
                />
              </div>
              <div className="field">
                <label htmlFor={`${id}-address`}>{t('editor.place.address')}</label>
                <input
                  id={`${id}-address`}
                  value={store.pendingAddress}
                  maxLength={CONTENT_LIMITS.pendingAddressMax}
                  onChange={(e) => store.setPendingAddress(e.target.value)}
                />
              </div>
            </>
          ) : null}
          <div className="row">
            <button
              type="button"
              className="button"
              disabled={!store.pending}
              onClick={() => {
                const ref = store.refFromMap();
                if (ref) onChange(ref);
              }}
            >
              {t('editor.place.usePoint')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => store.open('search')}>
              {t('editor.place.search')}
            </button>
            <button type="button" className="button button--ghost" onClick={cancel}>
              {t('editor.cancel')}
            </button>
          </div>
        </div>
      ) : null}
      {(store.errorKey ?? store.finder.errorKey) ? (
        <p className="field__error" role="alert">
          {t((store.errorKey ?? store.finder.errorKey)!)}
        </p>
      ) : null}
    </div>
  );
});
