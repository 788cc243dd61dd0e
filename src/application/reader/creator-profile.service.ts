import type { ContentLanguage } from '../../domain/content/content';
import type { CreatorContentsApi, CreatorPage } from '../ports/creator-contents-api.port';

/** Contents per page of /profiles/[username]; the server embeds the first page of the same size. */
export const CREATOR_PAGE_SIZE = 12;

/**
 * A creator's public page: the first page from what the server embedded
 * or one call, then "load more" pages appended after the contents already shown.
 */
export class CreatorProfileService {
  constructor(private readonly api: CreatorContentsApi) {}

  /** The embedded first page, for a first render without waiting; null when absent or unreadable. */
  embeddedPage(embedded: unknown): CreatorPage | null {
    return embedded == null ? null : this.api.decodeCreatorPage(embedded);
  }

  /** `hl`: the reader's language: each content in it when the content has it (the server's embedded page is). */
  firstPage(username: string, embedded: unknown, hl?: ContentLanguage): Promise<CreatorPage> {
    const page = this.embeddedPage(embedded);
    return page ? Promise.resolve(page) : this.api.getCreatorContents(username, 0, CREATOR_PAGE_SIZE, undefined, hl);
  }

  /** The page after the `shown` contents already on screen; read by key after `cursor` when the last page gave one. */
  nextPage(username: string, shown: number, cursor?: string, hl?: ContentLanguage): Promise<CreatorPage> {
    return this.api.getCreatorContents(username, shown, CREATOR_PAGE_SIZE, cursor, hl);
  }
}

/**
 * More to load: when the server pages by key, while it gives a next cursor (null ends the list); otherwise
 * while fewer contents are shown than the creator has.
 */
export const hasMoreContents = (shown: number, totalCount: number, nextCursor?: string | null): boolean =>
  nextCursor === undefined ? shown < totalCount : nextCursor !== null;
