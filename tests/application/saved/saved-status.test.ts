import { describe, expect, it } from 'vitest';
import { SavedService } from '../../../src/application/saved/saved.service';
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
