import type { Queryable } from '../kernel/database.port';

export type Lang = 'en' | 'th';

export interface LocationRow {
  readonly location_id: string;
  readonly name_en: string;
  readonly name_th: string;
  readonly address: string;
  readonly lat: number;
  readonly lng: number;
  readonly time_zone: string;
  readonly opening_hours: unknown;
  readonly category_id: string | null;
}

/** A row with its great-circle distance from a point, in metres (null when no point was given). */
export type LocationWithDistance = LocationRow & { readonly distance_m: number | null };

export interface LocationFilter {
  readonly keyword: string | null;
  /** Only these ids, in this order. */
  readonly ids: readonly string[] | null;
  readonly lang: 'en' | 'th';
}

export interface LocationSearch {
  readonly keyword: string | null;
  readonly point: { readonly lat: number; readonly lng: number } | null;
  readonly lang: Lang;
  readonly limit: number;
}

/** Curated places (locations, migration 0005): places/location.repository.ts. */
export interface LocationStore {
  findById(q: Queryable, locationId: string): Promise<LocationRow | null>;
  /** The row marked default; without one, the first by English name. */
  findDefault(q: Queryable): Promise<LocationRow | null>;
  list(q: Queryable, filter: LocationFilter, offset: number, limit: number): Promise<{ rows: LocationRow[]; total: number }>;
  /** The known place closest to a point (reverse-geocoding fallback). */
  nearest(q: Queryable, lat: number, lng: number): Promise<LocationWithDistance | null>;
  search(q: Queryable, search: LocationSearch): Promise<LocationWithDistance[]>;
}
