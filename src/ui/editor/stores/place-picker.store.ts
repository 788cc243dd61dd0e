import { makeAutoObservable, runInAction } from 'mobx';
import type { PlacesService } from '../../../application/places/places.service';
import type { Location, LocationHit } from '../../../application/ports/location-api.port';
import type { ContentLanguage, PendingLocation, PlaceRef } from '../../../domain/content/content';
import { CONTENT_LIMITS, pendingLocationProblem } from '../../../domain/content/content-rules';
import { normalizeError } from '../../../domain/errors/normalize-error';
import { PlaceSearchStore } from '../../components/place-search/place-search.store';
import { ProposePlaceStore } from './propose-place.store';

export type PlaceLookup = Pick<
  PlacesService,
  'search' | 'reverseGeocode' | 'defaultLocation' | 'getLocation' | 'proposePlace'
>;

export interface MapPoint {
  readonly lat: number;
  readonly lng: number;
}

/** Bangkok: where the map opens when even the default location cannot be read. */
const FALLBACK_CENTER: MapPoint = { lat: 13.7563, lng: 100.5018 };

/**
 * One place picker (a location section or a trip stop): search known locations by keyword, or click a
 * point on the map, which is reverse-geocoded into a pending location the creator can rename. The
 * chosen place's label is looked up once for an existing location id.
 */
export class PlacePickerStore {
  /** The keyword search (shared with the poll form's place field); near the map point when there is one. */
  readonly finder: PlaceSearchStore;
  errorKey: string | null = null;
  mode: 'closed' | 'search' | 'map' | 'propose' = 'closed';
  /** The "Propose a new place" form while it is open. */
  proposal: ProposePlaceStore | null = null;
  /** The chosen location is a pending one (proposed, not approved yet). */
  chosenPending = false;
  private proposedId: string | null = null;
  center: MapPoint = FALLBACK_CENTER;
  point: MapPoint | null = null;
  pendingName = '';
  pendingAddress = '';
  geocoding = false;
  /** Name of the chosen known location, for display. */
  chosenLabel: string | null = null;
  /** The chosen place's per-language names, for placeName() in the interface language. */
  chosenNames: Location['names'] | null = null;

  constructor(
    private readonly lookup: PlaceLookup,
    private readonly lang: ContentLanguage,
  ) {
    this.finder = new PlaceSearchStore(lookup, lang, () => this.point ?? undefined);
    makeAutoObservable<PlacePickerStore, 'lookup' | 'proposedId'>(
      this,
      { lookup: false, proposedId: false, finder: false },
      { autoBind: true },
    );
  }

  get keyword(): string {
    return this.finder.keyword;
  }

  get results(): readonly LocationHit[] {
    return this.finder.results;
  }

  get searching(): boolean {
    return this.finder.searching;
  }

  get searched(): boolean {
    return this.finder.searched;
  }

  open(mode: 'search' | 'map' | 'propose'): void {
    this.mode = mode;
    this.errorKey = null;
    if (mode === 'map') void this.loadCenter();
    if (mode === 'propose' && !this.proposal) {
      const proposal = new ProposePlaceStore(this.lookup, this.lang, this.keyword);
      this.proposal = proposal;
      // The point starts where the person was looking (the map point) or at the default location.
      void this.loadCenter().then(() => (proposal.point ? undefined : proposal.pickPoint(this.point ?? this.center)));
    }
  }

  /** Sends the open proposal; on success the new pending place is the choice (the form stays filled on failure). */
  async submitProposal(): Promise<PlaceRef | null> {
    const proposal = this.proposal;
    if (!proposal) return null;
    const location = await proposal.submit();
    if (!location) return null;
    runInAction(() => {
      this.proposedId = location.locationId;
      this.chosenLabel = location.name;
      this.chosenNames = location.names;
      this.chosenPending = true;
      this.proposal = null;
      this.close();
    });
    return { locationId: location.locationId, pendingLocation: null };
  }

  close(): void {
    this.mode = 'closed';
    this.point = null;
  }

  setKeyword(keyword: string): void {
    this.finder.setKeyword(keyword);
  }

  search(): Promise<void> {
    return this.finder.search();
  }

  private async loadCenter(): Promise<void> {
    try {
      const place = await this.lookup.defaultLocation(this.lang);
      runInAction(() => !this.point && (this.center = { lat: place.lat, lng: place.lng }));
    } catch {
      // The fallback centre is fine: the map stays usable.
    }
  }

  /** A click on the map: the point, then what the geocoder says is there (editable before use). */
  async pickPoint(point: MapPoint): Promise<void> {
    this.point = { lat: round(point.lat), lng: round(point.lng) };
    this.geocoding = true;
    this.errorKey = null;
    try {
      const found = await this.lookup.reverseGeocode(this.point, this.lang);
      runInAction(() => {
        this.pendingName = found.name.slice(0, CONTENT_LIMITS.pendingNameMax);
        this.pendingAddress = found.address.slice(0, CONTENT_LIMITS.pendingAddressMax);
      });
    } catch (error) {
      runInAction(() => (this.errorKey = normalizeError(error).messageKey));
    } finally {
      runInAction(() => (this.geocoding = false));
    }
  }

  setPendingName(name: string): void {
    this.pendingName = name;
  }

  setPendingAddress(address: string): void {
    this.pendingAddress = address;
  }

  /** The pending location the map choice makes, or null while it is not valid (spec §8 4000607032 rules). */
  get pending(): PendingLocation | null {
    if (!this.point) return null;
    const pending = {
      name: this.pendingName.trim(),
      lat: this.point.lat,
      lng: this.point.lng,
      address: this.pendingAddress.trim(),
    };
    return pendingLocationProblem(pending) === null ? pending : null;
  }

  refFromHit(hit: LocationHit): PlaceRef {
    this.chosenLabel = hit.name;
    this.chosenNames = hit.names;
    this.chosenPending = false;
    this.close();
    return { locationId: hit.locationId, pendingLocation: null };
  }

  refFromMap(): PlaceRef | null {
    const pending = this.pending;
    if (!pending) return null;
    this.close();
    return { locationId: null, pendingLocation: pending };
  }

  /** Reads the name of a chosen known location (once per id). */
  async describe(locationId: string | null): Promise<void> {
    if (!locationId) {
      this.chosenLabel = null;
      this.chosenPending = false;
      return;
    }
    if (locationId === this.proposedId) return;
    try {
      const place = await this.lookup.getLocation(locationId, this.lang);
      runInAction(() => {
        this.chosenLabel = place.name;
        this.chosenNames = place.names;
        this.chosenPending = place.pending === true;
      });
    } catch {
      runInAction(() => (this.chosenLabel = null));
    }
  }

  dispose(): void {
    this.finder.dispose();
  }
}

/** Six decimals (~10 cm) is more precision than a place needs and keeps the saved JSON short. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;
