import type {
  DaySection,
  PendingLocation,
  PlaceSummary,
  PublicContent,
  TripStop,
} from '../../../domain/content/content';
import type { TravelMode } from '../../../domain/places/day-plan';
import { placeName, type PlaceLanguage } from '../../../domain/places/place-name';

/**
 * The trip page's model: the day
 * sections of a published trip with each stop resolved to its place, numbered in trip order, and the
 * route of each day as the ordered coordinates the map draws. Pure; the opening status of each place is
 * the shared LocationCard's (spec §3/§9 opening hours in the place's time zone).
 */
export interface ItineraryStop {
  readonly stopId: string;
  /** 1-based position in the whole trip: the number on the map marker and in the list. */
  readonly number: number;
  readonly time: string | null;
  readonly note: string;
  /** The known place of the stop, or null (a pending place, or a location the content no longer holds). */
  readonly place: PlaceSummary | null;
  readonly pending: PendingLocation | null;
  /** Name shown on the marker; '' when the place is unknown. */
  readonly name: string;
  /** Null when the stop names a location the content's places do not hold (deleted since). */
  readonly point: { readonly lat: number; readonly lng: number } | null;
}

export interface ItineraryDay {
  readonly sectionId: string;
  /** 1-based day number in the trip. */
  readonly dayNumber: number;
  readonly title: string;
  readonly stops: readonly ItineraryStop[];
  /** The creator's way of getting around this day, or null (legs walked or driven by their length). */
  readonly travelMode: TravelMode | null;
}

export interface RouteLine {
  readonly dayNumber: number;
  readonly points: readonly (readonly [number, number])[];
}

export interface RouteMarker {
  readonly number: number;
  readonly dayNumber: number;
  readonly name: string;
  /** The place's public page, for a known place; a pending place has none. */
  readonly locationId: string | null;
  readonly lat: number;
  readonly lng: number;
}

export interface TripRoute {
  readonly markers: readonly RouteMarker[];
  /** One line per day with at least two located stops, in stop order. */
  readonly lines: readonly RouteLine[];
  /** South-west and north-east corners of every marker, or null when nothing is located. */
  readonly bounds: readonly [readonly [number, number], readonly [number, number]] | null;
}

/** `lang`: the reader's language, for the stops' place names. */
export function buildItinerary(
  content: Pick<PublicContent, 'sections' | 'places'>,
  lang: PlaceLanguage = 'en',
): ItineraryDay[] {
  const places = new Map(content.places.map((place) => [place.locationId, place]));
  const days = content.sections.filter((section): section is DaySection => section.type === 'day');
  let number = 0;
  return days.map((day, index) => ({
    sectionId: day.sectionId,
    dayNumber: index + 1,
    title: day.title,
    stops: day.stops.map((stop) => resolveStop(stop, ++number, places, lang)),
    travelMode: day.travelMode ?? null,
  }));
}

function resolveStop(
  stop: TripStop,
  number: number,
  places: ReadonlyMap<string, PlaceSummary>,
  lang: PlaceLanguage,
): ItineraryStop {
  const base = { stopId: stop.stopId, number, time: stop.time, note: stop.note };
  const place = (stop.locationId ? places.get(stop.locationId) : undefined) ?? null;
  if (place)
    return { ...base, place, pending: null, name: placeName(place, lang), point: { lat: place.lat, lng: place.lng } };
  const pending = stop.pendingLocation;
  if (pending)
    return { ...base, place: null, pending, name: pending.name, point: { lat: pending.lat, lng: pending.lng } };
  return { ...base, place: null, pending: null, name: '', point: null };
}

export function tripRoute(days: readonly ItineraryDay[]): TripRoute {
  const markers: RouteMarker[] = days.flatMap((day) =>
    day.stops.flatMap((stop) =>
      stop.point
        ? [
            {
              number: stop.number,
              dayNumber: day.dayNumber,
              name: stop.name,
              locationId: stop.place && !stop.place.pending ? stop.place.locationId : null,
              ...stop.point,
            },
          ]
        : [],
    ),
  );
  const lines = days
    .map((day) => ({
      dayNumber: day.dayNumber,
      points: day.stops.flatMap((stop) => (stop.point ? [[stop.point.lat, stop.point.lng] as const] : [])),
    }))
    .filter((line) => line.points.length >= 2);
  if (markers.length === 0) return { markers, lines, bounds: null };
  const lats = markers.map((m) => m.lat);
  const lngs = markers.map((m) => m.lng);
  return {
    markers,
    lines,
    bounds: [
      [Math.min(...lats), Math.min(...lngs)],
      [Math.max(...lats), Math.max(...lngs)],
    ],
  };
}
