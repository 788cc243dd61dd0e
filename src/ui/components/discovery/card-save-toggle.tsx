import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify/unstyled';
import { loginRedirectTarget } from '../../../domain/routing/route-gate';
import { withCardSaveIntent } from '../../../domain/saved/saved';
import type { CardSaveFailure } from '../../stores/card-saves.store';
import { useStores } from '../../stores/stores-context';

/** A refused save or unsave, said in a toast naming the story and why (spec §8 message). */
export function toastSaveFailure(
  t: ReturnType<typeof useTranslation>['t'],
  failure: CardSaveFailure | null,
  title: string,
): void {
  if (!failure) return;
  const key = failure.undoing ? 'discovery.card.unsaveFailed' : 'discovery.card.saveFailed';
  toast.error(t(key, { title, reason: t(failure.messageKey) }));
}

/**
 * A card's compact save control: a star toggle (aria-pressed) named "Save <title>" or "Saved <title>", so a list
 * of cards reads as distinct buttons. Signed out, a press goes to sign in and comes back to this page, where
 * the card's grid then makes the save (`?save-content=<id>`).
 * Whether the card is kept comes with its page's one "saved-status" call (ContentGrid asks for all its cards).
 */
export const CardSaveToggle = observer(function CardSaveToggle({
  contentId,
  title,
}: {
  readonly contentId: string;
  readonly title: string;
}) {
  const { t } = useTranslation();
  const { auth, cardSaves } = useStores();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const saved = auth.isSignedIn && cardSaves.isSaved(contentId);
  const onClick = async () => {
    if (!auth.isSignedIn) {
      cardSaves.rememberIntent(contentId);
      void navigate(loginRedirectTarget(pathname, withCardSaveIntent(search, contentId)));
      return;
    }
    toastSaveFailure(t, await cardSaves.toggle(contentId), title);
  };
  return (
    <button
      type="button"
      className="feed-card__save"
      aria-pressed={saved}
      aria-label={t(saved ? 'discovery.card.saved' : 'discovery.card.save', { title })}
      aria-busy={cardSaves.busy.has(contentId) || undefined}
      onClick={() => void onClick()}
    >
      <span aria-hidden="true">{saved ? '★' : '☆'}</span>
    </button>
  );
});
