import { isAppError } from '../../src/domain/errors/app-error';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import type { ContentLanguage } from '../../src/domain/content/content';
import type { AuthorWire, ImageRefWire, PublicContentWire } from '../../src/contract/content.contract';
import type { PagedWire } from '../../src/contract/envelope.contract';
import type { LocationWire } from '../../src/contract/places.contract';
import type { CampaignWire } from '../../src/contract/campaigns.contract';
import type { PollWire } from '../../src/contract/polls.contract';
import type { PublicSavedListWire } from '../../src/contract/saved.contract';
import type { Paged } from '../kernel/paged';

/*
 * What the reading pages (reader-page.ts) read: the public API's answers, in-process, through the same
 * content query use cases as GET contents/:contentId and contents/users/by-username/:username (passed in by
 * the composition root: http never reaches a module or a repository itself).
 */
type HeadAuthor = Pick<AuthorWire, 'username' | 'display_name' | 'avatar_image'>;

/**
 * The fields of PublicContent (src/contract) the head needs; the whole answer is the page's initial data.
 * Picked from the contract, so a renamed wire field fails the type check here too.
 */
export type PublicContentData = Pick<
  PublicContentWire,
  'content_id' | 'kind' | 'title' | 'summary' | 'language' | 'published_at' | 'updated_at' | 'languages'
> & {
  readonly cover: Pick<ImageRefWire, 'url' | 'width' | 'height'> | null;
  readonly author: HeadAuthor;
};

/** The first page of a creator's public list, as the by-username call answers it (envelope fields kept). */
export type ProfilePageData = Omit<PagedWire<unknown>, 'data'> & {
  readonly data: { readonly author: HeadAuthor; readonly items: readonly unknown[] };
};

/** The fields of a Location (src/contract/places.contract) the head of /map/location/:id needs; the whole answer is the initial data. */
export type LocationPageData = Pick<
  LocationWire,
  'location_id' | 'name' | 'name_en' | 'name_th' | 'address' | 'lat' | 'lng' | 'time_zone' | 'opening_hours' | 'photo'
>;

/** The fields of a Poll (src/contract/polls.contract) the head of /polls/:id needs; the whole answer is the initial data. */
export type PollPageData = Pick<PollWire, 'poll_id' | 'question' | 'options' | 'total_votes' | 'state' | 'closes_at'>;

/** The fields of a Campaign (src/contract/campaigns.contract) the head of /campaigns/:id/detail needs; the whole answer is the initial data. */
export type CampaignPageData = Pick<
  CampaignWire,
  'campaign_id' | 'title' | 'description' | 'cover' | 'state' | 'starts_on' | 'ends_on' | 'opens_at' | 'ends_at'
>;

/** The first page of a public saved list, as GET public-lists/:listId answers it (envelope fields kept). */
export type SavedListPageData = Omit<PagedWire<unknown>, 'data'> & { readonly data: PublicSavedListWire };

/** Reads in-process through the content query service; null means "no such public page" (404). */
export interface ReaderDataSource {
  /** `hl`: the content language asked for (`?hl=`); null or one it lacks: its primary language. */
  publicContent(contentId: string, hl?: ContentLanguage | null): Promise<PublicContentData | null>;
  /** `hl`: the reader's language; each listed content in it when the content has it (null: its primary one). */
  profileContents(
    username: string,
    offset: number,
    limit: number,
    hl?: ContentLanguage | null,
  ): Promise<ProfilePageData | null>;
  /** /map/location/:id: a public place as GET locations/:locationId answers an anonymous reader. */
  location(locationId: string, lang: 'th' | 'en'): Promise<LocationPageData | null>;
  /** /polls/:id: the poll as GET wallet polls/:pollId answers an anonymous reader (`my_vote` null). */
  poll?(pollId: string): Promise<PollPageData | null>;
  /** /campaigns/:id/detail: the campaign as GET wallet campaigns/:campaignId answers. */
  campaign?(campaignId: string): Promise<CampaignPageData | null>;
  /** /lists/:id: a saved list its maker made public, its first `limit` items newest first; private or missing → null. */
  savedList?(listId: string, lang: 'th' | 'en', limit: number): Promise<SavedListPageData | null>;
}

/** A "not found" of the query service (spec §8 4040607004, 4040102001) is no page; any other failure stays one. */
export async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isAppError(error) && (error.code === ErrorCode.contentNotFound || error.code === ErrorCode.userNotFound))
      return null;
    throw error;
  }
}

/** The two content query use cases the pages read through (content/content-query.use-cases.ts). */
export interface ReaderQueries {
  publicContent(contentId: string, hl?: ContentLanguage | null): Promise<PublicContentData>;
  contentsOfUsername(
    username: string,
    offset: number,
    limit: number,
    cursor?: string,
    hl?: ContentLanguage | null,
  ): Promise<Paged<unknown> & { readonly data: ProfilePageData['data'] }>;
}

/** The location use case the place page reads through (places/locations.use-cases.ts); no identity: public places only. */
export interface ReaderPlaceQueries {
  byId(locationId: string, lang: 'th' | 'en'): Promise<LocationPageData>;
}

/** The wallet use cases the poll and campaign pages read through (wallet/polls.use-cases.ts, campaigns.use-cases.ts). */
export interface ReaderWalletQueries {
  readonly polls: { byId(pollId: string, identity: null): Promise<PollPageData> };
  readonly campaigns: { byId(campaignId: string): Promise<CampaignPageData> };
}

/** The saved use case the public list page reads through (saved/saved.use-cases.ts); a private list is not found. */
export interface ReaderSavedQueries {
  publicList(
    listId: string,
    query: { lang: 'th' | 'en'; offset: number; limit: number },
  ): Promise<Paged<unknown> & { readonly data?: unknown }>;
}

/** A list id as the public route takes it (SavedListParams): anything else is no list, without asking the store. */
const LIST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The envelope of a paged answer (`pagedObject`): its data, paging (with the next page's cursor) and total. */
const envelopeOf = <D>(page: Paged<unknown>, data: D) => ({
  data,
  paging: {
    offset: page.offset,
    limit: page.limit,
    ...(page.nextCursor !== undefined ? { next_cursor: page.nextCursor } : {}),
  },
  total_count: page.total,
});

/** The pages read what the public API calls answer, through the same use cases (no SQL of their own). */
export const readerDataSource = (
  queries: ReaderQueries,
  places?: ReaderPlaceQueries,
  wallet?: ReaderWalletQueries,
  saved?: ReaderSavedQueries,
): ReaderDataSource => ({
  savedList: (listId, lang, limit) =>
    saved && LIST_ID.test(listId)
      ? orNull(async () => {
          const page = await saved.publicList(listId, { lang, offset: 0, limit });
          return envelopeOf(page, page.data as PublicSavedListWire);
        })
      : Promise.resolve(null),
  location: (locationId, lang) => (places ? orNull(() => places.byId(locationId, lang)) : Promise.resolve(null)),
  poll: (pollId) => (wallet ? orNull(() => wallet.polls.byId(pollId, null)) : Promise.resolve(null)),
  campaign: (campaignId) => (wallet ? orNull(() => wallet.campaigns.byId(campaignId)) : Promise.resolve(null)),
  publicContent: (contentId, hl = null) => orNull(() => queries.publicContent(contentId, hl)),
  profileContents: (username, offset, limit, hl = null) =>
    orNull(async () => {
      const page = await queries.contentsOfUsername(username, offset, limit, undefined, hl);
      // next_cursor: the reader's "load more" reads the page after this one by key.
      return envelopeOf(page, page.data);
    }),
});
