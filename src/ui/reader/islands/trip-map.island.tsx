import { useMemo } from 'react';
import type { TripRoute } from '../trip/trip-itinerary';
import { TripMap, type TripMapLabels } from '../trip/trip-map';
import { withTripStrings } from '../trip/trip-strings';
import type { Translate } from '../../../infrastructure/i18n/reader-i18n';
import { defineIsland } from './island';

/** The map's words in the page's language (readerTrip.*). */
export const tripMapLabels = (t: Translate): TripMapLabels => ({
  region: t('readerTrip.mapRegion'),
  tilesFailed: t('readerTrip.tilesFailed'),
  marker: (number: number, name: string) => t('readerTrip.marker', { number, name }),
});

/** The trip's route: drawn without tiles in the HTML, on a Leaflet map once the reader nears it. */
export default defineIsland<{ route: TripRoute }>('trip-map', function TripMapIsland({ props, context }) {
  const labels = useMemo(() => tripMapLabels(withTripStrings(context.t, context.lang)), [context.t, context.lang]);
  return <TripMap route={props.route} labels={labels} />;
});
