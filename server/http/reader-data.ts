import { isAppError } from '../../src/domain/errors/app-error';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import type { Paged } from '../kernel/paged';

/*
 * What the reading pages (reader-page.ts) read: the public API's answers, in-process, through the same
 * content query use cases as GET contents/:contentId and contents/users/by-username/:username (passed in by
 * the composition root: http never reaches a module or a repository itself).
 */
interface ImageWire { readonly url: string; readonly width?: number; readonly height?: number }
interface AuthorWire { readonly username: string | null; readonly display_name: string | null; readonly avatar_image: string | null }

/** The fields of PublicContent (issue 4 contract) the head needs; the whole object is the initial data. */
export interface PublicContentData {
  readonly content_id: string;
  readonly kind: 'article' | 'trip';
  readonly title: string;
  readonly summary: string;
  readonly language: 'th' | 'en';
  readonly cover: ImageWire | null;
  readonly author: AuthorWire;
  readonly published_at: string | null;
}

/** The first page of a creator's public list, as the by-username call answers it (envelope fields kept). */
export interface ProfilePageData {
  readonly data: { readonly author: AuthorWire; readonly items: readonly unknown[] };
  readonly paging: { readonly offset: number; readonly limit: number };
  readonly total_count: number;
}

/** Reads in-process through the content query service; null means "no such public page" (404). */
export interface ReaderDataSource {
  publicContent(contentId: string): Promise<PublicContentData | null>;
  profileContents(username: string, offset: number, limit: number): Promise<ProfilePageData | null>;
}

/** A "not found" of the query service (spec §8 4040607004, 4040102001) is no page; any other failure stays one. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isAppError(error) && (error.code === ErrorCode.contentNotFound || error.code === ErrorCode.userNotFound)) return null;
    throw error;
  }
}

/** The two content query use cases the pages read through (content/content-query.use-cases.ts). */
export interface ReaderQueries {
  publicContent(contentId: string): Promise<PublicContentData>;
  contentsOfUsername(username: string, offset: number, limit: number): Promise<Paged<unknown> & { readonly data: ProfilePageData['data'] }>;
}

/** The pages read what the public API calls answer, through the same use cases (no SQL of their own). */
export const readerDataSource = (queries: ReaderQueries): ReaderDataSource => ({
  publicContent: (contentId) => orNull(() => queries.publicContent(contentId)),
  profileContents: (username, offset, limit) =>
    orNull(async () => {
      const page = await queries.contentsOfUsername(username, offset, limit);
      return { data: page.data, paging: { offset: page.offset, limit: page.limit }, total_count: page.total };
    }),
});
