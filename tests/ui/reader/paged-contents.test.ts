import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentListItem } from '../../../src/domain/content/content';
import { usePagedContents } from '../../../src/ui/reader/use-reader-resource';

const author = { userId: 'u1', username: 'nok', displayName: 'Nok', avatarImage: null };
const item = (id: string): ContentListItem => ({
  contentId: id,
  kind: 'article',
  status: 'published',
  title: id,
  summary: '',
  cover: null,
  hasDraft: false,
  revision: 1,
  updatedAt: '2026-01-01T00:00:00Z',
  publishedAt: '2026-01-01T00:00:00Z',
  viewCount: 0,
  commentCount: 0,
  author,
});

/** A place's (or a campaign's) contents "a page at a time", read by key when the server gives a cursor. */
describe('reader lists of contents page by key, one list per address', () => {
  it('pages by the cursor the server gives and ends on a null one', async () => {
    const calls: string[] = [];
    const load = async (offset: number, cursor?: string) => {
      calls.push(`${offset}:${cursor ?? '-'}`);
      return cursor
        ? { items: [item('b')], totalCount: 2, nextCursor: null }
        : { items: [item('a')], totalCount: 2, nextCursor: 'after-a' };
    };
    const { result } = renderHook(() => usePagedContents('place-1', load));
    await waitFor(() => expect(result.current.state.items.map((i) => i.contentId)).toEqual(['a']));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.state.items.map((i) => i.contentId)).toEqual(['a', 'b']));
    expect(result.current.hasMore).toBe(false);
    expect(calls.at(-1)).toBe('1:after-a');
  });

  it('another address is another list: its first page with no cursor of the last one, and a late answer for the last one is dropped', async () => {
    const calls: string[] = [];
    let releaseOld: () => void = () => undefined;
    const load = (key: string) => async (offset: number, cursor?: string) => {
      calls.push(`${key}:${offset}:${cursor ?? '-'}`);
      if (key === 'place-1' && cursor) {
        await new Promise<void>((resolve) => (releaseOld = resolve));
        return { items: [item('late')], totalCount: 3, nextCursor: 'after-late' };
      }
      if (key === 'place-1') return { items: [item('a')], totalCount: 3, nextCursor: 'after-a' };
      throw new Error('offline');
    };
    const { result, rerender } = renderHook(({ key }) => usePagedContents(key, load(key)), {
      initialProps: { key: 'place-1' },
    });
    await waitFor(() => expect(result.current.state.items).toHaveLength(1));
    act(() => result.current.loadMore());
    rerender({ key: 'place-2' });
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    expect(result.current.state.items).toEqual([]);
    releaseOld();
    await act(async () => undefined);
    expect(result.current.state.items).toEqual([]);
    act(() => result.current.loadMore());
    await waitFor(() => expect(calls.at(-1)).toBe('place-2:0:-'));
  });
});
