import { describe, expect, it } from 'vitest';
import {
  READER_READ_KEY,
  READER_SESSION_KEY,
  READER_VIEWED_KEY,
  ReaderService,
} from '../../../src/application/reader/reader.service';
import { aPublicContent } from '../../builders/public-content.builder';
import { InMemoryKeyValueStore } from '../../fakes/in-memory-key-value-store';
import { InMemoryPublicContentApi } from '../../fakes/in-memory-public-content-api';
import { InMemoryRandom } from '../../fakes/in-memory-random';

function setup(sessionStore = new InMemoryKeyValueStore()) {
  const api = new InMemoryPublicContentApi().add(aPublicContent({ viewCount: 10 }));
  return { api, sessionStore, service: new ReaderService({ api, sessionStore, random: new InMemoryRandom() }) };
}

describe('ReaderService — Reading: content and one view per session', () => {
  it('uses the content the server embedded for this id without a request (spec §2: no waiting)', async () => {
    const { api, service } = setup();
    const embedded = aPublicContent({ title: 'embedded' });
    await expect(service.loadContent('content-1', embedded)).resolves.toMatchObject({ title: 'embedded' });
    expect(api.calls).toEqual([]);
    expect(service.embeddedContent('content-1', embedded)?.title).toBe('embedded');
  });

  it('fetches when the embedded data is missing or made for another content', async () => {
    const { api, service } = setup();
    await service.loadContent('content-1', aPublicContent({ contentId: 'other' }));
    await service.loadContent('content-1', null);
    expect(api.calls).toEqual(['getPublicContent:content-1', 'getPublicContent:content-1']);
    expect(service.embeddedContent('content-1', null)).toBeNull();
  });

  it('a missing or unpublished content rejects with 4040607004', async () => {
    const { service } = setup();
    await expect(service.loadContent('nope', null)).rejects.toMatchObject({ code: 4040607004 });
  });

  it('counts the view once per session: the second read in the session only reads the counts', async () => {
    const { api, service, sessionStore } = setup();
    await expect(service.countView('content-1')).resolves.toMatchObject({ viewCount: 11 });
    await expect(service.countView('content-1')).resolves.toMatchObject({ viewCount: 11 });
    const session = sessionStore.get(READER_SESSION_KEY)!;
    expect(session.length).toBeGreaterThanOrEqual(8);
    expect(session.length).toBeLessThanOrEqual(64);
    expect(api.calls).toEqual([`countView:content-1:${session}`, 'getCounts:content-1']);
    expect(JSON.parse(sessionStore.get(READER_VIEWED_KEY)!)).toEqual(['content-1']);
  });

  it('a reload in the same session (new service, same sessionStorage) is not counted again', async () => {
    const first = setup();
    await first.service.countView('content-1');
    const again = new ReaderService({ api: first.api, sessionStore: first.sessionStore, random: new InMemoryRandom() });
    await expect(again.countView('content-1')).resolves.toMatchObject({ viewCount: 11 });
    expect(first.api.calls.filter((c) => c.startsWith('countView'))).toHaveLength(1);
  });

  it('a new session (new sessionStorage) counts again', async () => {
    const first = setup();
    await first.service.countView('content-1');
    const other = new ReaderService({
      api: first.api,
      sessionStore: new InMemoryKeyValueStore(),
      random: new InMemoryRandom(),
    });
    // InMemoryRandom restarts, so give the second session a different id the way a real random would.
    other.sessionId();
    await expect(other.countView('content-1')).resolves.toMatchObject({ viewCount: 11 });
    const fresh = new ReaderService({
      api: first.api,
      sessionStore: new InMemoryKeyValueStore(),
      random: { randomState: () => 'another-session-id' },
    });
    await expect(fresh.countView('content-1')).resolves.toMatchObject({ viewCount: 12 });
  });

  it('two simultaneous calls (StrictMode effects) share one request', async () => {
    const { api, service } = setup();
    await Promise.all([service.countView('content-1'), service.countView('content-1')]);
    expect(api.calls).toHaveLength(1);
  });

  it('a failed count is not remembered, so the next read tries again', async () => {
    const { api, service } = setup();
    api.failNext.countView = new Error('offline');
    await expect(service.countView('content-1')).rejects.toThrow('offline');
    await expect(service.countView('content-1')).resolves.toMatchObject({ viewCount: 11 });
  });
});

describe("ReaderService — reads and sources for the creator's stats, only with the reader's consent", () => {
  const consent = (allowed: boolean, referrer: string | null = 'https://www.google.co.th/search?q=wat+arun') => ({
    allowed: () => allowed,
    referrer: () => referrer,
  });
  const withConsent = (allowed: boolean, referrer?: string | null) => {
    const api = new InMemoryPublicContentApi().add(aPublicContent({ viewCount: 10 }));
    const sessionStore = new InMemoryKeyValueStore();
    const service = new ReaderService({
      api,
      sessionStore,
      random: new InMemoryRandom(),
      analytics: consent(allowed, referrer),
    });
    return { api, sessionStore, service };
  };

  it('accepted: the view carries the page the reader came from, and a read is sent once per content and session', async () => {
    const { api, service, sessionStore } = withConsent(true);
    await service.countView('content-1');
    const session = sessionStore.get(READER_SESSION_KEY)!;
    expect(api.calls).toEqual([`countView:content-1:${session}:https://www.google.co.th/search?q=wat+arun`]);
    await expect(service.countRead('content-1')).resolves.toBe(true);
    await expect(service.countRead('content-1')).resolves.toBe(false);
    expect(api.calls.filter((call) => call.startsWith('countRead'))).toEqual([`countRead:content-1:${session}`]);
    expect(JSON.parse(sessionStore.get(READER_READ_KEY)!)).toEqual(['content-1']);
  });

  it('declined or not answered: no referrer with the view and no read at all', async () => {
    for (const analytics of [consent(false), undefined]) {
      const api = new InMemoryPublicContentApi().add(aPublicContent({ viewCount: 10 }));
      const sessionStore = new InMemoryKeyValueStore();
      const service = new ReaderService({ api, sessionStore, random: new InMemoryRandom(), analytics });
      await service.countView('content-1');
      await expect(service.countRead('content-1')).resolves.toBe(false);
      const session = sessionStore.get(READER_SESSION_KEY)!;
      expect(api.calls).toEqual([`countView:content-1:${session}`]);
    }
  });

  it('accepted without a referring page: the view is sent without one', async () => {
    const { api, service, sessionStore } = withConsent(true, null);
    await service.countView('content-1');
    expect(api.calls).toEqual([`countView:content-1:${sessionStore.get(READER_SESSION_KEY)!}`]);
  });
});
