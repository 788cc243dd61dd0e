import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlacesService } from '../../../application/places/places.service';
import type { Location } from '../../../application/ports/location-api.port';
import { placeName } from '../../../domain/places/place-name';
import { PlaceSearchBox } from '../place-search/place-search-box';
import { PlaceSearchStore } from '../place-search/place-search.store';
import type { PollFormStore } from './poll-form.store';

export type PollPlaceLookup = Pick<PlacesService, 'search' | 'getLocation'>;

interface Props {
  readonly form: PollFormStore;
  readonly places: PollPlaceLookup;
}

/**
 * The poll form's optional place: "Pin to a place" searches known places by keyword (the editor picker's
 * search), a hit pins the poll, "Remove the place" unpins it. Only places every reader can open carry a poll:
 * a hit that is still a proposal is not offered; a place refused meanwhile comes back from the server
 * (4220607031) as a problem here.
 */
export const PollPlaceField = observer(function PollPlaceField({ form, places }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('th') ? 'th' : 'en';
  const id = useId();
  const [search] = useState(() => new PlaceSearchStore(places, lang));
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Pick<Location, 'locationId' | 'name' | 'names' | 'address'> | null>(null);
  useEffect(() => () => search.dispose(), [search]);
  /**
   * The "Pin to a place" / "Change the place" button, which takes the keyboard focus back when what had it goes
   * away (a hit picked, the search cancelled, the place removed): otherwise focus falls to the page's start.
   */
  const toggle = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || open) return;
    toggle.current?.focus();
    setRefocus(false);
  }, [refocus, open]);

  // An existing poll's place: its name, read once per id (a hit just picked is already known).
  const placeId = form.placeId;
  useEffect(() => {
    if (!placeId || chosen?.locationId === placeId) return;
    let live = true;
    places.getLocation(placeId, lang).then(
      (place) => live && setChosen(place),
      () => live && setChosen({ locationId: placeId, name: placeId, names: { th: '', en: '' }, address: '' }),
    );
    return () => {
      live = false;
    };
  }, [places, placeId, lang, chosen?.locationId]);

  const problems = form.problemsAt('place');
  const close = () => {
    search.clear();
    setOpen(false);
    setRefocus(true);
  };
  const hits = search.results.filter((hit) => hit.pending !== true);
  const shown = placeId && chosen?.locationId === placeId ? chosen : null;

  return (
    <fieldset
      className="poll-form__group poll-place stack"
      aria-describedby={`${id}-hint${problems.length > 0 ? ` ${id}-err` : ''}`}
      data-testid="poll-place"
    >
      <legend>{t('editor.poll.place.legend')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('editor.poll.place.hint')}
      </p>
      {placeId ? (
        <div className="place-picker__chosen row">
          <div>
            <strong data-testid="poll-place-name">
              {shown ? placeName(shown, lang) : t('editor.place.loadingName')}
            </strong>
            {shown?.address ? <div className="field__hint">{shown.address}</div> : null}
          </div>
          <button
            type="button"
            className="button button--ghost"
            // Not `disabled` while saving: a disabled button drops the keyboard focus to the page's start.
            aria-disabled={form.busy || undefined}
            onClick={() => {
              if (form.busy) return;
              form.setPlace(null);
              setRefocus(true);
            }}
            aria-label={t('editor.poll.place.removeNamed', { name: shown ? placeName(shown, lang) : '' })}
          >
            {t('editor.poll.place.remove')}
          </button>
        </div>
      ) : (
        <p className="muted">{t('editor.poll.place.none')}</p>
      )}
      {problems.length > 0 ? (
        <span id={`${id}-err`} className="field__error" role="alert">
          {problems.map((p) => t(p.messageKey, p.values)).join(' ')}
        </span>
      ) : null}
      {open ? (
        <div className="stack">
          <PlaceSearchBox
            search={search}
            inputId={`${id}-q`}
            hits={hits}
            onEscape={close}
            onPick={(hit) => {
              setChosen(hit);
              form.setPlace(hit.locationId);
              close();
            }}
            noResults={
              <p className="muted" role="status">
                {t('editor.poll.place.noResults')}
              </p>
            }
          />
          {search.errorKey ? (
            <p className="field__error" role="alert">
              {t(search.errorKey)}
            </p>
          ) : null}
          <div className="row">
            <button type="button" className="button button--ghost" onClick={close}>
              {t('editor.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="row">
          <button
            ref={toggle}
            type="button"
            className="button button--secondary"
            aria-disabled={form.busy || undefined}
            onClick={() => !form.busy && setOpen(true)}
          >
            {t(placeId ? 'editor.poll.place.change' : 'editor.poll.place.pick')}
          </button>
        </div>
      )}
    </fieldset>
  );
});
