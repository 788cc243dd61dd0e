import { lazy, Suspense, useState } from 'react';
import type { CardSaveStarProps } from './card-save-star';

const FullStar = lazy(() => import('./card-save-star'));

/**
 * The save star of an onward-reading card (the end of /contents/:id and /trips/:id). The article page's
 * JavaScript budget counts every island, so until the star is needed it is a few lines of the onward island's
 * chunk, and the full star (card-save-star.tsx, the chunk the stars of every other page's cards share) comes
 * like an island's code: at once for a reader who may be signed in (a remembered sign-in), to show what they
 * keep and to make the save wished for before signing in (`?save-content=<id>`); for anybody else on their
 * interaction with it, a press, which the full star then makes (sending a signed-out reader to sign in and back).
 * The stand-in is drawn in the full star's box (over the cover, out of the flow) and stays while its code
 * arrives, so nothing moves.
 */
export function OnwardSaveStar(props: CardSaveStarProps) {
  const [full, setFull] = useState<boolean | 'pressed'>(() => props.services.session.mayBeSignedIn());
  const standIn = (
    <span className="card-save">
      <button
        type="button"
        className="card-save__button"
        aria-pressed={false}
        aria-label={props.t('reader.onward.save', { title: props.title })}
        onClick={() => setFull('pressed')}
      >
        <span aria-hidden="true">☆</span>
      </button>
    </span>
  );
  return full ? (
    <Suspense fallback={full === 'pressed' && standIn}>
      <FullStar {...props} pressOnArrival={full === 'pressed'} />
    </Suspense>
  ) : (
    standIn
  );
}
