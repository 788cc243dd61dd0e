import { ErrorCode } from '../../src/domain/errors/error-codes';
import { isAppError } from '../../src/domain/errors/app-error';
import { apiError } from '../http/api-error';
import type { Paged } from '../http/route-table';
import { contentListRepository, type ListFilter, type ListPage } from '../persistence/content-list.repository';
import { contentRepository } from '../persistence/content.repository';
import { userRepository } from '../persistence/user.repository';
import { toEditorContent, toListItem, toPreFetch } from './content-wire';
import { contentMissing, type ContentDeps, type EditorContentWire } from './content.service';
import { nowDate } from './deps';
import { publicContentCache } from './public-content-cache';

type ListItemWire = ReturnType<typeof toListItem>;

/** The editor's read of its working version, or of one snapshot: 404 when missing/deleted, 403 when not the caller's. */
export async function editorContent(deps: ContentDeps, userId: string, contentId: string, version: number | null = null): Promise<EditorContentWire> {
  const view = await contentRepository.view(deps.db, contentId, version);
  if (!view || view.deleted_at) throw contentMissing(contentId);
  if (view.author_user_id !== userId) throw apiError(ErrorCode.contentForbidden, `Content ${contentId} belongs to another user`, { content_id: contentId });
  if (version !== null && !view.version_row) throw apiError(ErrorCode.contentNotFound, `Content ${contentId} has no version ${version}`, { content_id: contentId });
  return toEditorContent(deps, view);
}

/** A failed list read is spec §8 5000102999 ("list contents"). */
async function listing(read: () => Promise<ListPage>): Promise<ListPage> {
  try {
    return await read();
  } catch (error) {
    if (isAppError(error)) throw error;
    throw apiError(ErrorCode.fetchFailed, `Listing contents failed: ${(error as Error).message}`);
  }
}

const page = (deps: ContentDeps, result: ListPage, offset: number, limit: number): Paged<ListItemWire> =>
  ({ items: result.rows.map((row) => toListItem(deps, row)), offset, limit, total: result.total });

export async function myContents(deps: ContentDeps, userId: string, filter: ListFilter, offset: number, limit: number) {
  return page(deps, await listing(() => contentListRepository.listOwn(deps.db, userId, filter, offset, limit)), offset, limit);
}

export const myContentCounts = (deps: ContentDeps, userId: string) => contentListRepository.countsOf(deps.db, userId);

/** The reader's content: the published version with its author and places, 404 for anything else (cached: public-content-cache.ts). */
export async function publicContent(deps: ContentDeps, contentId: string) {
  const content = await publicContentCache(deps.db).read(deps, contentId);
  if (!content) throw contentMissing(contentId);
  return content;
}

async function publishedView(deps: ContentDeps, contentId: string) {
  const view = await contentRepository.view(deps.db, contentId, 'published');
  if (!view || view.deleted_at || !view.version_row) throw contentMissing(contentId);
  return view;
}

export const preFetch = async (deps: ContentDeps, contentId: string) => toPreFetch(deps, await publishedView(deps, contentId));

export async function contentCounts(deps: ContentDeps, contentId: string) {
  const view = await publishedView(deps, contentId);
  return { content_id: contentId, view_count: Number(view.view_count), comment_count: view.comment_count };
}

export async function contentsOfUser(deps: ContentDeps, userId: string, offset: number, limit: number) {
  return page(deps, await listing(() => contentListRepository.listPublished(deps.db, userId, offset, limit)), offset, limit);
}

/**
 * /profiles/[username]: the author and a page of their published contents (404 4040102001 for an unknown
 * name). A Paged whose envelope `data` is `{ author, items }` (route `pagedObject`).
 */
export async function contentsOfUsername(deps: ContentDeps, username: string, offset: number, limit: number) {
  const profile = await userRepository.findProfileByUsername(deps.db, username);
  if (!profile) throw apiError(ErrorCode.userNotFound, `No user named ${username}`);
  const result = page(deps, await listing(() => contentListRepository.listPublished(deps.db, profile.user_id, offset, limit)), offset, limit);
  const author = { user_id: profile.user_id, username: profile.username, display_name: profile.display_name, avatar_image: profile.avatar_image };
  return { ...result, data: { author, items: result.items } };
}

/** One view per (content, session) on a published content; the counter moves in the same transaction. */
export async function countView(deps: ContentDeps, contentId: string, sessionId: string) {
  return deps.db.transaction(async (tx) => {
    const rows = await tx.query<{ view_count: string | number }>(
      'SELECT view_count FROM contents WHERE content_id = $1 AND deleted_at IS NULL AND published_version IS NOT NULL', [contentId],
    );
    if (rows.length === 0) throw contentMissing(contentId);
    const counted = await contentRepository.recordView(tx, contentId, sessionId, nowDate(deps));
    const viewCount = counted ? await contentRepository.incrementViews(tx, contentId) : Number(rows[0].view_count);
    return { content_id: contentId, view_count: viewCount, counted };
  });
}
