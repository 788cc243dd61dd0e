import type { ContentAuthor, ContentLanguage, ContentListItem } from '../../domain/content/content';
import type { FollowCounts } from '../../domain/follows/follows';

/** A creator and one page of their published contents. */
/** What the profile page shows about the creator besides the name (spec §3 profile fields). */
export interface CreatorAbout {
  readonly biography: string | null;
  readonly website: string | null;
  readonly country: string | null;
  readonly coverImage: string | null;
}

export interface CreatorPage {
  readonly author: ContentAuthor;
  /** Absent when the server did not send it. */
  readonly about?: CreatorAbout;
  /** How many follow the creator and whom they follow; absent when the server did not send them. */
  readonly follows?: FollowCounts;
  readonly items: readonly ContentListItem[];
  /** How many published contents the creator has in all. */
  readonly totalCount: number;
  readonly offset: number;
  readonly limit: number;
  /** Paging by key: the cursor of the next page (null on the last one); absent when the server did not send one. */
  readonly nextCursor?: string | null;
}

/**
 * The public by-username call of the content contract (GET content-query-service/v1/contents/users/
 * by-username/:username, paged). An unknown username fails with 4040102001 (spec §8 user not found).
 */
export interface CreatorContentsApi {
  /** Reads the by-username envelope the server embedded in the page; null when it is not one. */
  decodeCreatorPage(embedded: unknown): CreatorPage | null;
  /**
   * `cursor`: the previous page's nextCursor; the next page is then read by key and `offset` only counts what is
   * shown. `hl`: the reader's language; a content that has it is listed in it (else in its primary language).
   */
  getCreatorContents(
    username: string,
    offset: number,
    limit: number,
    cursor?: string,
    hl?: ContentLanguage,
  ): Promise<CreatorPage>;
}
