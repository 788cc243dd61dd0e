import { lazy, Suspense } from 'react';
import type { CardSaveStarProps } from './card-save-star';

const Star = lazy(() => import('./card-save-star').then(({ CardSaveStar }) => ({ default: CardSaveStar })));

/**
 * The save star of a card drawn in the browser (a place's "featured in", a campaign's entries, a profile's
 * "load more"): its code comes with the first card that shows one, so a page without cards never downloads it.
 * It sits over the card's cover, out of the flow, so arriving a moment after the card moves nothing.
 */
export function LazyCardSaveStar(props: CardSaveStarProps) {
  return (
    <Suspense fallback={null}>
      <Star {...props} />
    </Suspense>
  );
}
