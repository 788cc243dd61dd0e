import type {
  AdvanceSearchQueryWire,
  CategoryContentSort,
  CreatorMatchWire,
  FeedContentItemWire,
  LocationMatchWire,
  SearchContentItemWire,
  TrendingCategoryWire,
} from '../../src/contract/feed.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import { isColdStart, TRENDING } from '../../src/domain/search/ranking';
import { placeQueryGroups } from '../../src/domain/places/place-search';
import { lenientToken, romanisedQueryWords } from '../../src/domain/search/place-names';
import {
  containsParts,
  highlightTerms,
  isLatinWord,
  queryGroups,
  toTsQueryText,
  type QueryGroup,
} from '../../src/domain/search/segment';
import { deletionVariants, TYPO_MIN_LENGTH, withinOneEdit } from '../../src/domain/search/typo';
import type { Queryable } from '../kernel/database.port';
import { nowDate, type Kernel } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import { keysetPage, openWindow } from '../kernel/keyset';
import type { Paged } from '../kernel/paged';
import type { UserUseCases } from '../users/users.use-cases';
import {
  inLanguage,
  toCreatorMatch,
  toFeedItem,
  toIndexDocument,
  toLocationMatch,
  toSearchItem,
  toTrendingCategory,
  vocabularyPairs,
} from './feed.mapper';
import type { FeedContentRow, FeedStore, RowPage } from './feed.ports';

/** The reader's language a list is shown in (`hl`), null: every content in its primary language. */
type ListLanguage = 'th' | 'en' | null;

const REFRESH_BATCH = 500;
const MAX_ALTERNATIVES = 5;

type FeedDeps = Pick<Kernel, 'db' | 'clock' | 'config'>;

/** What a keyword becomes: the AND-ed groups, typo alternatives of Latin words, the tsquery text and the highlight terms. */
interface ParsedKeyword {
  readonly groups: QueryGroup[];
  /** Matches the content's text or its places' names (lenient keys included). */
  readonly tsquery: string;
  /** The same restricted to the content's own text (title, summary, body), for the ranking. */
  readonly textTsquery: string;
  readonly terms: string[];
}

/** Plural/verb endings dropped for highlighting only (the index stems with PostgreSQL's English stemmer). */
const stemsForHighlight = (word: string): string[] =>
  word.length > 4
    ? [
        /ies$/.test(word) ? word.slice(0, -3) : '',
        /s$/.test(word) ? word.slice(0, -1) : '',
        /(ing|ed)$/.test(word) ? word.replace(/(ing|ed)$/, '') : '',
      ].filter((w) => w.length >= 3)
    : [];

/**
 * Discovery (spec §7 feed): search over a Thai-segmented full-text index kept in step with
 * publishing lazily, trending, you-may-like, a category's contents, location and creator search.
 */
export function createFeedUseCases(deps: FeedDeps, store: FeedStore, users: Pick<UserUseCases, 'requireUser'>) {
  const page = <R, W>(result: RowPage<R>, map: (row: R) => W, offset: number, limit: number): Paged<W> => ({
    items: result.rows.map(map),
    offset,
    limit,
    total: result.total,
  });

  /**
   * Rebuilds the search rows of published contents whose row is missing or was built from another version
   * (publish, republish). Deleted and unpublished contents are left out by every read's join. Cheap when
   * nothing changed: one indexed anti-join.
   */
  async function refreshIndex(q: Queryable = deps.db): Promise<number> {
    let done = 0;
    for (let round = 0; round < 1000; round++) {
      const stale = await store.staleDocuments(q, REFRESH_BATCH);
      if (stale.length === 0) break;
      await store.addVocabulary(q, stale.flatMap(vocabularyPairs));
      await store.saveDocuments(q, stale.map(toIndexDocument), nowDate(deps));
      done += stale.length;
      if (stale.length < REFRESH_BATCH) break;
    }
    return done;
  }

  async function parseKeyword(keyword: string): Promise<ParsedKeyword> {
    const groups = queryGroups(keyword);
    const words = groups.flatMap((g) =>
      g.kind === 'word' && isLatinWord(g.word) && g.word.length >= TYPO_MIN_LENGTH ? [g.word] : [],
    );
    const alternatives = new Map<string, string[]>();
    if (words.length > 0) {
      const known = await store.vocabularyMatches(deps.db, words.flatMap(deletionVariants));
      for (const word of words) {
        if (known.includes(word)) continue;
        const alts = known
          .filter((candidate) => candidate !== word && withinOneEdit(word, candidate))
          .slice(0, MAX_ALTERNATIVES);
        if (alts.length) alternatives.set(word, alts);
      }
    }
    // A Latin word also looks for its lenient key among the places' names ("po" finds Pho, "chiangmai" Chiang Mai).
    // A Thai run may also be found by its RTGS romanisation ("วัดโพธิ์" finds "Wat Pho"), exact words all AND-ed.
    const keys = new Map<string, string[]>();
    const romanised = new Map<string, string[]>();
    for (const group of groups) {
      if (group.kind === 'thai') {
        const words = romanisedQueryWords(group.run);
        if (words.length) romanised.set(group.run, words);
        continue;
      }
      const key = lenientToken(group.word);
      if (key) keys.set(group.word, [key]);
    }
    const terms = highlightTerms(groups, alternatives);
    for (const group of groups) if (group.kind === 'word') terms.push(...stemsForHighlight(group.word));
    for (const words of romanised.values()) terms.push(...words);
    return {
      groups,
      tsquery: toTsQueryText(groups, alternatives, { prefixAlternatives: keys, romanised }),
      textTsquery: toTsQueryText(groups, alternatives, { weights: 'ABC', romanised }),
      terms,
    };
  }

  const userIdOf = async (identity: VerifiedIdentity): Promise<string> =>
    (await users.requireUser(deps.db, identity)).user_id;

  /** A list's row as a card in the reader's language `hl` when the content has it (null: its primary one). */
  const listed =
    (hl: ListLanguage) =>
    (row: FeedContentRow): FeedContentItemWire =>
      inLanguage(toFeedItem(deps, row), row, hl);

  async function trending(
    days: number,
    excludeFor: string | null,
    offset: number,
    limit: number,
    hl: ListLanguage,
  ): Promise<Paged<FeedContentItemWire>> {
    await refreshIndex();
    const result = await store.trending(deps.db, nowDate(deps), days, excludeFor, offset, limit);
    return page(result, listed(hl), offset, limit);
  }

  return {
    refreshIndex,

    async advanceSearch(query: AdvanceSearchQueryWire): Promise<Paged<SearchContentItemWire>> {
      const { offset, limit } = query;
      const keyword = query.keyword?.trim() ?? '';
      await refreshIndex();
      const parsed = keyword ? await parseKeyword(keyword) : null;
      if (parsed && parsed.groups.length === 0) return { items: [], offset, limit, total: 0 };
      const result = await store.search(
        deps.db,
        {
          tsquery: parsed?.tsquery ?? null,
          textTsquery: parsed?.textTsquery ?? null,
          kind: query.kind ?? null,
          categoryId: query.category_id ?? null,
          language: query.language ?? null,
          locationId: query.location_id ?? null,
        },
        offset,
        limit,
      );
      const hl = query.hl ?? null;
      return page(
        result,
        (row) => toSearchItem(deps, row, parsed?.terms ?? [], parsed?.groups ?? [], hl),
        offset,
        limit,
      );
    },

    trendingContents: (days: number, offset: number, limit: number, hl: ListLanguage = null) =>
      trending(days, null, offset, limit, hl),

    async trendingCategories(days: number, limit: number): Promise<TrendingCategoryWire[]> {
      await refreshIndex();
      return (await store.trendingCategories(deps.db, nowDate(deps), days, limit)).map(toTrendingCategory);
    },

    async youMayLike(
      identity: VerifiedIdentity,
      offset: number,
      limit: number,
      hl: ListLanguage = null,
    ): Promise<Paged<FeedContentItemWire>> {
      const userId = await userIdOf(identity);
      await refreshIndex();
      const signals = await store.readerSignals(deps.db, userId);
      const cold = isColdStart({
        interests: new Set(signals.interests),
        categories: new Set(signals.categories),
        places: new Set(signals.places),
      });
      if (cold) return trending(TRENDING.defaultDays, userId, offset, limit, hl);
      const result = await store.youMayLike(deps.db, userId, signals, nowDate(deps), offset, limit);
      return page(result, listed(hl), offset, limit);
    },

    async categoryContents(
      categoryId: string,
      sort: CategoryContentSort,
      offset: number,
      limit: number,
      cursor?: string,
      hl: ListLanguage = null,
    ): Promise<Paged<FeedContentItemWire>> {
      // sort=newest pages by key too; most_read is ordered by a count that moves, so by offset only.
      const window = sort === 'newest' ? openWindow(`category:${categoryId}`, offset, limit, cursor) : null;
      if (cursor !== undefined && !window) {
        throw failure(ErrorCode.contentValidationFailed, 'cursor is not valid: sort=most_read is paged by offset', {
          content_id: null,
          message: 'cursor is not valid: sort=most_read is paged by offset',
        });
      }
      if (!(await store.categoryExists(deps.db, categoryId))) {
        throw failure(ErrorCode.contentNotFound, `Category ${categoryId} does not exist`);
      }
      await refreshIndex();
      if (window)
        return keysetPage(
          window,
          await store.newest(deps.db, { categoryId }, window),
          (row) => row.content_id,
          (rows) => rows.map(listed(hl)),
        );
      const result = await store.categoryContents(deps.db, categoryId, sort, offset, limit);
      return page(result, listed(hl), offset, limit);
    },

    /**
     * Published contents featuring a place (spec §7 locations/{locationId}/contents): newest first.
     * 404 4040607004 unless the place is approved (a pending place is in no public list).
     */
    async locationContents(
      locationId: string,
      offset: number,
      limit: number,
      cursor?: string,
      hl: ListLanguage = null,
    ): Promise<Paged<FeedContentItemWire>> {
      const window = openWindow(`location:${locationId}`, offset, limit, cursor);
      if (!(await store.publicLocationExists(deps.db, locationId)))
        throw failure(ErrorCode.contentNotFound, `Location ${locationId} not found`);
      await refreshIndex();
      const result = await store.newest(deps.db, { locationId }, window);
      return keysetPage(
        window,
        result,
        (row) => row.content_id,
        (rows) => rows.map(listed(hl)),
      );
    },

    async searchLocations(
      keyword: string,
      lang: 'th' | 'en',
      offset: number,
      limit: number,
    ): Promise<Paged<LocationMatchWire>> {
      const groups = placeQueryGroups(keyword);
      if (groups.length === 0) return { items: [], offset, limit, total: 0 };
      const result = await store.searchLocations(deps.db, containsParts(groups), lang, offset, limit);
      const terms = highlightTerms(groups);
      return page(result, (row) => toLocationMatch(deps, row, lang, terms), offset, limit);
    },

    async searchCreators(keyword: string, offset: number, limit: number): Promise<Paged<CreatorMatchWire>> {
      const groups = queryGroups(keyword);
      if (groups.length === 0) return { items: [], offset, limit, total: 0 };
      const result = await store.searchCreators(deps.db, containsParts(groups), offset, limit);
      const terms = highlightTerms(groups);
      return page(result, (row) => toCreatorMatch(row, terms), offset, limit);
    },

    /**
     * Remembers that a signed-in reader opened a published content (you-may-like then never offers it and
     * learns from its categories and places). False when the content is not published. Not wired to a route:
     * the view route of the content module may call it when the view carries a bearer token.
     */
    async recordRead(userId: string, contentId: string): Promise<boolean> {
      return store.recordRead(deps.db, userId, contentId, nowDate(deps));
    },
  };
}

export type FeedUseCases = ReturnType<typeof createFeedUseCases>;
