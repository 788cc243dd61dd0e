import { describe, expect, it } from 'vitest';
import type { CategoryContentSort } from '../../../src/application/ports/feed-api.port';
import type { FeedContent, FeedPage } from '../../../src/domain/feed/discovery';
import { CategoryStore } from '../../../src/ui/pages/category/category.store';

/** A category of 30 contents in pages of 12, with a cursor after each page but the last. */
function service() {
  const calls: string[] = [];
  return {
    calls,
    async categoryContents(
      categoryId: string,
      sort: CategoryContentSort,
      page: number,
      _size?: number,
      cursor?: string,
    ): Promise<FeedPage<FeedContent>> {
      calls.push(`${categoryId}|${sort}|${page}|${cursor ?? '-'}`);
      return { items: [], total: 30, nextCursor: page < 3 ? `${categoryId}-${sort}-${page}` : null };
    },
    categories: async () => [],
  };
}

describe('category page: the next page reads by key with the cursor of the page shown', () => {
  it('page n+1 sends the cursor of page n; a jump, a reload of the same page, another sort or category read by offset', async () => {
    const api = service();
    const store = new CategoryStore(api);
    await store.show('food', 'newest', 1);
    await store.show('food', 'newest', 2);
    await store.show('food', 'newest', 3);
    await store.show('food', 'newest', 1);
    await store.show('food', 'most_read', 2);
    await store.show('beaches', 'newest', 2);
    expect(api.calls).toEqual([
      'food|newest|1|-',
      'food|newest|2|food-newest-1',
      'food|newest|3|food-newest-2',
      'food|newest|1|-',
      'food|most_read|2|-',
      'beaches|newest|2|-',
    ]);
  });
});
