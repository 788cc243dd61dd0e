import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/domain/errors/app-error';
import { ErrorCode, errorCatalogue } from '../../../src/domain/errors/error-codes';
import type { SavedItem, SavedKind, SavedList } from '../../../src/domain/saved/saved';
import { SavedStore } from '../../../src/ui/pages/saved/saved.store';

const item = (kind: SavedKind, targetId: string, listId = 'l-default'): SavedItem => ({
  kind,
  targetId,
  listId,
  savedAt: '2025-01-07T00:00:00.000Z',
  title: targetId,
  contentKind: kind === 'content' ? 'article' : null,
  detail: '',
});
const lists: SavedList[] = [
  { listId: 'l-default', name: '', isDefault: true, isPublic: false, itemCount: 2 },
  { listId: 'l-temples', name: 'Temples', isDefault: false, isPublic: false, itemCount: 1 },
];
const offline = () =>
  new AppError({ code: ErrorCode.unknown, messageKey: errorCatalogue[ErrorCode.unknown].messageKey, message: 'down' });

/** A promise the test answers (or fails) when it wants: the server's answer arriving late. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/**
 * A service whose page answers what `views` holds for the tab and list asked (a cursor asks `more`), and whose
 * remove, move and "Show more" answers wait for the test.
 */
function aService(views: Record<string, SavedItem[]>) {
  const pending = { remove: later<void>(), move: later<void>(), more: later<SavedItem[]>() };
  const service = {
    page: async (query: { kind: SavedKind; listId?: string; cursor?: string }) => {
      if (query.cursor) return { items: await pending.more.promise, nextCursor: null, totalCount: null };
      const found = views[`${query.kind}:${query.listId ?? 'all'}`] ?? [];
      return { items: found, nextCursor: 'next', totalCount: found.length };
    },
    lists: async () => lists,
    remove: async () => pending.remove.promise,
    move: async () => pending.move.promise,
    createList: async () => lists[1],
    renameList: async () => lists[1],
    setPublic: async () => lists[1],
    deleteList: async () => undefined,
  };
  return { service: service as never, pending };
}

/** A late answer lands only on the view it was pressed on: tabs and lists each read the server afresh. */
describe('SavedStore: an answer that arrives after the user moved on', () => {
  it('a removal answered after switching list removes no row of the list now shown', async () => {
    const shared = item('content', 'c-1', 'l-temples');
    const { service, pending } = aService({
      'content:all': [shared, item('content', 'c-2')],
      'content:l-temples': [shared],
    });
    const store = new SavedStore(service, () => 'en');
    await store.show('contents', null);
    const removing = store.remove(store.items[0]);
    await store.show('contents', 'l-temples');
    pending.remove.resolve();
    await removing;
    // the list was read while the removal was under way: what it shows is the server's, left as it is
    expect(store.items.map((i) => i.targetId)).toEqual(['c-1']);
    expect(store.total).toBe(1);
  });

  it('a move answered after switching list takes no row off the list now shown', async () => {
    const kept = item('place', 'p-1', 'l-temples');
    const { service, pending } = aService({ 'place:all': [kept], 'place:l-temples': [kept] });
    const store = new SavedStore(service, () => 'en');
    await store.show('places', null);
    const moving = store.move(store.items[0], 'l-default');
    await store.show('places', 'l-temples');
    pending.move.resolve();
    await moving;
    expect(store.items.map((i) => i.targetId)).toEqual(['p-1']);
  });

  it('a failed removal answered after switching tab is not said on the other tab', async () => {
    const { service, pending } = aService({ 'content:all': [item('content', 'c-1')], 'place:all': [] });
    const store = new SavedStore(service, () => 'en');
    await store.show('contents', null);
    const removing = store.remove(store.items[0]);
    await store.show('places', null);
    pending.remove.reject(offline());
    expect(await removing).toBe(false);
    expect(store.actionErrorKey).toBeNull();
  });

  it('a "Show more" failing after switching tab says nothing there and leaves its own "Show more" free', async () => {
    const { service, pending } = aService({ 'content:all': [item('content', 'c-1')], 'place:all': [] });
    const store = new SavedStore(service, () => 'en');
    await store.show('contents', null);
    const more = store.more();
    expect(store.loadingMore).toBe(true);
    await store.show('places', null);
    expect(store.loadingMore).toBe(false);
    pending.more.reject(offline());
    await more;
    expect(store.actionErrorKey).toBeNull();
    expect(store.tab).toBe('places');
  });

  it('a "Show more" answered after switching tab adds nothing to the other tab', async () => {
    const { service, pending } = aService({ 'content:all': [item('content', 'c-1')], 'place:all': [] });
    const store = new SavedStore(service, () => 'en');
    await store.show('contents', null);
    const more = store.more();
    await store.show('places', null);
    pending.more.resolve([item('content', 'c-9')]);
    await more;
    expect(store.items).toEqual([]);
  });

  it('on the same view the answer lands as before (the row leaves), and a second press meanwhile is ignored', async () => {
    const { service, pending } = aService({ 'content:all': [item('content', 'c-1'), item('content', 'c-2')] });
    const store = new SavedStore(service, () => 'en');
    await store.show('contents', null);
    const removing = store.remove(store.items[0]);
    // one change at a time: a second press while the first is under way is ignored
    expect(await store.remove(store.items[1])).toBe(false);
    pending.remove.resolve();
    expect(await removing).toBe(true);
    expect(store.items.map((i) => i.targetId)).toEqual(['c-2']);
    expect(store.total).toBe(1);
  });
});
