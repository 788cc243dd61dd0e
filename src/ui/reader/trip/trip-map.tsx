import 'leaflet/dist/leaflet.css';
import './trip-map.css';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type * as LeafletTypes from 'leaflet';
import type { TripRoute } from './trip-itinerary';
import { colourOf } from './trip-colours';
import { RouteDrawing } from './route-drawing';
import { locationHref } from '../../components/content-view/location-links';

type Leaflet = typeof LeafletTypes;

/**
 * Leaflet (43 KB gzip, and it reads `window` as it loads) is fetched only when the map nears the screen, and
 * never where the page is rendered on the server. It ships as UMD: bundlers hand it over as the
 * namespace or as its default export.
 */
const loadLeaflet = (): Promise<Leaflet> =>
  import('leaflet').then((module) => (module as unknown as { default?: Leaflet }).default ?? (module as Leaflet));

export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const SINGLE_STOP_ZOOM = 14;

export interface TripMapLabels {
  /** Accessible name of the map region. */
  readonly region: string;
  /** Shown when the map background (tiles) could not load. */
  readonly tilesFailed: string;
  /** Title of a marker: number and place name. */
  readonly marker: (number: number, name: string) => string;
}

interface Props {
  readonly route: TripRoute;
  readonly labels: TripMapLabels;
  /** Tile URL template; OpenStreetMap by default, configurable for tests and mirrors. */
  readonly tileUrl?: string;
}

/**
 * The route of a trip on a Leaflet map ("/trips/[id] … with the route on a Leaflet map
 * (OpenStreetMap tiles; the page still works when tiles cannot load)"): one numbered marker per located
 * stop, one line per day through its stops in order, the view fitted to all of them. Markers and lines
 * are drawn by Leaflet itself (HTML and SVG), so they show without any tile; when tiles fail, a note says
 * the background is missing instead of leaving a blank grey box unexplained.
 */
export function TripMap({ route, labels, tileUrl = OSM_TILE_URL }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const [tiles, setTiles] = useState({ loaded: 0, failed: 0 });
  const seen = useSeen(host, NEAR_SCREEN);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    if (!seen || !host.current || route.markers.length === 0) return undefined;
    let live = true;
    let map: { remove: () => void } | null = null;
    void loadLeaflet().then((L) => {
      if (!live || !host.current) return;
      map = drawRoute(L, host.current, route, labels, tileUrl, setTiles);
      setDrawn(true);
    });
    return () => {
      live = false;
      map?.remove();
      setDrawn(false);
      setTiles({ loaded: 0, failed: 0 });
    };
    // Labels are words for the same markers; the map is rebuilt only when the route changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels change no marker; rebuilt per route only
  }, [seen, route, tileUrl]);

  // Some tiles may fail on a flaky network; the note is for a map with no background at all.
  const backgroundMissing = tiles.failed > 0 && tiles.loaded === 0;
  return (
    <figure className="trip-map">
      <div className="trip-map__frame">
        <div ref={host} className="trip-map__canvas" role="region" aria-label={labels.region} data-testid="trip-map" />
        {/* Until Leaflet has drawn: the same route without tiles, so the box is never empty and nothing moves. */}
        {drawn ? null : <RouteDrawing route={route} />}
      </div>
      {/* A live region that is there before its words (a <figcaption> may not carry role=status): the note
          is read out when the tiles turn out missing. */}
      <div className="trip-map__status" role="status">
        {backgroundMissing ? <p className="trip-map__note">{labels.tilesFailed}</p> : null}
      </div>
    </figure>
  );
}

/** How far below the screen the map starts loading: about a screen, so it is drawn when scrolled to. */
const NEAR_SCREEN = '100% 0px';

/**
 * Whether the element has come within `margin` of the screen (once true, it stays). Without
 * IntersectionObserver (an old browser) it counts as seen at once.
 */
function useSeen(element: RefObject<HTMLElement | null>, margin: string): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (seen || !target) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), {
      rootMargin: margin,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, seen]);
  return seen;
}

type TileCounts = { loaded: number; failed: number };

/** Markers, one line per day and the fitted view on a Leaflet map in `host`; the map, to remove it later. */
function drawRoute(
  L: Leaflet,
  host: HTMLElement,
  route: TripRoute,
  labels: TripMapLabels,
  tileUrl: string,
  setTiles: (update: (counts: TileCounts) => TileCounts) => void,
): { remove: () => void } {
  const map = L.map(host, { scrollWheelZoom: false, attributionControl: true });
  map.attributionControl.setPrefix(false);
  L.tileLayer(tileUrl, { maxZoom: 19, attribution: OSM_ATTRIBUTION })
    .on('tileload', () => setTiles((s) => ({ ...s, loaded: s.loaded + 1 })))
    .on('tileerror', () => setTiles((s) => ({ ...s, failed: s.failed + 1 })))
    .addTo(map);
  for (const line of route.lines) {
    L.polyline(
      line.points.map(([lat, lng]) => [lat, lng] as [number, number]),
      {
        color: colourOf(line.dayNumber),
        weight: 4,
        opacity: 0.85,
        className: `trip-map__line trip-map__line--day-${line.dayNumber}`,
      },
    ).addTo(map);
  }
  for (const marker of route.markers) {
    // A known place's marker is a link to its page; the label is escaped: names are user text.
    const badge = `<span style="background:${colourOf(marker.dayNumber)}">${marker.number}</span>`;
    const label = escapeHtml(labels.marker(marker.number, marker.name));
    const icon = L.divIcon({
      className: 'trip-map__marker',
      html: marker.locationId
        ? `<a href="${escapeHtml(locationHref(marker.locationId))}" aria-label="${label}" title="${label}">${badge}</a>`
        : badge,
      iconSize: [28, 28],
      iconAnchor: [14, 14],
    });
    L.marker([marker.lat, marker.lng], {
      icon,
      title: labels.marker(marker.number, marker.name),
      interactive: false,
      keyboard: false,
    }).addTo(map);
  }
  if (route.bounds && route.markers.length > 1) {
    const [[s, w], [n, e]] = route.bounds;
    map.fitBounds(
      [
        [s, w],
        [n, e],
      ],
      { padding: [32, 32], maxZoom: 16 },
    );
  } else {
    map.setView([route.markers[0].lat, route.markers[0].lng], SINGLE_STOP_ZOOM);
  }
  return map;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
