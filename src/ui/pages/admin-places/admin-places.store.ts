import { makeAutoObservable, runInAction } from 'mobx';
import type { ModerationService } from '../../../application/moderation/moderation.service';
import type { PlacesService } from '../../../application/places/places.service';
import type { Location } from '../../../application/ports/location-api.port';
import type { ContentLanguage } from '../../../domain/content/content';
import { normalizeError } from '../../../domain/errors/normalize-error';
import { PlaceSearchStore } from '../../components/place-search/place-search.store';

type Places = Pick<PlacesService, 'search' | 'getLocation'>;
type Moderation = Pick<ModerationService, 'setPlaceClosedOnHolidays'>;

/**
 * /admin/places: a moderator finds any known place by keyword (not only the proposals in the queue) and sets
 * whether its hours close on Thai public holidays. The flag shows at once on the place's page, a trip's arrival
 * check and the map (the server tells every instance the place changed).
 */
export class AdminPlacesStore {
  readonly search: PlaceSearchStore;
  chosen: Location | null = null;
  loading = false;
  busy = false;
  /** A failed read or change, said beside the place; what is shown stays as it was. */
  errorKey: string | null = null;
  /** What the last change did, for the status line. */
  notice: 'closed' | 'open' | null = null;
  private seq = 0;

  constructor(
    private readonly places: Places,
    private readonly moderation: Moderation,
    private readonly lang: ContentLanguage,
  ) {
    this.search = new PlaceSearchStore(places, lang);
    makeAutoObservable<AdminPlacesStore, 'places' | 'moderation' | 'lang' | 'seq'>(
      this,
      { places: false, moderation: false, lang: false, seq: false, search: false },
      { autoBind: true },
    );
  }

  get closedOnHolidays(): boolean {
    return this.chosen?.closedOnPublicHolidays === true;
  }

  /** The flag belongs to opening hours: a place without any cannot close on holidays (the server says 422). */
  get hasHours(): boolean {
    return this.chosen?.openingHours != null;
  }

  /** A hit picked: its whole record (hours and the flag) is read. */
  async choose(locationId: string): Promise<void> {
    const seq = ++this.seq;
    this.loading = true;
    this.errorKey = null;
    this.notice = null;
    this.search.clear();
    try {
      const place = await this.places.getLocation(locationId, this.lang);
      runInAction(() => seq === this.seq && (this.chosen = place));
    } catch (error) {
      runInAction(() => seq === this.seq && (this.errorKey = normalizeError(error).messageKey));
    } finally {
      runInAction(() => seq === this.seq && (this.loading = false));
    }
  }

  /** Sets the flag the other way; the answer is the flag the server now stores. */
  async toggle(): Promise<void> {
    const place = this.chosen;
    if (!place || this.busy || !this.hasHours) return;
    this.busy = true;
    this.errorKey = null;
    this.notice = null;
    try {
      const closed = await this.moderation.setPlaceClosedOnHolidays(place.locationId, !this.closedOnHolidays);
      runInAction(() => {
        if (this.chosen?.locationId !== place.locationId) return;
        this.chosen = { ...place, closedOnPublicHolidays: closed };
        this.notice = closed ? 'closed' : 'open';
      });
    } catch (error) {
      runInAction(() => (this.errorKey = normalizeError(error).messageKey));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  dispose(): void {
    this.search.dispose();
  }
}
