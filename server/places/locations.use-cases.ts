import type {
  LocationDistanceWire,
  LocationPinWire,
  LocationSearchHitWire,
  LocationWire,
  MapResultWire,
  PendingLocationBodyWire,
  ReverseGeocodedWire,
} from '../../src/contract/places.contract';
import { MAP_PLACES_LIMIT, MAP_PLACES_MAX, MAP_PLACES_ZOOM } from '../../src/contract/places.contract';
import { adminAreaFromWire } from '../../src/contract/places.mapping';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import { evaluateAtInstant } from '../../src/domain/places/opening-on-date';
import { distanceMetres } from '../../src/domain/places/distance';
import {
  cellRange,
  cellSizeDegrees,
  clusterPoints,
  MAP_GRID_MAX_ZOOM,
  parseBbox,
  type GeoBox,
} from '../../src/domain/places/map-grid';
import type { WeeklyOpeningHours } from '../../src/domain/places/opening-hours';
import { normalizeProposal, pendingLocationProblems } from '../../src/domain/places/pending-location';
import { placeSearchParts } from '../../src/domain/places/place-search';
import { nowDate, type Kernel } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import { newId } from '../kernel/ids';
import type { Paged } from '../kernel/paged';
import { imageUrlFor } from '../media/media.use-cases';
import type { UserUseCases } from '../users/users.use-cases';
import { openingHoursOrNull, toCluster, toPin, toWireLocation, withDistance } from './location.mapper';
import type {
  Lang,
  LocationRow,
  LocationStore,
  MapFilter,
  PlaceEvents,
  PlaceKeyword,
  PlaceMapStore,
  PlaceReview,
} from './places.ports';

export type { Lang };

/** 4040607004 for a missing place: locations live in the content-platform area, like contents. */
const notFound = (what: string) => failure(ErrorCode.contentNotFound, what);
/** 422 4220607000 with data { content_id: null, message } (spec §8 content-platform validation). */
const invalid = (message: string) => failure(ErrorCode.contentValidationFailed, message, { content_id: null, message });
/** 400 4000607032 (spec §8 invalid pending locations), same data shape. */
const invalidPending = (message: string) =>
  failure(ErrorCode.invalidPendingLocations, message, { content_id: null, message });

/**
 * A typed keyword as the place search's parts (names, address, district and province, Thai segmented:
 * src/domain/places/place-search.ts); null for none. `[]` (nothing searchable typed) matches no place.
 */
const keywordParts = (keyword: string | null | undefined): PlaceKeyword => {
  const text = keyword?.trim();
  return text ? placeSearchParts(text) : null;
};
const matchesNothing = (keyword: PlaceKeyword): boolean => keyword !== null && keyword.length === 0;

export interface MapSearch {
  readonly bbox: string;
  readonly zoom: number;
  readonly categoryId: string | null;
  readonly openNow: boolean;
  readonly keyword: string | null;
  readonly lang: Lang;
}

/**
 * Spec §7 locations (default, by id, list, reverse geocoding), the public map search, and the map's
 * box query, distances, pending (proposed) locations and their review. Visibility: an approved place is
 * everyone's; a pending one only its proposer's (by id and distance) until `approvePendingLocation`.
 */
export function createLocationUseCases(
  deps: Pick<Kernel, 'db' | 'geocoder' | 'clock' | 'config'>,
  store: LocationStore & PlaceMapStore,
  users: Pick<UserUseCases, 'requireUser' | 'findUser'>,
  events: PlaceEvents | null = null,
) {
  const { db, geocoder } = deps;
  const photoUrl = (imageId: string) => imageUrlFor(deps, imageId);
  const viewerId = async (identity: VerifiedIdentity | null): Promise<string | null> =>
    identity ? ((await users.findUser(db, identity))?.user_id ?? null) : null;
  const visibleTo = (row: LocationRow, userId: string | null): boolean =>
    row.status === 'approved' || (row.status === 'pending' && userId !== null && row.proposer_user_id === userId);

  /** The decision and its telling (the proposer's notification job) commit together, or neither. */
  async function review(
    locationId: string,
    status: 'approved' | 'refused',
    decision: PlaceReview,
  ): Promise<LocationWire> {
    const row = await db.transaction(async (tx) => {
      const at = nowDate(deps);
      const done = await store.review(tx, locationId, status, at);
      const found = await store.findById(tx, locationId);
      if (!found) throw notFound(`Location ${locationId} not found`);
      if (!done) throw invalid(`Location ${locationId} is not pending (it is ${found.status})`);
      await events?.placeReviewed(tx, {
        locationId,
        status,
        reason: status === 'refused' ? decision.reason?.trim() || null : null,
        reviewerUserId: decision.reviewerUserId ?? null,
        at,
      });
      return found;
    });
    return toWireLocation(row, 'en', photoUrl);
  }

  return {
    async defaultLocation(lang: Lang): Promise<LocationWire> {
      const row = await store.findDefault(db);
      if (!row) throw notFound('No locations are known yet');
      return toWireLocation(row, lang, photoUrl);
    },

    /** An approved place, or the caller's own pending one; 404 otherwise (a pending place is nobody else's business). */
    async byId(locationId: string, lang: Lang, identity: VerifiedIdentity | null = null): Promise<LocationWire> {
      const row = await store.findById(db, locationId);
      if (!row || !visibleTo(row, row.status === 'approved' ? null : await viewerId(identity)))
        throw notFound(`Location ${locationId} not found`);
      return toWireLocation(row, lang, photoUrl);
    },

    async list(query: {
      keyword: string | null;
      ids: string[] | null;
      offset: number;
      limit: number;
      lang: Lang;
    }): Promise<Paged<LocationWire>> {
      const keyword = keywordParts(query.keyword);
      if (matchesNothing(keyword)) return { items: [], offset: query.offset, limit: query.limit, total: 0 };
      const page = await store.list(db, { keyword, ids: query.ids, lang: query.lang }, query.offset, query.limit);
      return {
        items: page.rows.map((row) => toWireLocation(row, query.lang, photoUrl)),
        offset: query.offset,
        limit: query.limit,
        total: page.total,
      };
    },

    /** The open map service first; when it cannot answer, the nearest place we know (source 'nearest'). */
    async reverseGeocode(lat: number, lng: number, lang: Lang): Promise<ReverseGeocodedWire> {
      const found = await geocoder.reverse(lat, lng, lang);
      if (found) return { ...found, source: 'service' as const };
      const nearest = await store.nearest(db, lat, lng);
      if (!nearest) throw notFound('The geocoder is unavailable and no locations are known');
      return {
        name: lang === 'th' ? nearest.name_th : nearest.name_en,
        address: nearest.address,
        source: 'nearest' as const,
      };
    },

    /** Map search; lat and lng go together (422 4220607000 with one of them alone). */
    async search(query: {
      keyword: string | null;
      lat: number | null;
      lng: number | null;
      limit: number;
      lang: Lang;
    }): Promise<LocationSearchHitWire[]> {
      if ((query.lat === null) !== (query.lng === null)) {
        const message = 'lat and lng go together: send both or neither';
        throw failure(ErrorCode.contentValidationFailed, message, { content_id: null, message });
      }
      const point = query.lat !== null && query.lng !== null ? { lat: query.lat, lng: query.lng } : null;
      const keyword = keywordParts(query.keyword);
      if (matchesNothing(keyword)) return [];
      const rows = await store.search(db, { keyword, point, lang: query.lang, limit: query.limit });
      return rows.map((row) => withDistance(row, query.lang, photoUrl));
    },

    /**
     * The map by its visible box. Places one by one when the box holds at most MAP_PLACES_MAX or the
     * zoom is at least MAP_PLACES_ZOOM (then at most MAP_PLACES_LIMIT, nearest the box centre); else grid
     * clusters of 90/2^zoom degrees: read from the precomputed grid (migration 0008 location_grid, cells overlapping
     * the box counted whole) at zoom ≤ MAP_GRID_MAX_ZOOM without category/keyword, else grouped in SQL from the rows. open_now evaluates each place's hours in its own zone here
     * (spec §3), so that filter reads the box's places with hours and clusters them in memory.
     */
    async map(query: MapSearch): Promise<MapResultWire> {
      const parsed = parseBbox(query.bbox);
      if (!parsed.ok) throw invalid(parsed.message);
      const filter: MapFilter = {
        parts: parsed.parts,
        categoryId: query.categoryId,
        keyword: keywordParts(query.keyword),
      };
      if (matchesNothing(filter.keyword)) return { clusters: [], places: [], total: 0 };
      const center = boxCenter(parsed.box);
      const cellSize = cellSizeDegrees(query.zoom);
      const wantPlaces = (total: number) => total <= MAP_PLACES_MAX || query.zoom >= MAP_PLACES_ZOOM;

      if (query.openNow) {
        const now = deps.clock.now();
        const open = (await store.mapHoursPoints(db, filter)).filter((point) => {
          const wire = openingHoursOrNull(point.opening_hours);
          const hours = wire && {
            weekly: wire as WeeklyOpeningHours,
            closedOnPublicHolidays: wire.closed_on_public_holidays === true,
          };
          const status = hours ? evaluateAtInstant(hours, point.time_zone, now)?.status : null;
          return status === 'opened' || status === 'closingSoon';
        });
        if (wantPlaces(open.length)) {
          const nearest = open
            .map((point) => ({
              id: point.location_id,
              d: (point.lat - center.lat) ** 2 + (point.lng - center.lng) ** 2,
            }))
            .sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : 1))
            .slice(0, MAP_PLACES_LIMIT);
          const rows = new Map(
            (
              await store.findByIds(
                db,
                nearest.map((n) => n.id),
              )
            ).map((row) => [row.location_id, row]),
          );
          const places = nearest.flatMap((n) => {
            const row = rows.get(n.id);
            return row ? [toPin(row, query.lang, photoUrl)] : [];
          });
          return { clusters: [], places, total: open.length };
        }
        const clusters = clusterPoints(
          open.map((p) => ({ id: p.location_id, lat: Number(p.lat), lng: Number(p.lng) })),
          cellSize,
        ).map((c) => toCluster({ ...c.box, lat: c.lat, lng: c.lng, count: c.count, location_id: c.locationId }));
        return { clusters, places: [], total: open.length };
      }

      // Counting stops past MAP_PLACES_MAX (a capped count reads at most that many index entries); the cluster
      // query then counts everything once, as it groups.
      const capped = query.zoom >= MAP_PLACES_ZOOM ? MAP_PLACES_LIMIT + 1 : MAP_PLACES_MAX + 1;
      const few = await store.mapCount(db, filter, capped);
      if (wantPlaces(few) && few < capped) {
        const rows = few === 0 ? [] : await store.mapPlaces(db, filter, center, MAP_PLACES_LIMIT);
        return {
          clusters: [],
          places: rows.map((row): LocationPinWire => toPin(row, query.lang, photoUrl)),
          total: few,
        };
      }
      if (query.zoom >= MAP_PLACES_ZOOM) {
        const rows = await store.mapPlaces(db, filter, center, MAP_PLACES_LIMIT);
        const all = await store.mapCount(db, filter, Number.MAX_SAFE_INTEGER);
        return {
          clusters: [],
          places: rows.map((row): LocationPinWire => toPin(row, query.lang, photoUrl)),
          total: all,
        };
      }
      // Zoomed out without category or keyword: the precomputed grid (a few hundred cells whatever the table size);
      // else GROUP BY the box's rows.
      const grouped =
        query.zoom <= MAP_GRID_MAX_ZOOM && !filter.categoryId && !filter.keyword
          ? await store.mapGridClusters(
              db,
              query.zoom,
              parsed.parts.map((part) => cellRange(part, cellSize)),
            )
          : await store.mapClusters(db, filter, cellSize);
      return { clusters: grouped.clusters.map(toCluster), places: [], total: grouped.total };
    },

    /** Great-circle metres from a point to each visible place asked for, in the order asked; unknown ones left out. */
    async distances(
      point: { lat: number; lng: number },
      ids: readonly string[],
      identity: VerifiedIdentity | null,
    ): Promise<LocationDistanceWire[]> {
      const unique = [...new Set(ids)];
      const rows = new Map((await store.findByIds(db, unique)).map((row) => [row.location_id, row]));
      const userId = [...rows.values()].some((row) => row.status !== 'approved') ? await viewerId(identity) : null;
      return unique.flatMap((id) => {
        const row = rows.get(id);
        if (!row || !visibleTo(row, userId)) return [];
        return [
          {
            location_id: id,
            distance_m: Math.round(distanceMetres(point, { lat: Number(row.lat), lng: Number(row.lng) })),
          },
        ];
      });
    },

    /**
     * A signed-in creator proposes a place: stored `pending`, usable at once in their own contents, in no
     * public list, map or search until a moderator approves it. 400 4000607032 when invalid.
     */
    async proposeLocation(identity: VerifiedIdentity, body: PendingLocationBodyWire): Promise<LocationWire> {
      const user = await users.requireUser(db, identity);
      const flag = (body.opening_hours as { closed_on_public_holidays?: unknown } | null | undefined)
        ?.closed_on_public_holidays;
      if (flag !== undefined && typeof flag !== 'boolean')
        throw invalidPending('Invalid pending location: opening_hours.closed_on_public_holidays must be true or false');
      const proposal = normalizeProposal({
        nameTh: body.name_th,
        nameEn: body.name_en,
        lat: body.lat,
        lng: body.lng,
        address: body.address,
        timeZone: body.time_zone,
        openingHours: (body.opening_hours ?? null) as WeeklyOpeningHours | null,
        closedOnPublicHolidays: flag === true,
        adminArea: adminAreaFromWire(body.admin_area),
      });
      const problems = pendingLocationProblems(proposal);
      if (problems.length > 0) throw invalidPending(`Invalid pending location: ${problems.join('; ')}`);
      // null (or absent) is "none"; any string, the empty one included, must name a row, or the insert would
      // break its foreign key (a 500 instead of the 400 spec §8 asks for bad input).
      const photo = body.photo_image_id ?? null;
      if (photo !== null && !(await store.ownsImage(db, user.user_id, photo)))
        throw invalidPending(`Invalid pending location: photo_image_id ${photo} is not an upload of yours`);
      const category = body.category_id ?? null;
      if (category !== null && !(await store.categoryExists(db, category)))
        throw invalidPending(`Invalid pending location: unknown category_id ${category}`);
      const locationId = `pl-${newId()}`;
      await store.insertPending(
        db,
        {
          locationId,
          nameEn: proposal.nameEn,
          nameTh: proposal.nameTh,
          address: proposal.address,
          lat: proposal.lat,
          lng: proposal.lng,
          timeZone: proposal.timeZone,
          openingHours:
            proposal.openingHours && proposal.closedOnPublicHolidays
              ? { ...proposal.openingHours, closed_on_public_holidays: true }
              : proposal.openingHours,
          categoryId: category,
          adminArea: proposal.adminArea,
          proposerUserId: user.user_id,
          photoImageId: photo,
        },
        nowDate(deps),
      );
      const row = await store.findById(db, locationId);
      return toWireLocation(row as LocationRow, 'en', photoUrl);
    },

    /**
     * A moderator's "closed on public holidays" for a place (approved or pending; a refused one is 422), part of
     * its opening hours: a place without hours is 422 (there is nothing the flag would close), an unknown one 404.
     * Answers the Location.
     */
    async setClosedOnPublicHolidays(locationId: string, closed: boolean): Promise<LocationWire> {
      // One statement decides (a refusal landing meanwhile is seen); only a refused change asks why.
      if (!(await store.setClosedOnPublicHolidays(db, locationId, closed))) {
        const row = await store.findById(db, locationId);
        if (!row) throw notFound(`Location ${locationId} not found`);
        if (row.status === 'refused') throw invalid(`Location ${locationId} was refused`);
        throw invalid(`Location ${locationId} has no opening hours: closed_on_public_holidays needs them`);
      }
      const changed = await store.findById(db, locationId);
      return toWireLocation(changed as LocationRow, 'en', photoUrl);
    },

    /** Moderator's approval (the admin area's decision call); the proposer is told. */
    approvePendingLocation: (locationId: string, decision: PlaceReview = {}) =>
      review(locationId, 'approved', decision),
    /**
     * Moderator's refusal, with the reason they wrote (told to the proposer). Contents already naming it keep it,
     * marked refused.
     */
    refusePendingLocation: (locationId: string, decision: PlaceReview = {}) => review(locationId, 'refused', decision),
  };
}

const boxCenter = (box: GeoBox): { lat: number; lng: number } => {
  const lat = (box.south + box.north) / 2;
  if (box.west <= box.east) return { lat, lng: (box.west + box.east) / 2 };
  const lng = (box.west + box.east + 360) / 2;
  return { lat, lng: lng > 180 ? lng - 360 : lng };
};

export type LocationUseCases = ReturnType<typeof createLocationUseCases>;
