import type { PlaceSummary } from '../../../domain/content/content';
import { locationHref } from '../../components/content-view/location-links';
import type { Translate } from '../../../infrastructure/i18n/reader-i18n';

/** Every place the content mentions, in order of first use (PublicContent.places), each linked to its page (/map/location/[id], issue 9). */
export function PlacesList({ places, t }: { places: readonly PlaceSummary[]; t: Translate }) {
  if (places.length === 0) return null;
  return (
    <section className="reader-places cv-section" aria-labelledby="places-heading">
      <h2 id="places-heading">{t('reader.places.heading')}</h2>
      <ul>
        {places.map((place) => (
          <li key={place.locationId}>
            {place.pending ? place.name : <a href={locationHref(place.locationId)}>{place.name}</a>}
            {place.address ? <span className="muted"> · {place.address}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
