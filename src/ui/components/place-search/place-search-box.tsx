import './place-search.css';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationHit } from '../../../application/ports/location-api.port';
import { placeName } from '../../../domain/places/place-name';
import type { PlaceSearchStore } from './place-search.store';

interface Props {
  readonly search: PlaceSearchStore;
  /** The id of the keyword field (its label points at it). */
  readonly inputId: string;
  /** The hits to offer (all of them unless the caller leaves some out). */
  readonly hits: readonly LocationHit[];
  readonly onPick: (hit: LocationHit) => void;
  /** What to say when a finished search offers nothing. */
  readonly noResults: ReactNode;
  readonly onEscape?: () => void;
}

/**
 * The keyword field, "Searching…" and the hits of a place search, each hit a button naming the place in the
 * interface language with its address. The editor's place picker and the poll form's place field show it.
 */
export const PlaceSearchBox = observer(function PlaceSearchBox({
  search,
  inputId,
  hits,
  onPick,
  noResults,
  onEscape,
}: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('th') ? 'th' : 'en';
  return (
    <>
      <div className="field">
        <label htmlFor={inputId}>{t('editor.place.keyword')}</label>
        <input
          id={inputId}
          type="search"
          value={search.keyword}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the search opens on a press; its field takes the focus
          autoFocus
          autoComplete="off"
          onChange={(e) => search.setKeyword(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && onEscape?.()}
        />
      </div>
      {search.searching ? (
        <p className="muted" role="status">
          {t('editor.place.searching')}
        </p>
      ) : null}
      {search.searched && !search.searching && hits.length === 0 ? noResults : null}
      <ul className="place-picker__results" aria-label={t('editor.place.results')}>
        {hits.map((hit) => (
          <li key={hit.locationId}>
            <button type="button" className="place-picker__result" onClick={() => onPick(hit)}>
              <strong>{placeName(hit, lang)}</strong>
              {hit.address ? <span className="field__hint"> · {hit.address}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
});
