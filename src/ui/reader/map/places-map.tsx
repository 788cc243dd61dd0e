import 'leaflet/dist/leaflet.css';
import './places-map.css';
import * as LeafletModule from 'leaflet';
import type { LayerGroup, Map as LeafletMap } from 'leaflet';
import Supercluster from 'supercluster';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { MapCluster } from '../../../application/ports/map-places-api.port';
import type { LatLng, MapPlace } from '../../../domain/places/map-view';
import type { MapMove, MapViewport } from './use-map-places';
const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Leaflet ships as UMD: bundlers hand it over as the namespace or as its default export. */
const L: typeof LeafletModule =
  (LeafletModule as unknown as { default?: typeof LeafletModule }).default ?? LeafletModule;
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** Markers closer than this many pixels merge into one on the device. */
const CLUSTER_RADIUS_PX = 48;

export interface PlacesMapLabels {
  readonly region: string;
  readonly tilesFailed: string;
  readonly you: string;
  readonly cluster: (count: number) => string;
  readonly placeName: (place: MapPlace) => string;
  readonly placeHref: (place: MapPlace) => string;
  readonly openPlace: string;
}

interface Props {
  readonly places: readonly MapPlace[];
  /** Cells the server merged (a crowded box at a low zoom). */
  readonly clusters: readonly MapCluster[];
  readonly origin: LatLng | null;
  readonly selectedId: string | null;
  readonly move: MapMove;
  readonly labels: PlacesMapLabels;
  readonly onViewport: (viewport: MapViewport) => void;
  readonly tileUrl?: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Every place of the view on a Leaflet map with OpenStreetMap tiles. Crowded markers merge:
 * the server sends clusters for a box with too many places, and the places it sends are clustered again
 * on the device (supercluster) at the current zoom; a cluster zooms in when pressed. Markers are HTML, so
 * they show without any tile; a note says so when the background could not load.
 */
export function PlacesMap({
  places,
  clusters,
  origin,
  selectedId,
  move,
  labels,
  onViewport,
  tileUrl = OSM_TILE_URL,
}: Props) {
  const host = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const layerRef = useRef<LayerGroup | null>(null);
  const programmatic = useRef(false);
  const report = useRef(onViewport);
  // The map's own events call the latest handler; kept current after each render (before the map effect below).
  useEffect(() => {
    report.current = onViewport;
  });
  const [zoom, setZoom] = useState<number | null>(null);
  const [tiles, setTiles] = useState({ loaded: 0, failed: 0 });

  useEffect(() => {
    if (!host.current) return undefined;
    const map = L.map(host.current, {
      scrollWheelZoom: true,
      attributionControl: true,
      minZoom: 3,
      maxZoom: 19,
      worldCopyJump: true,
    });
    map.attributionControl.setPrefix(false);
    L.tileLayer(tileUrl, { maxZoom: 19, attribution: OSM_ATTRIBUTION })
      .on('tileload', () => setTiles((s) => ({ ...s, loaded: s.loaded + 1 })))
      .on('tileerror', () => setTiles((s) => ({ ...s, failed: s.failed + 1 })))
      .addTo(map);
    layerRef.current = L.layerGroup().addTo(map);
    const emit = () => {
      const b = map.getBounds();
      const c = map.getCenter();
      setZoom(map.getZoom());
      report.current({
        center: { lat: c.lat, lng: c.lng },
        zoom: map.getZoom(),
        byUser: !programmatic.current,
        bounds: {
          south: b.getSouth(),
          west: Math.max(-180, b.getWest()),
          north: b.getNorth(),
          east: Math.min(180, b.getEast()),
        },
      });
      programmatic.current = false;
    };
    map.on('moveend', emit);
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
      setTiles({ loaded: 0, failed: 0 });
    };
  }, [tileUrl]);

  // Moves the page asks for: the first view (URL), a shared place, search results, near me.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    programmatic.current = true;
    if (move.kind === 'view') map.setView([move.center.lat, move.center.lng], move.zoom, { animate: false });
    else {
      const { south, west, north, east } = move.bounds;
      map.fitBounds(
        [
          [south, west],
          [north, east],
        ],
        { padding: [40, 40], maxZoom: 15, animate: false },
      );
    }
  }, [move]);

  const index = useMemo(() => {
    const cluster = new Supercluster<{ id: string }>({ radius: CLUSTER_RADIUS_PX, maxZoom: 17, minPoints: 2 });
    cluster.load(
      places.map((p) => ({
        type: 'Feature',
        properties: { id: p.locationId },
        geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
      })),
    );
    return cluster;
  }, [places]);

  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer || zoom === null) return;
    layer.clearLayers();
    const byId = new Map(places.map((p) => [p.locationId, p]));
    const clusterMarker = (lat: number, lng: number, count: number, onPress: () => void) => {
      const size = count < 10 ? 36 : count < 100 ? 42 : 50;
      const icon = L.divIcon({
        className: 'places-map__cluster',
        html: `<span>${count}</span>`,
        iconSize: [size, size],
        iconAnchor: [size / 2, size / 2],
      });
      L.marker([lat, lng], { icon, title: labels.cluster(count), alt: labels.cluster(count), keyboard: true })
        .on('click', onPress)
        .addTo(layer);
    };
    for (const cell of clusters) {
      clusterMarker(cell.lat, cell.lng, cell.count, () => {
        const { south, west, north, east } = cell.bounds;
        map.fitBounds(
          [
            [south, west],
            [north, east],
          ],
          { padding: [40, 40], maxZoom: 17 },
        );
      });
    }
    for (const feature of index.getClusters([-180, -85, 180, 85], Math.round(zoom))) {
      const [lng, lat] = feature.geometry.coordinates;
      const props = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; id?: string };
      if (props.cluster && props.cluster_id !== undefined) {
        const id = props.cluster_id;
        clusterMarker(lat, lng, props.point_count ?? 0, () =>
          map.setView([lat, lng], Math.min(19, index.getClusterExpansionZoom(id))),
        );
        continue;
      }
      const place = props.id ? byId.get(props.id) : undefined;
      if (!place) continue;
      const name = labels.placeName(place);
      const selected = place.locationId === selectedId;
      const icon = L.divIcon({
        className: `places-map__marker${selected ? ' places-map__marker--selected' : ''}`,
        html: '<span></span>',
        iconSize: [24, 24],
        iconAnchor: [12, 24],
        popupAnchor: [0, -22],
      });
      const marker = L.marker([lat, lng], { icon, title: name, alt: name, keyboard: true })
        .bindPopup(
          `<strong>${escapeHtml(name)}</strong><br><a href="${escapeHtml(labels.placeHref(place))}">${escapeHtml(labels.openPlace)}</a>`,
        )
        .addTo(layer);
      if (selected) marker.openPopup();
    }
    if (origin) {
      const icon = L.divIcon({
        className: 'places-map__you',
        html: '<span></span>',
        iconSize: [18, 18],
        iconAnchor: [9, 9],
      });
      L.marker([origin.lat, origin.lng], {
        icon,
        title: labels.you,
        alt: labels.you,
        interactive: false,
        keyboard: false,
        zIndexOffset: 1000,
      }).addTo(layer);
    }
  }, [index, clusters, places, zoom, origin, selectedId, labels]);

  const backgroundMissing = tiles.failed > 0 && tiles.loaded === 0;
  return (
    <figure className="places-map">
      <div
        ref={host}
        className="places-map__canvas"
        role="region"
        aria-label={labels.region}
        data-testid="places-map"
      />
      {/* A live region that is there before its words (a <figcaption> may not carry role=status): the note
          is read out when the tiles turn out missing. */}
      <div className="places-map__status" role="status">
        {backgroundMissing ? <p className="places-map__note">{labels.tilesFailed}</p> : null}
      </div>
    </figure>
  );
}
