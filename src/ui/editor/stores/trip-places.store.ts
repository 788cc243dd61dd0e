import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { ContentLanguage, PlaceSummary } from '../../../domain/content/content';
import type { PlaceLookup } from './place-picker.store';

/**
 * The places a trip's stops name, as the editor knows them: coordinates, time zone and opening hours, for the
 * day that checks itself and for the files built from the draft. Each place is read once per language through
 * the same lookup the place picker uses (a stop's time or note changing reads nothing); a place that cannot be
 * read stays unknown and its stop shows no estimate.
 */
export class TripPlacesStore {
  private readonly known = observable.map<string, PlaceSummary>({}, { deep: false });
  private readonly asked = new Map<string, Promise<PlaceSummary | null>>();

  constructor(private readonly lookup: Pick<PlaceLookup, 'getLocation'>) {
    makeAutoObservable<TripPlacesStore, 'lookup' | 'asked' | 'known'>(
      this,
      { lookup: false, asked: false, known: false },
      { autoBind: true },
    );
  }

  /** The place when it has been read in `lang`; null while unknown (not read yet, or unreadable). */
  placeOf(locationId: string | null, lang: ContentLanguage): PlaceSummary | null {
    return locationId ? (this.known.get(`${lang}:${locationId}`) ?? null) : null;
  }

  /** Reads each place not read yet (one call per place, however often it is asked). */
  want(locationIds: readonly string[], lang: ContentLanguage): void {
    for (const id of locationIds) void this.read(id, lang);
  }

  /** Every asked place once read (the unreadable ones left out), by location id. */
  async all(locationIds: readonly string[], lang: ContentLanguage): Promise<ReadonlyMap<string, PlaceSummary>> {
    const found = await Promise.all(locationIds.map((id) => this.read(id, lang)));
    return new Map(found.flatMap((place, i) => (place ? [[locationIds[i], place] as const] : [])));
  }

  private read(locationId: string, lang: ContentLanguage): Promise<PlaceSummary | null> {
    const key = `${lang}:${locationId}`;
    let pending = this.asked.get(key);
    if (!pending) {
      pending = this.lookup.getLocation(locationId, lang).then(
        (place) => {
          runInAction(() => this.known.set(key, place));
          return place;
        },
        () => {
          // Unreadable now (offline, deleted): asked again next time rather than never.
          this.asked.delete(key);
          return null;
        },
      );
      this.asked.set(key, pending);
    }
    return pending;
  }
}
