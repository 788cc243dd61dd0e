import { describe, expect, it } from 'vitest';
import { SavedService } from '../../../src/application/saved/saved.service';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { SAVED_STATUS_IDS_MAX } from '../../../src/domain/saved/saved';
import { InMemorySavedApi } from '../../fakes/in-memory-saved-api';

describe('"which of these do I keep?" for a page of cards', () => {
  it('one call for a page, each id asked once, answered as a set of the kept ones', async () => {
    const api = new InMemorySavedApi();
    api.titles.set('c-1', 'One');
    await api.save('content', 'c-1');
    const kept = await new SavedService(api).savedAmong('content', ['c-1', 'c-2', 'c-1']);
    expect([...kept]).toEqual(['c-1']);
    expect(api.statusAsks).toEqual([['c-1', 'c-2']]);
  });

  it(`more than the server's ${SAVED_STATUS_IDS_MAX}-id limit (a 422 there) is split into calls within it`, async () => {
    const api = new InMemorySavedApi();
    const ids = Array.from({ length: SAVED_STATUS_IDS_MAX + 1 }, (_, i) => `c-${i}`);
    api.titles.set('c-100', 'Last');
    await api.save('content', 'c-100');
    const kept = await new SavedService(api).savedAmong('content', ids);
    expect([...kept]).toEqual(['c-100']);
    expect(api.statusAsks.map((asked) => asked.length)).toEqual([SAVED_STATUS_IDS_MAX, 1]);
  });
});

describe('what I keep, told to whoever shows it elsewhere', () => {
  it('a save and a removal the server accepted are told with their new state; a refused one and a read are not', async () => {
    const api = new InMemorySavedApi();
    api.titles.set('c-1', 'One');
    const service = new SavedService(api);
    const told: unknown[] = [];
    const stop = service.onChange((change) => told.push(change));
    await service.save('content', 'c-1');
    await service.remove('content', 'c-1');
    api.failNext = ErrorCode.contentNotFound;
    await expect(service.save('content', 'c-1')).rejects.toMatchObject({ code: ErrorCode.contentNotFound });
    await service.savedAmong('content', ['c-1']);
    expect(told).toEqual([
      { kind: 'content', targetId: 'c-1', saved: true },
      { kind: 'content', targetId: 'c-1', saved: false },
    ]);
    stop();
    await service.save('content', 'c-1');
    expect(told).toHaveLength(2);
  });

  it('a deleted list takes its items with it: that is told as "anything may have changed" (null)', async () => {
    const api = new InMemorySavedApi();
    const service = new SavedService(api);
    const list = await service.createList('Krabi');
    const told: unknown[] = [];
    service.onChange((change) => told.push(change));
    await service.deleteList(list.listId);
    expect(told).toEqual([null]);
  });
});
