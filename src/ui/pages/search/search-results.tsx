import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CreatorHit, PlaceHit } from '../../../domain/feed/discovery';
import { Routes } from '../../../domain/routing/routes';
import { fillPathParams } from '../../../domain/url/url-helpers';
import type { SearchResults } from '../../../application/feed/discovery.service';
import { ContentGrid } from '../../components/discovery/content-card';
import { HighlightedText } from '../../components/discovery/highlighted-text';

function PlaceRow({ hit }: { readonly hit: PlaceHit }) {
  return (
    <li className="hit">
      <span className="hit__icon" aria-hidden="true">
        📍
      </span>
      <div className="hit__body">
        <h2 className="hit__title">
          {/* The place page of /map/location/:id comes with the map issue; it is an SPA route. */}
          <Link to={fillPathParams(Routes.mapLocation, { id: hit.locationId })}>
            <HighlightedText segments={hit.highlight.name} text={hit.name} />
          </Link>
        </h2>
        {hit.address ? (
          <p className="hit__detail">
            <HighlightedText segments={hit.highlight.address} text={hit.address} />
          </p>
        ) : null}
        {hit.area && !hit.address.toLowerCase().includes(hit.area.toLowerCase()) ? (
          <p className="hit__detail">
            <HighlightedText segments={hit.highlight.area} text={hit.area} />
          </p>
        ) : null}
      </div>
    </li>
  );
}

function CreatorRow({ hit }: { readonly hit: CreatorHit }) {
  const { t } = useTranslation();
  const name = hit.displayName ?? hit.username ?? '';
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <li className="hit">
      <span className="hit__icon" aria-hidden="true">
        {hit.avatarImage ? <img src={hit.avatarImage} alt="" width={44} height={44} loading="lazy" /> : initial}
      </span>
      <div className="hit__body">
        <h2 className="hit__title">
          {hit.username ? (
            <a href={fillPathParams(Routes.profile, { username: hit.username })}>
              <HighlightedText segments={hit.highlight.displayName} text={hit.displayName ?? hit.username} />
            </a>
          ) : (
            <HighlightedText segments={hit.highlight.displayName} text={name} />
          )}
        </h2>
        <p className="hit__detail">
          {hit.username ? (
            <>
              @<HighlightedText segments={hit.highlight.username} text={hit.username} /> ·{' '}
            </>
          ) : null}
          {t('discovery.search.creatorCount', { count: hit.publishedCount })}
        </p>
      </div>
    </li>
  );
}

/** One page of hits of the shown tab. */
export function SearchResultList({ results }: { readonly results: SearchResults }) {
  const { t } = useTranslation();
  const label = t(`discovery.search.tabs.${results.tab}`);
  switch (results.tab) {
    case 'places':
      return (
        <ul className="hit-list" aria-label={label}>
          {results.page.items.map((hit) => (
            <PlaceRow key={hit.locationId} hit={hit} />
          ))}
        </ul>
      );
    case 'creators':
      return (
        <ul className="hit-list" aria-label={label}>
          {results.page.items.map((hit) => (
            <CreatorRow key={hit.userId} hit={hit} />
          ))}
        </ul>
      );
    default:
      return (
        <ContentGrid
          items={results.page.items}
          label={label}
          headingLevel={2}
          highlights={new Map(results.page.items.map((hit) => [hit.contentId, hit.highlight]))}
        />
      );
  }
}
