import type { PublicSavedList } from '../../domain/saved/saved';

/**
 * A saved list its maker made public, read by anyone (GET saved-service/v1/public-lists/:listId, ours, paged by
 * key). A private or missing list fails with 4040607004 (spec §8 not found), the same for both.
 */
export interface PublicListApi {
  /** Reads the envelope the server embedded in /lists/:id; null when it is not one. */
  decodePublicList(embedded: unknown): PublicSavedList | null;
  /** `cursor`: the previous page's nextCursor (absent for the first page). Place names come in `lang`. */
  getPublicList(listId: string, lang: 'th' | 'en', limit: number, cursor?: string): Promise<PublicSavedList>;
}
