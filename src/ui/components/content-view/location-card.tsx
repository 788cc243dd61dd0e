import type { PendingLocation, PlaceSummary } from '../../../domain/content/content';
import { locationHref } from './location-links';
import { OpenNowStatus } from './open-now-status';
import { StaticMap } from './static-map';
import { placeName } from '../../../domain/places/place-name';
import type { ViewLanguage, ViewTranslate } from './view-translate';

interface Props {
  /** The resolved place, or null when the section names a pending (not yet reviewed) location. */
  readonly place: PlaceSummary | null;
  readonly pending: PendingLocation | null;
  readonly note: string;
  readonly now: number;
  readonly t: ViewTranslate;
  /** Day sections list many stops: their cards skip the map to stay light. */
  readonly showMap?: boolean;
  /** The reader's language: place names are shown in it when the place has one. */
  readonly lang?: ViewLanguage;
}

/**
 * A location of a content: name, address, the note, whether it is open now in the PLACE's time zone
 * (spec §3/§9 opening hours, "soon" = 30 minutes) and a small map. A known place's name links to its public
 * page, /map/location/[id]; a pending one has no page yet.
 */
export function LocationCard({ place, pending, note, now, t, showMap = true, lang = 'en' }: Props) {
  const name = (place ? placeName(place, lang) : pending?.name) || t('contentView.location.unknown');
  const address = place?.address ?? pending?.address ?? '';
  const lat = place?.lat ?? pending?.lat;
  const lng = place?.lng ?? pending?.lng;
  return (
    <div className="cv-location">
      <div className="cv-location__text">
        <p className="cv-location__name">
          {place && !place.pending ? (
            <a href={locationHref(place.locationId)} data-testid="location-page-link">
              {name}
            </a>
          ) : (
            name
          )}
          {place?.pending ? <span className="cv-location__pending"> · {t('contentView.location.pending')}</span> : null}
        </p>
        {address ? <p className="cv-location__address">{address}</p> : null}
        {place ? <OpenNowStatus place={place} now={now} t={t} lang={lang} /> : null}
        {note ? <p className="cv-location__note">{note}</p> : null}
      </div>
      {showMap && lat !== undefined && lng !== undefined ? (
        <StaticMap
          lat={lat}
          lng={lng}
          label={t('contentView.location.mapOf', { name })}
          linkLabel={t('contentView.location.openMap')}
        />
      ) : null}
    </div>
  );
}
