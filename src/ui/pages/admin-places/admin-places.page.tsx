import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeName } from '../../../domain/places/place-name';
import { Routes } from '../../../domain/routing/routes';
import { fillPathParams } from '../../../domain/url/url-helpers';
import { PlaceSearchBox } from '../../components/place-search/place-search-box';
import { useStores } from '../../stores/stores-context';
import { AdminFrame } from '../admin-shared/admin-frame';
import { AdminPlacesStore } from './admin-places.store';

/** /admin/places (ours): any known place, found by keyword, and whether its hours close on Thai public holidays. */
export default function AdminPlacesPage() {
  const { t } = useTranslation();
  return (
    <AdminFrame title={t('admin.places.title')}>
      <PlacesBody />
    </AdminFrame>
  );
}

const PlacesBody = observer(function PlacesBody() {
  const { t, i18n } = useTranslation();
  const { services } = useStores();
  const lang = i18n.language.startsWith('th') ? 'th' : 'en';
  const id = useId();
  const [store] = useState(() => new AdminPlacesStore(services.places, services.moderation, lang));
  useEffect(() => () => store.dispose(), [store]);
  const place = store.chosen;

  return (
    <div className="stack">
      <p className="muted">{t('admin.places.intro')}</p>
      <section className="stack" aria-labelledby={`${id}-find`}>
        <h2 id={`${id}-find`}>{t('admin.places.find')}</h2>
        <PlaceSearchBox
          search={store.search}
          inputId={`${id}-q`}
          hits={store.search.results}
          onPick={(hit) => void store.choose(hit.locationId)}
          noResults={
            <p className="muted" role="status">
              {t('admin.places.noResults')}
            </p>
          }
        />
        {store.search.errorKey ? (
          <p className="field__error" role="alert">
            {t(store.search.errorKey)}
          </p>
        ) : null}
      </section>
      {store.loading ? (
        <p className="muted" role="status">
          {t('app.loading')}
        </p>
      ) : null}
      {place && !store.loading ? (
        <section className="card stack" aria-labelledby={`${id}-place`} data-testid="admin-place">
          <h2 id={`${id}-place`}>{placeName(place, lang)}</h2>
          {place.address ? <p className="muted">{place.address}</p> : null}
          <dl className="queue-item__facts">
            <dt>{t('admin.queue.holidays')}</dt>
            <dd data-testid="admin-place-holidays">
              {store.hasHours
                ? t(`admin.queue.holidaysValue.${store.closedOnHolidays ? 'closed' : 'open'}`)
                : t('admin.places.noHours')}
            </dd>
          </dl>
          <div className="row">
            {store.hasHours ? (
              <button
                type="button"
                className="button"
                onClick={() => void store.toggle()}
                aria-disabled={store.busy || undefined}
              >
                {store.busy
                  ? t('admin.working')
                  : t(`admin.queue.actions.${store.closedOnHolidays ? 'holidaysOff' : 'holidaysOn'}`)}
              </button>
            ) : null}
            {place.pending ? null : (
              <a
                className="button button--secondary"
                href={fillPathParams(Routes.mapLocation, { id: place.locationId })}
              >
                {t('admin.viewPublic')}
              </a>
            )}
          </div>
          {/* Always in the page (empty when idle): a live region added with its text is often not read out. */}
          <p role="status" className="muted">
            {store.notice ? t(`admin.places.done.${store.notice}`) : ''}
          </p>
        </section>
      ) : null}
      {store.errorKey ? (
        <p className="alert alert--error" role="alert">
          {t(store.errorKey)}
        </p>
      ) : null}
    </div>
  );
});
