import '../profile/profile.css';
import '../../components/content-view/content-view.css';
import './location.css';
import { useEffect, useMemo, useState } from 'react';
import type { PlacePage } from '../../../application/ports/location-page-api.port';
import { shareContent } from '../../../application/reader/share-content.use-case';
import { areaBesideAddress } from '../../../domain/places/admin-area';
import { distanceMetres, roundedDistance } from '../../../domain/places/distance';
import { placeName as namedPlace } from '../../../domain/places/place-name';
import { normalizeError } from '../../../domain/errors/normalize-error';
import { localPartsInTimeZone } from '../../../domain/time/local-time';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { BlurhashImage } from '../../components/blurhash-image/blurhash-image';
import { locationHref, mapsAppUrl } from '../../components/content-view/location-links';
import { OpenNowStatus } from '../../components/content-view/open-now-status';
import { StaticMap } from '../../components/content-view/static-map';
import { AddToTripButton } from '../my-trip/add-to-trip-button';
import { cardTitle, ContentCard, profileCardLabels } from '../profile/profile-card';
import type { ReaderPageProps } from '../reader-page-props';
import { ReaderPageFrame } from '../reader-page-frame';
import { useReaderRouteKey } from '../reader-address';
import { useInteractive } from '../reader-interactive';
import { LocationAskNote, useLocationAsk } from '../location-ask';
import { withProfileStrings } from '../profile/profile-strings';
import { withTripStrings } from '../trip/trip-strings';
import { SaveButton } from '../save/save-button';
import { LazyCardSaveStar } from '../save/lazy-card-save-star';
import { OpeningWeek } from './opening-week';
import { PlacePolls } from './place-polls';
import { useFeaturedContents, usePlacePage } from './use-place-page';

/** How often the open/closed status is worked out again while the page stays open (no reload). */
export const STATUS_REFRESH_MS = 30_000;

/** The place's name in the reader's language when it has one (name_th / name_en), else its default name. */
export const placeName = (place: Pick<PlacePage, 'name' | 'names'>, lang: ReaderLanguage): string =>
  namedPlace(place, lang);

/**
 * /map/location/[id] (spec §2 public): a place's name, photo, address and small map, its
 * week of opening hours with today marked and the live status in the place's own time zone (spec §3, "soon"
 * = 30 minutes; refreshed every 30 s), the distance from the reader when they allow geolocation, a link to a
 * maps app, share, the published contents that feature it, and its open polls (place-polls.tsx).
 */
export default function LocationPage({ initialData, services, t: readerT, lang }: ReaderPageProps) {
  // The place's words, and the profile's for its cards of contents that mention it.
  const t = useMemo(() => withProfileStrings(withTripStrings(readerT, lang), lang), [readerT, lang]);
  const locationId = useReaderRouteKey();
  const { state, retry } = usePlacePage(services, locationId, initialData);
  const text = {
    notFoundTitle: t('readerLocation.notFoundTitle'),
    notFoundBody: t('readerLocation.notFoundBody'),
    home: t('readerLocation.home'),
    failedTitle: t('readerLocation.loadFailed'),
    retry: t('readerLocation.retry'),
  };
  return (
    <ReaderPageFrame
      t={t}
      lang={lang}
      state={state}
      retry={retry}
      text={text}
      pageTitle={state.status === 'ready' ? placeName(state.place, lang) : null}
      signedIn={services.session.mayBeSignedIn()}
    >
      {({ place }) => <Place place={place} services={services} t={t} lang={lang} />}
    </ReaderPageFrame>
  );
}

interface PlaceProps {
  readonly place: PlacePage;
  readonly services: ReaderServices;
  readonly t: Translate;
  readonly lang: ReaderLanguage;
}

function Place({ place, services, t, lang }: PlaceProps) {
  const name = placeName(place, lang);
  const other = lang === 'th' ? 'en' : 'th';
  const otherName = place.names[other]?.trim();
  const area = areaBesideAddress(place.adminArea, place.address, lang);
  const now = useClock(services.now);
  const today = localPartsInTimeZone(now, place.timeZone)?.day ?? null;
  return (
    <div className="location-page">
      <article className="reader-article location-page__place" aria-labelledby="location-name">
        <header className="location-page__head">
          <p className="location-page__kicker">{t('readerLocation.kicker')}</p>
          <h1 id="location-name" className="location-page__name">
            {name}
          </h1>
          {otherName && otherName !== name ? (
            <p className="location-page__other-name" lang={other}>
              {otherName}
            </p>
          ) : null}
          {place.address ? <p className="location-page__address">{place.address}</p> : null}
          {area ? <p className="location-page__area muted">{area}</p> : null}
        </header>
        <div className="location-page__grid">
          <div className="location-page__media">
            {place.photo ? (
              <BlurhashImage
                image={place.photo}
                alt={t('readerLocation.photoOf', { name })}
                sizes="(min-width: 1024px) 50vw, 100vw"
                failedLabel={t('errors.web.loadImage')}
                className="cv-image"
              />
            ) : null}
            <StaticMap
              lat={place.lat}
              lng={place.lng}
              label={t('contentView.location.mapOf', { name })}
              linkLabel={t('contentView.location.openMap')}
            />
          </div>
          <div className="location-page__facts">
            <section className="location-page__hours card" aria-labelledby="location-hours-heading">
              <h2 id="location-hours-heading">{t('readerLocation.hours.heading')}</h2>
              <OpenNowStatus place={place} now={now} t={t} lang={lang} live />
              {place.openingHours ? (
                <>
                  <OpeningWeek hours={place.openingHours} today={today} t={t} />
                  {place.closedOnPublicHolidays ? (
                    <p className="location-page__holidays" data-testid="location-closed-on-holidays">
                      {t('readerLocation.hours.closedOnHolidays')}
                    </p>
                  ) : null}
                  <p className="muted location-page__zone">
                    {t('readerLocation.hours.zone', { zone: place.timeZone })}
                  </p>
                </>
              ) : null}
            </section>
            <PlaceActions place={place} name={name} services={services} t={t} lang={lang} />
          </div>
        </div>
      </article>
      <FeaturedIn place={place} name={name} services={services} t={t} lang={lang} />
      <PlacePolls locationId={place.locationId} name={name} services={services} t={t} lang={lang} />
    </div>
  );
}

/** `services.now()` now, then again every STATUS_REFRESH_MS while the page is open. */
function useClock(now: () => number): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), STATUS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [now]);
  return time;
}

type Distance = { readonly kind: 'idle' | 'asking' | 'denied' } | { readonly kind: 'known'; readonly metres: number };

function PlaceActions({
  place,
  name,
  services,
  t,
  lang,
}: {
  place: PlacePage;
  name: string;
  services: ReaderServices;
  t: Translate;
  lang: ReaderLanguage;
}) {
  const interactive = useInteractive();
  const [distance, setDistance] = useState<Distance>({ kind: 'idle' });
  const [notice, setNotice] = useState<{ kind: 'info' | 'error'; text: string } | null>(null);

  const askDistance = () => {
    setDistance({ kind: 'asking' });
    services.location.position().then(
      (position) => setDistance({ kind: 'known', metres: distanceMetres(position, place) }),
      () => setDistance({ kind: 'denied' }),
    );
  };
  const ask = useLocationAsk(() => services.location.locationPermission(), askDistance);

  const onShare = async () => {
    setNotice(null);
    try {
      const url = new URL(locationHref(place.locationId), window.location.origin).href;
      const outcome = await shareContent(services.share, { title: name, text: place.address || undefined, url });
      if (outcome === 'copied') setNotice({ kind: 'info', text: t('reader.share.copied') });
    } catch (error) {
      setNotice({ kind: 'error', text: t(normalizeError(error).messageKey) });
    }
  };

  const rounded = distance.kind === 'known' ? roundedDistance(distance.metres) : null;
  return (
    <section className="location-page__actions" aria-label={t('readerLocation.actions')}>
      <div className="location-page__distance" data-testid="location-distance">
        {rounded ? (
          <p role="status">
            <strong>{t(`readerLocation.distance.${rounded.unit}`, { value: rounded.value })}</strong>
          </p>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            onClick={ask.press}
            disabled={!interactive || distance.kind === 'asking'}
            aria-busy={distance.kind === 'asking'}
          >
            {distance.kind === 'asking' ? t('readerLocation.distance.asking') : t('readerLocation.distance.ask')}
          </button>
        )}
        <LocationAskNote
          phase={ask.phase}
          why={t('readerLocation.distance.why')}
          blocked={t('readerLocation.distance.blocked')}
          confirmLabel={t('readerLocation.distance.useMyLocation')}
          dismissLabel={t('readerLocation.distance.notNow')}
          onConfirm={ask.confirm}
          onDismiss={ask.dismiss}
        />
        {distance.kind === 'denied' ? (
          <p className="muted" role="status">
            {t('readerLocation.distance.denied')}
          </p>
        ) : null}
      </div>
      <div className="location-page__links">
        <a
          className="button"
          href={mapsAppUrl(place.lat, place.lng)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="maps-app-link"
        >
          {t('readerLocation.openInMaps')}
        </a>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void onShare()}
          disabled={!interactive}
        >
          {t('reader.share.button')}
        </button>
        <SaveButton
          showCount
          kind="place"
          targetId={place.locationId}
          title={name}
          returnPath={locationHref(place.locationId)}
          services={services}
          t={t}
        />
        <AddToTripButton
          place={{ locationId: place.locationId, name }}
          services={services}
          t={t}
          lang={lang}
          returnPath={locationHref(place.locationId)}
        />
      </div>
      <p
        className={`reader-notice ${notice?.kind === 'error' ? 'alert alert--error' : ''}`}
        role={notice?.kind === 'error' ? 'alert' : 'status'}
        hidden={!notice}
      >
        {notice?.text}
      </p>
    </section>
  );
}

function FeaturedIn({
  place,
  name,
  services,
  t,
  lang,
}: {
  place: PlacePage;
  name: string;
  services: ReaderServices;
  t: Translate;
  lang: ReaderLanguage;
}) {
  const interactive = useInteractive();
  const { contents, loadMore, hasMore } = useFeaturedContents(services, place.locationId);
  return (
    <section
      className="location-page__contents profile__contents"
      aria-labelledby="location-contents-heading"
      data-testid="location-contents"
    >
      <h2 id="location-contents-heading">{t('readerLocation.featured', { name })}</h2>
      {contents.status !== 'loading' && contents.items.length === 0 && contents.status !== 'failed' ? (
        <p className="muted">{t('readerLocation.noContents')}</p>
      ) : null}
      <ul className="profile__grid">
        {contents.items.map((item) => (
          <ContentCard
            key={item.contentId}
            item={item}
            t={t}
            labels={profileCardLabels(t)}
            testId="location-content"
            star={
              <LazyCardSaveStar
                contentId={item.contentId}
                title={cardTitle(item, profileCardLabels(t))}
                authorId={item.author.userId}
                services={services}
                t={t}
                lang={lang}
              />
            }
          />
        ))}
      </ul>
      {contents.status === 'loading' ? (
        <p className="muted" role="status">
          {t('readerProfile.loadingMore')}
        </p>
      ) : null}
      {contents.status === 'failed' ? (
        <p className="alert alert--error" role="alert">
          {t('readerLocation.contentsFailed')}
        </p>
      ) : null}
      {(hasMore || contents.status === 'failed') && contents.status !== 'loading' ? (
        <div className="profile__more">
          <button type="button" className="button button--secondary" onClick={loadMore} disabled={!interactive}>
            {t('readerProfile.loadMore')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
