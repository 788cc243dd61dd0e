import { makeAutoObservable, runInAction } from 'mobx';
import type { PlacesService } from '../../../application/places/places.service';
import type { LocationHit } from '../../../application/ports/location-api.port';
import type { ContentLanguage } from '../../../domain/content/content';
import { normalizeError } from '../../../domain/errors/normalize-error';

export type PlaceSearchLookup = Pick<PlacesService, 'search'>;

const SEARCH_DELAY_MS = 300;

/**
 * Known places by keyword, as the person types: one search a moment after the last key (SEARCH_DELAY_MS), and
 * only the newest answer shown (an older one arriving late is dropped). The editor's place picker and the poll
 * form's place field both search through it.
 */
export class PlaceSearchStore {
  keyword = '';
  results: readonly LocationHit[] = [];
  searching = false;
  searched = false;
  errorKey: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private searchSeq = 0;

  constructor(
    private readonly lookup: PlaceSearchLookup,
    private readonly lang: ContentLanguage,
    /** Sorts the hits by distance from this point when it gives one (the picker's map point). */
    private readonly near: () => { lat: number; lng: number } | undefined = () => undefined,
  ) {
    makeAutoObservable<PlaceSearchStore, 'lookup' | 'lang' | 'near' | 'timer' | 'searchSeq'>(
      this,
      { lookup: false, lang: false, near: false, timer: false, searchSeq: false },
      { autoBind: true },
    );
  }

  setKeyword(keyword: string): void {
    this.keyword = keyword;
    if (this.timer) clearTimeout(this.timer);
    if (keyword.trim() === '') {
      // Nothing asked any more: a search still on its way, and an error of an earlier one, say nothing now.
      this.searchSeq += 1;
      this.results = [];
      this.searched = false;
      this.searching = false;
      this.errorKey = null;
      return;
    }
    this.timer = setTimeout(() => void this.search(), SEARCH_DELAY_MS);
  }

  async search(): Promise<void> {
    const keyword = this.keyword.trim();
    if (!keyword) return;
    const seq = ++this.searchSeq;
    this.searching = true;
    this.errorKey = null;
    try {
      const results = await this.lookup.search({ keyword, limit: 10, lang: this.lang, near: this.near() });
      runInAction(() => {
        if (seq !== this.searchSeq) return;
        this.results = results;
        this.searched = true;
      });
    } catch (error) {
      // Only the newest search speaks: an older one failing late does not cover a newer answer.
      runInAction(() => seq === this.searchSeq && (this.errorKey = normalizeError(error).messageKey));
    } finally {
      runInAction(() => seq === this.searchSeq && (this.searching = false));
    }
  }

  /** Empties the field and the hits (after a choice). */
  clear(): void {
    this.setKeyword('');
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
  }
}
