import { CONTENT_KINDS, CONTENT_LANGUAGES, type ContentKind, type ContentLanguage } from '../content/content';

/**
 * The search page's state as its address holds it ("the query and filters in the URL so a search
 * can be shared"): /search?q=&tab=contents|places|creators&kind=&category=&language=&page=.
 *
 * The content-language filter is `language`, not `lang`: spec §2 gives `?lang=` to the whole app (it
 * switches the interface language and is removed from the address), so a filter under that name would be
 * eaten before the page saw it. `page` counts from 1 in the address. Anything unknown falls back to the
 * default, so a hand-edited link still opens a sensible search.
 */
export const SEARCH_TABS = ['contents', 'places', 'creators'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export const SEARCH_KEYWORD_MAX = 100;
const CATEGORY_ID = /^[a-z0-9-]{1,40}$/;

export interface SearchState {
  readonly q: string;
  readonly tab: SearchTab;
  readonly kind: ContentKind | null;
  readonly category: string | null;
  readonly language: ContentLanguage | null;
  /** From 1. */
  readonly page: number;
}

export const EMPTY_SEARCH: SearchState = {
  q: '',
  tab: 'contents',
  kind: null,
  category: null,
  language: null,
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((v) => v === value) ?? null;

/** Collapses spaces and trims; at most SEARCH_KEYWORD_MAX characters (the server's limit). */
export function normalizeKeyword(raw: string): string {
  return Array.from(raw.replace(/\s+/g, ' ').trim()).slice(0, SEARCH_KEYWORD_MAX).join('').trim();
}

export function parseSearchState(search: string): SearchState {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const category = params.get('category');
  return {
    q: normalizeKeyword(params.get('q') ?? ''),
    tab: oneOf(SEARCH_TABS, params.get('tab')) ?? 'contents',
    kind: oneOf(CONTENT_KINDS, params.get('kind')),
    category: category && CATEGORY_ID.test(category) ? category : null,
    language: oneOf(CONTENT_LANGUAGES, params.get('language')),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The address of a state: defaults are left out, so equal searches have equal links. */
export function searchStateToQuery(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.tab !== 'contents') params.set('tab', state.tab);
  if (state.kind) params.set('kind', state.kind);
  if (state.category) params.set('category', state.category);
  if (state.language) params.set('language', state.language);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Contents may be searched by filters alone; places and creators need words. */
export function canSearch(state: SearchState): boolean {
  if (state.tab === 'contents') return Boolean(state.q || state.kind || state.category || state.language);
  return state.q.length > 0;
}
