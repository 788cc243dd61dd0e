import type { PublicListApi } from '../ports/public-list-api.port';
import type { PublicSavedList } from '../../domain/saved/saved';

/** How many items one "Show more" of /lists/:id brings (the server's first page is as long). */
export const PUBLIC_LIST_PAGE_SIZE = 24;

/** /lists/:id: a public saved list, its first page from what the server embedded (else one call), then by key. */
export class PublicListService {
  constructor(private readonly api: PublicListApi) {}

  embedded(embedded: unknown): PublicSavedList | null {
    return embedded == null ? null : this.api.decodePublicList(embedded);
  }

  firstPage(listId: string, lang: 'th' | 'en', embedded: unknown): Promise<PublicSavedList> {
    const page = this.embedded(embedded);
    return page ? Promise.resolve(page) : this.api.getPublicList(listId, lang, PUBLIC_LIST_PAGE_SIZE);
  }

  /** The page after the one that ended at `cursor`. */
  nextPage(listId: string, lang: 'th' | 'en', cursor: string): Promise<PublicSavedList> {
    return this.api.getPublicList(listId, lang, PUBLIC_LIST_PAGE_SIZE, cursor);
  }
}
