import { AddToTripButton, type AddToTripPlace } from '../my-trip/add-to-trip-button';
import { defineIsland } from './island';

export interface AddToTripIslandProps {
  readonly place: AddToTripPlace;
  readonly returnPath: string;
  /** The content or trip the place is shown in (its creator's stats count the add). */
  readonly fromContentId?: string;
}

/** "Add to my trip" beside a place of a content or a stop of a trip: its dialog is a chunk of its own. */
export default defineIsland<AddToTripIslandProps>('add-to-trip', function AddToTripIsland({ props, context }) {
  return (
    <p className="add-to-trip-row">
      <AddToTripButton
        place={props.place}
        returnPath={props.returnPath}
        services={context.services}
        t={context.t}
        lang={context.lang}
        fromContentId={props.fromContentId}
      />
    </p>
  );
});
