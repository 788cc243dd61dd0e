import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReaderPage } from '../../../src/application/ports/public-content-api.port';
import type { CommentView } from '../../../src/domain/content/content';
import { usePagedComments } from '../../../src/ui/reader/content/use-paged-comments';

const author = { userId: 'u1', username: 'nok', displayName: 'Nok', avatarImage: null };
const comment = (n: number): CommentView => ({
  commentId: `k${n}`,
  contentId: 'c1',
  parentCommentId: null,
  text: `comment ${n}`,
  mentions: [],
  author,
  createdAt: '2026-01-01T00:00:00Z',
  replyCount: 0,
});

/** Seven comments in pages of three, read by key after a cursor naming the last one shown. */
function server(withCursor: boolean) {
  const all = [1, 2, 3, 4, 5, 6, 7].map(comment);
  const calls: string[] = [];
  const load = async (offset: number, cursor?: string): Promise<ReaderPage<CommentView>> => {
    calls.push(cursor ? `cursor=${cursor}` : `offset=${offset}`);
    const start = cursor ? all.findIndex((c) => c.commentId === cursor) + 1 : offset;
    const items = all.slice(start, start + 3);
    const more = start + 3 < all.length;
    return {
      items,
      totalCount: all.length,
      offset,
      limit: 3,
      ...(withCursor ? { nextCursor: more ? items[2].commentId : null } : {}),
    };
  };
  return { all, calls, load };
}

describe('reader comments: "show more" reads after the last comment shown when the server gives a cursor', () => {
  it('pages by cursor, the same comments as by offset, and stops on a null cursor', async () => {
    const api = server(true);
    const { result } = renderHook(() => usePagedComments(api.load));
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.more());
    await waitFor(() => expect(result.current.items).toHaveLength(6));
    act(() => result.current.more());
    await waitFor(() => expect(result.current.items).toHaveLength(7));
    expect(result.current.hasMore).toBe(false);
    expect(result.current.items.map((c) => c.commentId)).toEqual(api.all.map((c) => c.commentId));
    expect(api.calls).toEqual(['offset=0', 'cursor=k3', 'cursor=k6']);
  });

  it('without a cursor from the server, "show more" pages by offset as before (spec §7)', async () => {
    const api = server(false);
    const { result } = renderHook(() => usePagedComments(api.load));
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    act(() => result.current.more());
    await waitFor(() => expect(result.current.items).toHaveLength(6));
    expect(api.calls).toEqual(['offset=0', 'offset=3']);
  });
});
