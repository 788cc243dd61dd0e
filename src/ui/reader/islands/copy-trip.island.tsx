import { CopyTripButton, type CopyTripTarget } from '../my-trip/copy-trip-button';
import { defineIsland } from './island';

/** "Copy this trip" under a published trip's header: the copy call is a chunk of its own, loaded on the press. */
export default defineIsland<CopyTripTarget>('copy-trip', function CopyTripIsland({ props, context }) {
  return <CopyTripButton {...props} services={context.services} t={context.t} />;
});
