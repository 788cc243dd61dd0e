import type { PlaceSummary } from '../../../domain/content/content';
import { locationHref } from '../../components/content-view/location-links';
import { placeName } from '../../../domain/places/place-name';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';

/** Every place the content mentions, in order of first use (PublicContent.places), each linked to its page (/map/location/[id]). */
export function PlacesList({
  places,
  t,
  lang = 'en',
}: {
  places: readonly PlaceSummary[];
  t: Translate;
  lang?: ReaderLanguage;
}) {
  if (places.length === 0) return null;
  return (
    <section className="reader-places cv-section" aria-labelledby="places-heading">
      <h2 id="places-heading">{t('reader.places.heading')}</h2>
      <ul>
        {places.map((place) => (
          <li key={place.locationId}>
            {place.pending ? (
              placeName(place, lang)
            ) : (
              <a href={locationHref(place.locationId)}>{placeName(place, lang)}</a>
            )}
            {place.address ? <span className="muted"> · {place.address}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
