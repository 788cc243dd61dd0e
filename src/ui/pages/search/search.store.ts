import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  discoveryPageCount,
  type DiscoveryService,
  type SearchResults,
} from '../../../application/feed/discovery.service';
import type { InterestCategory } from '../../../application/ports/interest-api.port';
import { normalizeError } from '../../../domain/errors/normalize-error';
import { EMPTY_SEARCH, searchStateToQuery, type SearchState } from '../../../domain/feed/search-query';

/**
 * The search page. The address is the source of truth: the page parses it and calls show();
 * the store only fetches what it says and keeps the answer. An answer to an older address is dropped.
 */
export class SearchStore {
  state: SearchState = EMPTY_SEARCH;
  results: SearchResults | null = null;
  loading = false;
  errorKey: string | null = null;
  categories: readonly InterestCategory[] = [];
  private shown: string | null = null;
  private language: 'en' | 'th' = 'en';
  private seq = 0;

  constructor(private readonly service: Pick<DiscoveryService, 'search' | 'categories'>) {
    makeAutoObservable<SearchStore, 'service' | 'seq' | 'shown' | 'language'>(
      this,
      { service: false, seq: false, shown: false, language: false, results: observableRef, categories: observableRef },
      { autoBind: true },
    );
  }

  get pages(): number {
    return this.results ? discoveryPageCount(this.results.page.total) : 1;
  }

  get total(): number {
    return this.results?.page.total ?? 0;
  }

  /** Shows the search of this address in this interface language (places are named in it); the same twice is one call. */
  async show(state: SearchState, language: 'en' | 'th'): Promise<void> {
    const key = `${language}${searchStateToQuery(state)}`;
    if (key === this.shown && !this.errorKey) return;
    this.shown = key;
    this.state = state;
    this.language = language;
    await this.fetch();
  }

  retry(): Promise<void> {
    return this.fetch();
  }

  async loadCategories(): Promise<void> {
    try {
      const categories = await this.service.categories();
      runInAction(() => (this.categories = categories));
    } catch {
      // The category filter then offers "any" only; the search itself still works.
    }
  }

  private async fetch(): Promise<void> {
    const seq = ++this.seq;
    this.loading = true;
    this.errorKey = null;
    if (this.results && this.results.tab !== this.state.tab) this.results = null;
    try {
      const results = await this.service.search(this.state, this.language);
      runInAction(() => seq === this.seq && (this.results = results));
    } catch (error) {
      runInAction(() => {
        if (seq !== this.seq) return;
        this.errorKey = normalizeError(error).messageKey;
        this.results = null;
      });
    } finally {
      runInAction(() => seq === this.seq && (this.loading = false));
    }
  }
}
