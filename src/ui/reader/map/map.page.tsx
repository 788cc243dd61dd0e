import './map.css';
import { useMemo, useState, type FormEvent } from 'react';
import { areaBesideAddress } from '../../../domain/places/admin-area';
import { formatDistance, placeName, type MapPlace, type PlaceRow } from '../../../domain/places/map-view';
import type { Translate } from '../../../infrastructure/i18n/reader-i18n';
import { PlacesMap, type PlacesMapLabels } from './places-map';
import type { ReaderPageProps } from '../reader-page-props';
import { ReaderShell, useReaderTitle } from '../reader-shell';
import { useInteractive } from '../reader-interactive';
import { LocationAskNote, useLocationAsk } from '../location-ask';
import { withMapStrings } from './map-strings';
import { useMapPlaces } from './use-map-places';

export const placeHref = (place: Pick<MapPlace, 'locationId'>): string =>
  `/map/location/${encodeURIComponent(place.locationId)}`;

/**
 * /map (spec §2 public): every place on a Leaflet map (clustered when crowded) with the
 * places in view listed beside it (below it on a phone), each with its opening status now in its own time
 * zone; search by name in Thai or English, "open now", a category and "near me". The view is in the URL
 * (`?lat=&lng=&z=` or `?place=`), so it can be shared. No loading overlay: the shell draws at once.
 */
export default function MapPage({ services, t: readerT, lang }: ReaderPageProps) {
  const t = useMemo(() => withMapStrings(readerT, lang), [readerT, lang]);
  const state = useMapPlaces({ services, lang });
  const [keyword, setKeyword] = useState(state.filters.keyword);
  const interactive = useInteractive();
  const ask = useLocationAsk(() => services.places.locationPermission(), state.nearMe);

  useReaderTitle(t('readerMap.pageTitle'));

  const labels = useMemo<PlacesMapLabels>(
    () => ({
      region: t('readerMap.mapRegion'),
      tilesFailed: t('readerMap.tilesFailed'),
      you: t('readerMap.you'),
      cluster: (count) => t('readerMap.cluster', { count }),
      placeName: (place) => placeName(place, lang),
      placeHref,
      openPlace: t('readerMap.openPlace'),
    }),
    [t, lang],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    state.search(keyword);
  };

  const { result, rows } = state;
  const clustered = result !== null && result.clusters.length > 0 && result.places.length === 0;
  return (
    <ReaderShell t={t} lang={lang} signedIn={services.session.mayBeSignedIn()}>
      <div className="map-page">
        <header className="map-page__head">
          <h1>{t('readerMap.title')}</h1>
          <p className="muted">{t('readerMap.intro')}</p>
        </header>
        <div className="map-controls">
          <form role="search" className="map-search" onSubmit={submit}>
            <label htmlFor="map-search-input" className="map-search__label">
              {t('readerMap.searchLabel')}
            </label>
            <div className="map-search__row">
              <input
                id="map-search-input"
                type="search"
                value={keyword}
                maxLength={100}
                autoComplete="off"
                placeholder={t('readerMap.searchPlaceholder')}
                onChange={(e) => setKeyword(e.target.value)}
                readOnly={!interactive}
              />
              <button type="submit" className="button" disabled={!interactive}>
                {t('readerMap.search')}
              </button>
            </div>
          </form>
          <fieldset className="map-filters">
            <legend className="visually-hidden">{t('readerMap.filters')}</legend>
            <label className="map-filters__check">
              <input
                type="checkbox"
                disabled={!interactive}
                checked={state.filters.openNow}
                onChange={(e) => state.setOpenNow(e.target.checked)}
              />
              {t('readerMap.openNow')}
            </label>
            <label className="map-filters__select">
              <span>{t('readerMap.category')}</span>
              <select
                disabled={!interactive}
                value={state.filters.categoryId ?? ''}
                onChange={(e) => state.setCategory(e.target.value || null)}
              >
                <option value="">{t('readerMap.allCategories')}</option>
                {state.categories.map((c) => (
                  <option key={c.categoryId} value={c.categoryId}>
                    {lang === 'th' ? c.nameTh || c.nameEn : c.nameEn || c.nameTh}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="button button--secondary"
              onClick={ask.press}
              disabled={!interactive || state.locating}
              aria-pressed={state.origin !== null}
            >
              {state.locating ? t('readerMap.locating') : t('readerMap.nearMe')}
            </button>
          </fieldset>
        </div>
        <LocationAskNote
          phase={ask.phase}
          why={t('readerMap.locationWhy')}
          blocked={t('readerMap.locationBlocked')}
          confirmLabel={t('readerMap.useMyLocation')}
          dismissLabel={t('readerMap.notNow')}
          onConfirm={ask.confirm}
          onDismiss={ask.dismiss}
        />
        {state.locationError ? (
          <p className="map-alert" role="alert">
            {t(state.locationError.messageKey)}
          </p>
        ) : null}
        {state.noResultsFor ? (
          <p className="map-alert" role="status">
            {t('readerMap.noResults', { keyword: state.noResultsFor })}
          </p>
        ) : null}
        <div className="map-layout">
          <PlacesMap
            places={result?.places ?? []}
            clusters={result?.clusters ?? []}
            origin={state.origin}
            selectedId={state.selectedId}
            move={state.move}
            labels={labels}
            onViewport={state.onViewport}
          />
          <section className="map-list" aria-labelledby="map-list-heading">
            <h2 id="map-list-heading">{t('readerMap.listHeading')}</h2>
            <p className="map-list__summary muted" role="status" aria-live="polite">
              {state.load === 'loading' && !result
                ? t('readerMap.loading')
                : clustered
                  ? t('readerMap.clustered', { count: result.total })
                  : result
                    ? t('readerMap.count', { count: rows.length })
                    : ''}
              {state.origin && rows.length > 0 ? ` · ${t('readerMap.sortedByDistance')}` : ''}
            </p>
            {state.load === 'error' && state.error ? (
              <div className="map-alert" role="alert">
                <p>
                  {t('readerMap.loadFailed')} {t(state.error.messageKey)}
                </p>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={state.retry}
                  disabled={!interactive}
                >
                  {t('readerMap.retry')}
                </button>
              </div>
            ) : null}
            {result && !clustered && rows.length === 0 ? <p className="muted">{t('readerMap.empty')}</p> : null}
            {rows.length > 0 ? <PlaceRows rows={rows} t={t} lang={lang} selectedId={state.selectedId} /> : null}
          </section>
        </div>
      </div>
    </ReaderShell>
  );
}

export function PlaceRows({
  rows,
  t,
  lang,
  selectedId,
}: {
  rows: readonly PlaceRow[];
  t: Translate;
  lang: 'th' | 'en';
  selectedId: string | null;
}) {
  return (
    <ul className="map-list__items" data-testid="map-places">
      {rows.map(({ place, status, distanceM }) => (
        <li
          key={place.locationId}
          className={`map-place${place.locationId === selectedId ? ' map-place--selected' : ''}`}
        >
          <a
            className="map-place__name"
            href={placeHref(place)}
            lang={lang === 'th' && place.nameTh ? 'th' : undefined}
          >
            {placeName(place, lang)}
          </a>
          <p className="map-place__meta">
            <span className={`map-status map-status--${status ?? 'unknown'}`}>
              {status ? t(`contentView.hours.${status}`) : t('readerMap.hoursUnknown')}
            </span>
            {distanceM !== null ? (
              <span className="map-place__distance">
                {' '}
                · {t('readerMap.away', { distance: distanceText(distanceM, t) })}
              </span>
            ) : null}
          </p>
          {place.address ? <p className="map-place__address muted">{place.address}</p> : null}
          <PlaceArea place={place} lang={lang} />
        </li>
      ))}
    </ul>
  );
}

/** The district and province in the reader's language, under the address unless it already says them. */
function PlaceArea({ place, lang }: { place: MapPlace; lang: 'th' | 'en' }) {
  const area = areaBesideAddress(place.adminArea, place.address, lang);
  return area ? <p className="map-place__area muted">{area}</p> : null;
}

function distanceText(metres: number, t: Translate): string {
  const { value, unit } = formatDistance(metres);
  return t(unit === 'm' ? 'readerMap.metres' : 'readerMap.kilometres', { value });
}
