import { isAppError } from '../../src/domain/errors/app-error';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { contentsOfUsername, publicContent } from '../application/content-query.service';
import type { ContentDeps } from '../application/content.service';

/*
 * What the reading pages (reader-page.ts) read: the public API's answers, in-process, through the same
 * content query service as GET contents/:contentId and contents/users/by-username/:username.
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

/** The pages read what the public API calls answer, through the same query service (no SQL of their own). */
export const readerDataSource = (deps: ContentDeps): ReaderDataSource => ({
  publicContent: (contentId) => orNull(() => publicContent(deps, contentId)),
  profileContents: (username, offset, limit) =>
    orNull(async () => {
      const page = await contentsOfUsername(deps, username, offset, limit);
      return { data: page.data, paging: { offset: page.offset, limit: page.limit }, total_count: page.total };
    }),
});
