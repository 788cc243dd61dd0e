import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { loginRedirectTarget } from '../../../domain/routing/route-gate';
import { cardSaveIntentOf, withCardSaveIntent } from '../../../domain/saved/saved';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { useInteractive } from '../reader-interactive';
import { cardSavesOf, type CardSaveOutcome } from './card-saves';
import { withCardSaveStrings } from './card-save-strings';

/** What a card's star needs: plain data, as an island's props travel in the page's HTML. */
export interface CardSaveTarget {
  readonly contentId: string;
  /** The card's title as shown: the star is named "Save <title>" / "Saved <title>". */
  readonly title: string;
  /** The content's creator: their own cards have no star. */
  readonly authorId: string;
}

export interface CardSaveStarProps extends CardSaveTarget {
  readonly services: Pick<ReaderServices, 'saves' | 'session' | 'comments'>;
  /** The reader's strings (errors.*); the star adds its own (readerCardSave.*). */
  readonly t: Translate;
  readonly lang: ReaderLanguage;
  /**
   * The reader pressed a stand-in of this star before its code arrived (an onward card's plain star,
   * onward-save-star.tsx): the press is made once the reader is known, and the focus comes here.
   */
  readonly pressOnArrival?: boolean;
}

/** Who is reading: null for nobody (known at once, without a request), undefined while asked. */
function useReader(services: CardSaveStarProps['services']): string | null | undefined {
  const [me, setMe] = useState<string | null | undefined>(() => (services.session.mayBeSignedIn() ? undefined : null));
  useEffect(() => {
    let live = true;
    // Asked once per page with a token the app already holds (CommentsService keeps the answer): null without one.
    void services.comments.myUserId().then((id) => live && setMe(id));
    return () => {
      live = false;
    };
  }, [services]);
  return me;
}

/**
 * A card's save star on the reading pages: a toggle (aria-pressed) named "Save <title>" or "Saved <title>", so a
 * grid of cards reads as distinct buttons. Whether the card is kept comes with its page's one "saved-status" call
 * (CardSaves), asked only when a sign-in is held. Signed out, a press goes to sign in and back to this page with
 * `?save-content=<id>`, where this star then makes the save and takes the wish out of the address.
 * The creator's own cards have none: who is reading is the reader's `myUserId` (one "me" call per page, only with
 * a held token); until it is known a signed-in reader's star stays hidden. The star sits over the card's cover
 * (profile.css), so its showing or hiding moves nothing.
 */
export function CardSaveStar({
  contentId,
  title,
  authorId,
  services,
  t: readerT,
  lang,
  pressOnArrival = false,
}: CardSaveStarProps) {
  const t = useMemo(() => withCardSaveStrings(readerT, lang), [readerT, lang]);
  const interactive = useInteractive();
  const store = cardSavesOf(services.saves);
  const state = useSyncExternalStore(
    store.subscribe,
    () => store.stateOf(contentId),
    () => store.stateOf(contentId),
  );
  const me = useReader(services);
  const [error, setError] = useState<string | null>(null);
  const own = me === authorId;
  const button = useRef<HTMLButtonElement>(null);
  /** The stand-in's press, made once (StrictMode runs effects twice). */
  const arrivalPress = useRef(pressOnArrival);

  const tell = (outcome: CardSaveOutcome, fromIntent: boolean) => {
    if (outcome === 'done') return;
    if (outcome === 'signIn') {
      // Back from signing in but nobody is: the wish is dropped rather than sent round again.
      if (!fromIntent) {
        const { pathname, search } = window.location;
        window.location.assign(loginRedirectTarget(pathname, withCardSaveIntent(search, contentId)));
      }
      return;
    }
    const reason = t(outcome.messageKey);
    setError(t(outcome.undoing ? 'readerCardSave.unsaveFailed' : 'readerCardSave.saveFailed', { title, reason }));
  };

  const press = () => {
    if (store.stateOf(contentId).busy) return;
    setError(null);
    void store.toggle(contentId).then((outcome) => tell(outcome, false));
  };

  useEffect(() => {
    if (me === undefined || own) return;
    store.want(contentId);
    const { pathname, search, hash } = window.location;
    if (cardSaveIntentOf(search) === contentId) {
      window.history.replaceState(window.history.state, '', `${pathname}${withCardSaveIntent(search, null)}${hash}`);
      if (store.claimIntent(contentId)) void store.toggle(contentId, true).then((outcome) => tell(outcome, true));
    }
    if (arrivalPress.current) {
      arrivalPress.current = false;
      button.current?.focus();
      press();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the reader is known, per card
  }, [store, contentId, me, own]);

  if (own) return null;
  return (
    <span className="card-save" hidden={me === undefined}>
      <button
        type="button"
        className="card-save__button"
        aria-pressed={state.saved}
        aria-label={t(state.saved ? 'readerCardSave.saved' : 'readerCardSave.save', { title })}
        onClick={press}
        ref={button}
        // Not `disabled` while busy: a disabled button drops the keyboard focus to the page's start.
        disabled={!interactive}
        aria-disabled={state.busy || undefined}
        data-testid="card-save"
      >
        <span aria-hidden="true">{state.saved ? '★' : '☆'}</span>
      </button>
      {error ? (
        <span className="card-save__alert" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}

/** For React.lazy: the onward cards' star loads it for a reader who may be signed in, or on a press. */
export default CardSaveStar;
