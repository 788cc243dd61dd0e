interface Props {
  readonly lat: number;
  readonly lng: number;
  readonly label: string;
  readonly linkLabel: string;
}

const TILE = 256;
const ZOOM = 15;
const TILE_HOST = 'https://tile.openstreetmap.org';
/** The frame's height in content-view.css (.cv-map__frame): a row of tiles wholly above or below it is never fetched. */
export const FRAME_HEIGHT = 160;

/** Whether a row of tiles (dy −1, 0 or 1 from the point's) reaches into the frame, the point in its middle. */
export const rowShows = (dy: number, offsetY: number): boolean =>
  dy === 0 || (dy < 0 ? offsetY < FRAME_HEIGHT / 2 : offsetY + FRAME_HEIGHT / 2 > TILE);

/** Web-Mercator tile coordinates (fractional) of a point at a zoom, as OpenStreetMap numbers them. */
export function tileOf(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const n = 2 ** zoom;
  const rad = (Math.max(-85, Math.min(85, lat)) * Math.PI) / 180;
  return {
    x: ((lng + 180) / 360) * n,
    y: ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n,
  };
}

export const openStreetMapUrl = (lat: number, lng: number): string =>
  `https://www.openstreetmap.org/?mlat=${lat.toFixed(6)}&mlon=${lng.toFixed(6)}#map=16/${lat.toFixed(6)}/${lng.toFixed(6)}`;

/**
 * A small static map for a location made of nine OpenStreetMap tiles
 * around the point and a marker: no map library on the article page (Leaflet is the trip page's). When the
 * tiles cannot load the frame stays a plain panel and the link still opens the full map.
 */
export function StaticMap({ lat, lng, label, linkLabel }: Props) {
  const { x, y } = tileOf(lat, lng, ZOOM);
  const tileX = Math.floor(x);
  const tileY = Math.floor(y);
  const offsetX = Math.round((x - tileX) * TILE);
  const offsetY = Math.round((y - tileY) * TILE);
  const max = 2 ** ZOOM;
  const tiles = [-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => ({ dx, dy })));
  return (
    <div className="cv-map">
      <div className="cv-map__frame" role="img" aria-label={label}>
        <div
          className="cv-map__tiles"
          style={{ left: `calc(50% - ${TILE + offsetX}px)`, top: `calc(50% - ${TILE + offsetY}px)` }}
        >
          {tiles.map(({ dx, dy }) =>
            rowShows(dy, offsetY) ? (
              <img
                key={`${dx}:${dy}`}
                src={`${TILE_HOST}/${ZOOM}/${(tileX + dx + max) % max}/${tileY + dy}.png`}
                alt=""
                width={TILE}
                height={TILE}
                loading="lazy"
                decoding="async"
                referrerPolicy="strict-origin-when-cross-origin"
                onError={(event) => {
                  event.currentTarget.style.visibility = 'hidden';
                }}
              />
            ) : (
              // A cell of the grid all the same, so the tiles that show keep their places.
              <span key={`${dx}:${dy}`} className="cv-map__gap" />
            ),
          )}
        </div>
        <span className="cv-map__marker" aria-hidden="true" />
      </div>
      <a className="cv-map__link" href={openStreetMapUrl(lat, lng)} target="_blank" rel="noopener noreferrer">
        {linkLabel}
      </a>
      <small className="cv-map__credit">© OpenStreetMap</small>
    </div>
  );
}
