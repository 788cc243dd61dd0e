import type { PlaceSummary } from '../../../domain/content/content';
import { openStreetMapUrl } from '../../components/content-view/static-map';
import type { Translate } from '../../../infrastructure/i18n/reader-i18n';

/** Every place the content mentions, in order of first use (PublicContent.places), each linked to a full map. */
export function PlacesList({ places, t }: { places: readonly PlaceSummary[]; t: Translate }) {
  if (places.length === 0) return null;
  return (
    <section className="reader-places cv-section" aria-labelledby="places-heading">
      <h2 id="places-heading">{t('reader.places.heading')}</h2>
      <ul>
        {places.map((place) => (
          <li key={place.locationId}>
            <a href={openStreetMapUrl(place.lat, place.lng)} target="_blank" rel="noopener noreferrer">{place.name}</a>
            {place.address ? <span className="muted"> · {place.address}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
