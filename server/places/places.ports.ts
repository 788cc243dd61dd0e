import type { AdminArea } from '../../src/domain/places/admin-area';
import type { ContainsPart } from '../../src/domain/search/segment';
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
  /** Migration 0017: '' when not known. */
  readonly district_th: string;
  readonly district_en: string;
  readonly province_th: string;
  readonly province_en: string;
  readonly status: 'approved' | 'pending' | 'refused';
  readonly proposer_user_id: string | null;
  readonly photo_image_id: string | null;
  readonly photo_blurhash: string | null;
  readonly photo_width: number | null;
  readonly photo_height: number | null;
}

/** A row with its great-circle distance from a point, in metres (null when no point was given). */
export type LocationWithDistance = LocationRow & { readonly distance_m: number | null };

/** A keyword as the place search's contains-parts (src/domain/places/place-search.ts); null: no keyword. */
export type PlaceKeyword = readonly ContainsPart[] | null;

export interface LocationFilter {
  readonly keyword: PlaceKeyword;
  /** Only these ids, in this order. */
  readonly ids: readonly string[] | null;
  readonly lang: 'en' | 'th';
}

export interface LocationSearch {
  readonly keyword: PlaceKeyword;
  readonly point: { readonly lat: number; readonly lng: number } | null;
  readonly lang: Lang;
  readonly limit: number;
}

/** Curated places (locations, migration 0005): places/location.repository.ts. */
export interface LocationStore {
  findById(q: Queryable, locationId: string): Promise<LocationRow | null>;
  /** The row marked default; without one, the first by English name. */
  findDefault(q: Queryable): Promise<LocationRow | null>;
  list(
    q: Queryable,
    filter: LocationFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: LocationRow[]; total: number }>;
  /** The known place closest to a point (reverse-geocoding fallback). */
  nearest(q: Queryable, lat: number, lng: number): Promise<LocationWithDistance | null>;
  search(q: Queryable, search: LocationSearch): Promise<LocationWithDistance[]>;
}

/** The map's box query: approved places only; `parts` are one box or the two halves across the antimeridian. */
export interface MapFilter {
  readonly parts: readonly {
    readonly west: number;
    readonly south: number;
    readonly east: number;
    readonly north: number;
  }[];
  readonly categoryId: string | null;
  readonly keyword: PlaceKeyword;
}

export interface ClusterRow {
  readonly lat: number;
  readonly lng: number;
  readonly count: number;
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
  readonly location_id: string | null;
}

/** What open_now needs of each place in the box, to evaluate the hours in the server. */
export interface HoursPoint {
  readonly location_id: string;
  readonly lat: number;
  readonly lng: number;
  readonly time_zone: string;
  readonly opening_hours: unknown;
}

export interface NewPendingLocation {
  readonly locationId: string;
  readonly nameEn: string;
  readonly nameTh: string;
  readonly address: string;
  readonly lat: number;
  readonly lng: number;
  readonly timeZone: string;
  readonly openingHours: unknown;
  readonly categoryId: string | null;
  readonly adminArea: AdminArea | null;
  readonly proposerUserId: string;
  readonly photoImageId: string | null;
}

/** Map, distances and proposals: places/location.repository.ts. */
export interface PlaceMapStore {
  /** How many places match, counting no further than `cap` (the answer is min(count, cap)). */
  mapCount(q: Queryable, filter: MapFilter, cap: number): Promise<number>;
  /** Up to `limit` places in the box, nearest its centre first. */
  mapPlaces(
    q: Queryable,
    filter: MapFilter,
    center: { lat: number; lng: number },
    limit: number,
  ): Promise<LocationRow[]>;
  /** Grid cells of `cellSize` degrees, GROUP BY in SQL. */
  mapClusters(q: Queryable, filter: MapFilter, cellSize: number): Promise<{ clusters: ClusterRow[]; total: number }>;
  mapHoursPoints(q: Queryable, filter: MapFilter): Promise<HoursPoint[]>;
  /** The precomputed cells (location_grid) of a zoom ≤ MAP_GRID_MAX_ZOOM overlapping the box's parts, counted whole. */
  mapGridClusters(
    q: Queryable,
    level: number,
    ranges: readonly { x0: number; x1: number; y0: number; y1: number }[],
  ): Promise<{ clusters: ClusterRow[]; total: number }>;
  /** Rows of these ids (any status); the use case decides who may see them. */
  findByIds(q: Queryable, ids: readonly string[]): Promise<LocationRow[]>;
  insertPending(q: Queryable, row: NewPendingLocation, now: Date): Promise<void>;
  /** pending → approved / refused; false when the row is not pending. */
  review(q: Queryable, locationId: string, status: 'approved' | 'refused', now: Date): Promise<boolean>;
  /** Sets or clears closed_on_public_holidays in the place's opening hours; false when it has none. */
  setClosedOnPublicHolidays(q: Queryable, locationId: string, closed: boolean): Promise<boolean>;
  /** The caller's image of purpose pending-location (or any of theirs), for the photo. */
  ownsImage(q: Queryable, userId: string, imageId: string): Promise<boolean>;
  categoryExists(q: Queryable, categoryId: string): Promise<boolean>;
}

/** Who decided on a proposed place, and why (a refusal's words); both optional. */
export interface PlaceReview {
  readonly reviewerUserId?: string | null;
  readonly reason?: string | null;
}

/**
 * Where a moderator's decision on a proposed place is told, inside the decision's transaction (`tx`): the
 * notifications module sends its job there, so the proposer hears of it iff the decision committed.
 */
export interface PlaceEvents {
  placeReviewed(
    tx: Queryable,
    event: {
      locationId: string;
      status: 'approved' | 'refused';
      reason: string | null;
      reviewerUserId: string | null;
      at: Date;
    },
  ): Promise<void>;
}
