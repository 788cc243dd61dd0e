import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY, insertLocation, publishedContent } from '../helpers/content-fixtures';
import { signedInUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/test-server';

describe("a content's places carry both names, for the reader's language", () => {
  let t: TestServer;
  let author: SignedInUser;
  beforeAll(async () => {
    t = await startTestServer('pglite');
    author = await signedInUser(t);
  });
  afterAll(async () => t?.close());

  it("spec §9 en/th: an English content read by a Thai reader can show the place's Thai name (name_en and name_th come with it)", async () => {
    const wat = await insertLocation(t, { en: 'Wat Pho', th: 'วัดโพธิ์' });
    const sections = [{ section_id: 'wat', type: 'location', location_id: wat, pending_location: null, note: '' }];
    const content = await publishedContent(t, author, { sections, language: 'en' });

    const read = await t.call('GET', `/public/api${QUERY.slice(4)}/contents/${content.content_id}`);
    expect(read.status).toBe(200);
    expect(read.body.data.places[0]).toMatchObject({
      location_id: wat,
      name: 'Wat Pho',
      name_en: 'Wat Pho',
      name_th: 'วัดโพธิ์',
    });
  });
});
