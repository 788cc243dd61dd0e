import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentEditorService } from '../../../src/application/content/content-editor.service';
import type { EditorSession } from '../../../src/application/content/editor-session';
import { MyContentsService } from '../../../src/application/content/my-contents.service';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpContentApi } from '../../../src/infrastructure/http/http-content-api';
import { HttpLocationApi } from '../../../src/infrastructure/http/http-location-api';
import { HttpMediaUpload } from '../../../src/infrastructure/media/http-media-upload';
import { InMemoryClock } from '../../fakes/in-memory-clock';
import { InMemoryKeyValueStore } from '../../fakes/in-memory-key-value-store';
import { InMemoryLogger } from '../../fakes/in-memory-logger';
import { InMemoryRandom } from '../../fakes/in-memory-random';
import { InMemoryScheduler } from '../../fakes/in-memory-scheduler';
import { insertLocation } from '../helpers/content-fixtures';
import { signedInUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/test-server';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The editor's CLIENT (HTTP adapters + application services) against the real server: keeps the SPA's
 * adapters and the server's routes honest against one contract (content contract). PGlite only:
 * the server's own tests cover both databases; this one is about the wire between the two halves.
 */
describe('editor client against the real server (editor, spec §7 content-platform)', () => {
  let t: TestServer;
  let author: SignedInUser;
  let http: HttpClient;
  beforeAll(async () => {
    t = await startTestServer('pglite');
    author = await signedInUser(t);
    http = new HttpClient({
      baseUrl: t.url,
      timeoutMs: 10_000,
      getToken: async () => author.idToken,
      onSessionExpired: () => undefined,
    });
  });
  afterAll(async () => t?.close());

  /** One browser tab: its own storage and timers over the same server. */
  function tab() {
    const clock = new InMemoryClock();
    const scheduler = new InMemoryScheduler(clock);
    const store = new InMemoryKeyValueStore();
    const api = new HttpContentApi(http);
    const editor = new ContentEditorService({
      api,
      store,
      clock,
      scheduler,
      logger: new InMemoryLogger(),
      random: new InMemoryRandom(),
    });
    return { editor, store, api, myContents: new MyContentsService(api, store) };
  }
  async function ready(session: EditorSession) {
    for (let i = 0; i < 100 && session.getState().phase === 'loading'; i += 1)
      await new Promise((r) => setTimeout(r, 20));
    expect(session.getState().phase).toBe('ready');
    return session;
  }

  it('write, autosave, two tabs conflict (nothing lost), upload a cover, publish, list, delete', async () => {
    const a = tab();
    const id = await a.editor.create('article');
    const tabA = await ready(a.editor.open(id));
    tabA.edit((d) => ({ ...d, title: 'Chiang Mai old city', language: 'en' }));
    await tabA.flush();
    expect(tabA.getState()).toMatchObject({
      autosave: { status: 'saved' },
      content: { status: 'draft', version: 1, revision: 2 },
    });

    const b = tab();
    const tabB = await ready(b.editor.open(id));
    tabB.edit((d) => ({ ...d, summary: 'Written in tab B' }));
    await tabB.flush();
    expect(tabB.getState().content?.revision).toBe(3);

    tabA.edit((d) => ({ ...d, title: 'Chiang Mai old city walk' }));
    await tabA.flush();
    const { conflict } = tabA.getState();
    expect(tabA.getState().autosave.status).toBe('conflict');
    expect(conflict?.mine.title).toBe('Chiang Mai old city walk');
    expect(conflict?.theirs).toMatchObject({ summary: 'Written in tab B', revision: 3 });
    await tabA.keepMine();
    expect(tabA.getState()).toMatchObject({
      autosave: { status: 'saved' },
      content: { revision: 4, title: 'Chiang Mai old city walk' },
    });

    const uploads = new HttpMediaUpload(http);
    const [target] = await uploads.presign([
      {
        purpose: 'cover',
        contentType: 'image/png',
        width: 1,
        height: 1,
        blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
        sizeBytes: PNG.length,
      },
    ]);
    const progress: number[] = [];
    await uploads.upload(target.uploadUrl, new Blob([new Uint8Array(PNG)], { type: 'image/png' }), {
      onProgress: (f) => progress.push(f),
    });
    expect(progress.at(-1)).toBe(1);
    expect((await fetch(target.url)).status).toBe(200);
    const library = await uploads.listLibrary({ offset: 0, limit: 10 });
    expect(library.items.map((i) => i.imageId)).toContain(target.imageId);

    const cover = {
      imageId: target.imageId,
      url: target.url,
      blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
      width: 1,
      height: 1,
    };
    tabA.edit((d) => ({
      ...d,
      cover,
      sections: [{ sectionId: 's1', type: 'text', html: '<p>Wat Chedi Luang<script>alert(1)</script></p>' }],
    }));
    await expect(tabA.publish()).resolves.toBe(true);
    expect(tabA.getState().content).toMatchObject({
      status: 'published',
      publishedVersion: 1,
      cover: { imageId: target.imageId },
    });
    expect(JSON.stringify(tabA.getState().content?.sections)).not.toContain('script');

    const page = await a.myContents.list(0);
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.items.find((i) => i.contentId === id)).toMatchObject({
      status: 'published',
      title: 'Chiang Mai old city walk',
    });
    await expect(a.myContents.count()).resolves.toMatchObject({ published: 1 });
    await expect(a.editor.listCategories()).resolves.toEqual(expect.any(Array));

    // Editing a published content works on a new draft version; dropping it goes back to the published one.
    tabA.edit((d) => ({ ...d, title: 'Second thoughts' }));
    await tabA.flush();
    expect(tabA.getState().content).toMatchObject({ version: 2, draftVersion: 2, publishedVersion: 1 });
    await expect(a.editor.getVersion(id, 1)).resolves.toMatchObject({ title: 'Chiang Mai old city walk' });
    await expect(tabA.deleteDraft()).resolves.toBe(true);
    expect(tabA.getState().document?.title).toBe('Chiang Mai old city walk');

    await expect(tabA.deleteContent()).resolves.toBe(true);
    await expect(a.api.getEditorContent(id)).rejects.toMatchObject({ code: ErrorCode.contentNotFound });
  });

  it('locations: search, by id, several, default and reverse geocoding through the client adapter', async () => {
    const wat = await insertLocation(t, { en: 'Wat Phra Singh', th: 'วัดพระสิงห์' }, { lat: 18.7886, lng: 98.9819 });
    const locations = new HttpLocationApi(http);
    const hits = await locations.search({ keyword: 'phra singh', near: { lat: 18.79, lng: 98.98 }, lang: 'th' });
    expect(hits[0]).toMatchObject({
      locationId: wat,
      name: 'วัดพระสิงห์',
      names: { en: 'Wat Phra Singh', th: 'วัดพระสิงห์' },
    });
    expect(typeof hits[0].distanceM).toBe('number');
    await expect(locations.getLocation(wat, 'en')).resolves.toMatchObject({ name: 'Wat Phra Singh', lat: 18.7886 });
    await expect(locations.getLocations([wat])).resolves.toHaveLength(1);
    const near = await locations.reverseGeocode({ lat: 18.7887, lng: 98.982 });
    expect(near.source).toBe('nearest');
    await expect(locations.defaultLocation()).resolves.toMatchObject({ locationId: expect.any(String) });
  });
});
