import { CardSaveStar, type CardSaveTarget } from '../save/card-save-star';
import { defineIsland } from './island';

/**
 * The save star of one server-rendered card (a creator's profile): its own small chunk, so the page's first
 * JavaScript does not grow with it. The stars of a page share one CardSaves, hence one "saved-status" call.
 */
export default defineIsland<CardSaveTarget>('card-save', function CardSaveIsland({ props, context }) {
  return <CardSaveStar {...props} services={context.services} t={context.t} lang={context.lang} />;
});
