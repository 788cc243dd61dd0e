import { describe, expect, it } from 'vitest';
import type { MyContentsPage, MyContentsStatus } from '../../../src/application/ports/content-api.port';
import { MyContentsStore } from '../../../src/ui/editor/stores/my-contents.store';

/** A my-contents service answering 45 rows in pages of 20, with a cursor after each page but the last. */
function service() {
  const calls: { page: number; status?: MyContentsStatus; cursor?: string }[] = [];
  return {
    calls,
    async list(page: number, status?: MyContentsStatus, _size?: number, cursor?: string): Promise<MyContentsPage> {
      calls.push({ page, status, cursor });
      return { items: [], total: 45, nextCursor: page < 2 ? `after-${status ?? 'all'}-${page}` : null };
    },
    count: async () => ({ total: 45, drafts: 0, published: 45 }),
    delete: async () => undefined,
    hasLocalEdits: () => false,
  };
}

describe('my contents: "next page" reads by key with the cursor of the page shown', () => {
  it('the next page sends the cursor; a jump back, a jump ahead, a reload and a filter change read by offset', async () => {
    const api = service();
    const store = new MyContentsStore(api);
    await store.load();
    store.goToPage(1);
    await new Promise((r) => setTimeout(r, 0));
    store.goToPage(0);
    await new Promise((r) => setTimeout(r, 0));
    store.goToPage(2);
    await new Promise((r) => setTimeout(r, 0));
    await store.load();
    store.setFilter('draft');
    await new Promise((r) => setTimeout(r, 0));
    store.goToPage(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(api.calls).toEqual([
      { page: 0, status: undefined, cursor: undefined },
      { page: 1, status: undefined, cursor: 'after-all-0' },
      { page: 0, status: undefined, cursor: undefined },
      { page: 2, status: undefined, cursor: undefined },
      { page: 2, status: undefined, cursor: undefined },
      { page: 0, status: 'draft', cursor: undefined },
      { page: 1, status: 'draft', cursor: 'after-draft-0' },
    ]);
  });
});
