import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  ContentDocument as ContentDocumentSchema,
  DocumentInput,
  EditorContent as EditorContentSchema,
  PublicContent as PublicContentSchema,
  type EditorContentWire,
  type PublicContentWire,
} from '../../../src/contract/content.contract';
import { documentFromWire, documentToWire } from '../../../src/contract/content.mapping';
import type { ContentDocument } from '../../../src/domain/content/content';
import { editorContentFromWire, publicContentFromWire } from '../../../src/infrastructure/wire/content-mappers';

const ajv = new Ajv({ strict: false, validateFormats: false });
const valid = (schema: object, value: unknown) => {
  const check = ajv.compile(schema);
  return check(value) ? null : check.errors;
};

const image = { imageId: 'img1', url: 'http://x/img1', blurhash: null, width: 1200, height: 800 };
const bilingual: ContentDocument = {
  title: 'เช้าที่วัดโพธิ์',
  summary: 'เดินเช้า',
  language: 'th',
  cover: image,
  sections: [
    { sectionId: 'intro', type: 'text', html: '<p>เช้า</p>' },
    { sectionId: 'photo', type: 'image', image, caption: 'พระนอน' },
    { sectionId: 'place', type: 'location', locationId: 'wat-pho', pendingLocation: null, note: 'ไปเช้า' },
    {
      sectionId: 'day1',
      type: 'day',
      title: 'วันแรก',
      stops: [{ stopId: 'a', locationId: 'wat-pho', pendingLocation: null, note: 'ไหว้พระ', time: '08:00' }],
    },
    { sectionId: 'poll', type: 'poll', pollId: 'p1' },
  ],
  categoryIds: ['temples'],
  translations: {
    en: {
      title: 'Morning at Wat Pho',
      summary: 'An early walk',
      sections: {
        intro: { html: '<p>Morning</p>' },
        photo: { caption: 'The reclining Buddha' },
        place: { note: 'Go early' },
        day1: { title: 'Day one', stops: { a: { note: 'Pay respect' } } },
      },
    },
  },
};

const editorWire = (document: ContentDocument): EditorContentWire => ({
  content_id: 'c1',
  kind: 'trip',
  status: 'draft',
  version: 1,
  revision: 2,
  published_version: null,
  draft_version: 1,
  ...documentToWire(document),
  author: { user_id: 'u1', username: 'somchai', display_name: null, avatar_image: null },
  created_at: '2026-11-29T00:00:00.000Z',
  updated_at: '2026-11-29T00:00:00.000Z',
  published_at: null,
  view_count: 0,
  comment_count: 0,
  campaign_id: null,
});

describe('content contract: a bilingual document round trips (wire ⇄ domain)', () => {
  it('a save body carries both languages and is valid against the save schema', () => {
    const wire = documentToWire(bilingual);
    expect(wire.translations?.en?.sections.day1).toEqual({ title: 'Day one', stops: { a: { note: 'Pay respect' } } });
    expect(valid(DocumentInput, wire)).toBeNull();
    expect(valid(ContentDocumentSchema, wire)).toBeNull();
    expect(documentFromWire(wire)).toEqual(bilingual);
  });

  it('the editor read keeps the translation through domain and back', () => {
    const wire = editorWire(bilingual);
    expect(valid(EditorContentSchema, wire)).toBeNull();
    const content = editorContentFromWire(JSON.parse(JSON.stringify(wire)) as EditorContentWire);
    expect(content.translations).toEqual(bilingual.translations);
    expect(documentToWire(content)).toEqual(documentToWire(bilingual));
  });

  it('a single-language document has no translations on the wire, and reads back without them', () => {
    const { translations: _, ...single } = bilingual;
    const wire = documentToWire(single);
    expect(wire).not.toHaveProperty('translations');
    expect(documentFromWire(wire)).toEqual(single);
    expect(documentFromWire(wire)).not.toHaveProperty('translations');
  });

  it('an empty translations object travels (it removes the stored ones on save)', () => {
    const wire = documentToWire({ ...bilingual, translations: {} });
    expect(wire.translations).toEqual({});
    expect(documentFromWire(wire).translations).toEqual({});
  });

  it('section ids are own keys whatever they are named (__proto__, constructor)', () => {
    const parsed = JSON.parse(
      '{"title":"t","summary":"","language":"th","cover":null,"sections":[],"category_ids":[],' +
        '"translations":{"en":{"title":"T","summary":"","sections":{"__proto__":{"html":"x"},"constructor":{"html":"y"}}}}}',
    ) as ReturnType<typeof documentToWire>;
    const domain = documentFromWire(parsed);
    const sections = domain.translations?.en?.sections ?? {};
    expect(Object.keys(sections)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(sections)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(documentToWire(domain)))).toEqual(parsed);
  });

  it('the save schema refuses a translation key that is no language, and a section key that is no id', () => {
    const wire = documentToWire(bilingual);
    expect(valid(DocumentInput, { ...wire, translations: { fr: wire.translations?.en } })).not.toBeNull();
    expect(
      valid(DocumentInput, {
        ...wire,
        translations: { en: { title: 'x', summary: '', sections: { 'not an id': { html: 'x' } } } },
      }),
    ).not.toBeNull();
  });

  it("the public read's languages map to the domain (which language each part is shown in)", () => {
    const { translations: _, ...single } = bilingual;
    const wire: PublicContentWire = {
      content_id: 'c1',
      kind: 'trip',
      version: 1,
      ...documentToWire({ ...single, language: 'en' }),
      author: { user_id: 'u1', username: 'somchai', display_name: null, avatar_image: null },
      published_at: '2026-11-29T00:00:00.000Z',
      updated_at: '2026-11-29T00:00:00.000Z',
      view_count: 3,
      comment_count: 0,
      places: [],
      campaign_id: null,
      languages: {
        primary: 'th',
        available: ['th', 'en'],
        title: 'en',
        summary: 'en',
        sections: { intro: 'en', photo: 'th', place: 'en', day1: 'en', poll: 'en' },
      },
    };
    expect(valid(PublicContentSchema, wire)).toBeNull();
    const content = publicContentFromWire(wire);
    expect(content.language).toBe('en');
    expect(content.languages).toEqual({
      primary: 'th',
      available: ['th', 'en'],
      title: 'en',
      summary: 'en',
      sections: { intro: 'en', photo: 'th', place: 'en', day1: 'en', poll: 'en' },
    });
    const { languages: __, ...singleWire } = wire;
    expect(publicContentFromWire(singleWire)).not.toHaveProperty('languages');
  });
});
