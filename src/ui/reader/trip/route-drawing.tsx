import { tileOf } from '../../components/content-view/static-map';
import type { TripRoute } from './trip-itinerary';
import { colourOf } from './trip-colours';

/** The drawing's own units: about the size of the map on a phone, so markers keep a readable size. */
const WIDTH = 480;
const HEIGHT = 300;
const PADDING = 36;
const MARKER_RADIUS = 13;

/** Web-Mercator position of a point at zoom 0, in tile units (0…1): the projection Leaflet draws with. */
const project = (lat: number, lng: number) => tileOf(lat, lng, 0);

/**
 * The trip's route drawn without tiles or a map library: one line per day through its stops and the numbered
 * markers, in the projection and colours of the Leaflet map, fitted to the same box. It is what the page's
 * HTML shows from the first paint, and stays until the reader nears the map and Leaflet takes its place.
 */
export function RouteDrawing({ route }: { route: TripRoute }) {
  const points = route.markers.map((marker) => project(marker.lat, marker.lng));
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = Math.max(maxX - minX, maxY - minY);
  const scale =
    span > 0
      ? Math.min((WIDTH - 2 * PADDING) / (maxX - minX || span), (HEIGHT - 2 * PADDING) / (maxY - minY || span))
      : 0;
  const at = (lat: number, lng: number): [number, number] => {
    const p = project(lat, lng);
    return [
      round(WIDTH / 2 + (p.x - (minX + maxX) / 2) * scale),
      round(HEIGHT / 2 + (p.y - (minY + maxY) / 2) * scale),
    ];
  };
  return (
    <svg
      className="trip-map__drawing"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
    >
      {route.lines.map((line) => (
        <polyline
          key={line.dayNumber}
          points={line.points.map(([lat, lng]) => at(lat, lng).join(',')).join(' ')}
          fill="none"
          stroke={colourOf(line.dayNumber)}
          strokeWidth={4}
          strokeOpacity={0.85}
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {route.markers.map((marker) => {
        const [x, y] = at(marker.lat, marker.lng);
        return (
          <g key={marker.number} transform={`translate(${x} ${y})`}>
            <circle r={MARKER_RADIUS} fill={colourOf(marker.dayNumber)} stroke="#fff" strokeWidth={2} />
            <text textAnchor="middle" dominantBaseline="central" fill="#fff" fontSize={12} fontWeight={700}>
              {marker.number}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

const round = (n: number): number => Math.round(n * 10) / 10;
