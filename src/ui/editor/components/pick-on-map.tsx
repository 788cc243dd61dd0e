import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CircleMarker, Map as LeafletMap } from 'leaflet';

export interface MapPoint {
  readonly lat: number;
  readonly lng: number;
}

interface Props {
  readonly center: MapPoint;
  readonly point: MapPoint | null;
  readonly onPick: (point: MapPoint) => void;
}

const TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * A map to pick a point on. Leaflet and its CSS load here and only
 * here, when the person opens the map, so the editor's own bundle does not carry them. A circle marker
 * needs no icon images (Leaflet's default icon paths break under bundlers). Tiles are OpenStreetMap's;
 * without them the map is blank but still clickable, and search remains.
 */
export function PickOnMap({ center, point, onPick }: Props) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const marker = useRef<CircleMarker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      .then(([module]) => {
        const L =
          (module as unknown as { default?: typeof import('leaflet') }).default ?? (module as typeof import('leaflet'));
        if (cancelled || !host.current) return;
        const instance = L.map(host.current, { center: [center.lat, center.lng], zoom: 13 });
        L.tileLayer(TILES, { maxZoom: 19, subdomains: 'abc', attribution: '&copy; OpenStreetMap contributors' }).addTo(
          instance,
        );
        instance.on('click', (event) => pick.current({ lat: event.latlng.lat, lng: event.latlng.lng }));
        map.current = instance;
        setReady(true);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is built once; later centre changes pan it (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- built once; later centre changes pan it
  }, []);

  useEffect(() => {
    const instance = map.current;
    if (!instance || !ready) return;
    void import('leaflet').then((module) => {
      const L =
        (module as unknown as { default?: typeof import('leaflet') }).default ?? (module as typeof import('leaflet'));
      if (!point) {
        marker.current?.remove();
        marker.current = null;
        return;
      }
      if (!marker.current)
        marker.current = L.circleMarker([point.lat, point.lng], {
          radius: 9,
          color: '#0f766e',
          fillOpacity: 0.7,
        }).addTo(instance);
      else marker.current.setLatLng([point.lat, point.lng]);
      instance.panTo([point.lat, point.lng]);
    });
  }, [point, ready]);

  if (failed)
    return (
      <p className="alert alert--error" role="alert">
        {t('editor.place.mapFailed')}
      </p>
    );
  return (
    <div>
      <div ref={host} className="place-picker__map" role="application" aria-label={t('editor.place.mapLabel')} />
      <p className="field__hint">{t('editor.place.mapHint')}</p>
    </div>
  );
}
