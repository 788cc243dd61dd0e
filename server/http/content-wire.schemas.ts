import { CONTENT_LANGUAGES, CONTENT_KINDS, CONTENT_STATUSES } from '../../src/domain/content/content';
import { CONTENT_LIMITS } from '../../src/domain/content/content-rules';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import type { JsonSchema } from './route-table';
import { dateTime, nullable, nullableString, object } from './schemas';

/**
 * JSON schemas of the content wire shapes (issue 4 contract) shared by the content query and orchestration
 * routes. Pending-location ranges are deliberately NOT here: the domain checks them so a bad one answers
 * 400 4000607032 (spec §8), not a generic schema failure.
 */
export const idSchema: JsonSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' };
export const contentIdParams = object({ contentId: idSchema }, ['contentId']);
export const categoryIdSchema: JsonSchema = { type: 'string', pattern: '^[a-z0-9-]{1,40}$' };
export const revisionSchema: JsonSchema = { type: 'integer', minimum: 1, description: 'The revision this write started from (409 4090607009 when stale).' };

export const pagingQuery = (extra: Record<string, JsonSchema> = {}): JsonSchema => object({
  offset: { type: 'integer', minimum: 0, default: 0 },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  ...extra,
});

export const imageRefSchema: JsonSchema = object({
  image_id: idSchema,
  url: { type: 'string', description: 'Derived from image_id by the server; ignored on input.' },
  blurhash: { ...nullableString, description: 'Taken from the stored image; ignored on input.' },
  width: { type: 'integer', minimum: 1 },
  height: { type: 'integer', minimum: 1 },
}, ['image_id']);

const pendingLocationSchema: JsonSchema = nullable(object({
  name: { type: 'string' }, lat: { type: 'number' }, lng: { type: 'number' }, address: { type: 'string', default: '' },
}, ['name', 'lat', 'lng']));

const placeRef = { location_id: { type: ['string', 'null'], maxLength: 64 }, pending_location: pendingLocationSchema };
const sectionBase = { section_id: idSchema };
const when = (type: string, then: JsonSchema): JsonSchema => ({ if: { properties: { type: { const: type } } }, then });

/** One section; `type` picks the shape (text | image | location | day). */
export const sectionInputSchema: JsonSchema = {
  type: 'object',
  required: ['section_id', 'type'],
  properties: { type: { enum: ['text', 'image', 'location', 'day'] } },
  allOf: [
    when('text', object({ ...sectionBase, type: { const: 'text' }, html: { type: 'string', maxLength: CONTENT_LIMITS.htmlMax } }, ['section_id', 'type', 'html'])),
    when('image', object({ ...sectionBase, type: { const: 'image' }, image: imageRefSchema, caption: { type: 'string', maxLength: CONTENT_LIMITS.captionMax, default: '' } }, ['section_id', 'type', 'image'])),
    when('location', object({ ...sectionBase, type: { const: 'location' }, ...placeRef, note: { type: 'string', maxLength: CONTENT_LIMITS.noteMax, default: '' } }, ['section_id', 'type'])),
    when('day', object({
      ...sectionBase, type: { const: 'day' }, title: { type: 'string', maxLength: CONTENT_LIMITS.dayTitleMax, default: '' },
      stops: {
        type: 'array', maxItems: CONTENT_LIMITS.stopsMax,
        items: object({ stop_id: idSchema, ...placeRef, note: { type: 'string', maxLength: CONTENT_LIMITS.noteMax, default: '' }, time: { type: ['string', 'null'], pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' } }, ['stop_id']),
      },
    }, ['section_id', 'type', 'stops'])),
  ],
};

/** The editable document; PUT requires every field, PATCH any subset. */
export const documentFields: Record<string, JsonSchema> = {
  title: { type: 'string', maxLength: CONTENT_LIMITS.titleMax },
  summary: { type: 'string', maxLength: CONTENT_LIMITS.summaryMax },
  language: { enum: [...CONTENT_LANGUAGES] },
  cover: nullable(imageRefSchema),
  sections: { type: 'array', maxItems: CONTENT_LIMITS.sectionsMax, items: sectionInputSchema },
  category_ids: { type: 'array', maxItems: CONTENT_LIMITS.categoriesMax, items: categoryIdSchema },
};

const imageOut: JsonSchema = {
  type: ['object', 'null'], required: ['image_id', 'url', 'blurhash', 'width', 'height'],
  properties: { image_id: { type: 'string' }, url: { type: 'string' }, blurhash: nullableString, width: { type: 'integer' }, height: { type: 'integer' } },
};
export const authorSchema: JsonSchema = {
  type: 'object', required: ['user_id', 'username', 'display_name', 'avatar_image'],
  properties: { user_id: { type: 'string' }, username: nullableString, display_name: nullableString, avatar_image: nullableString },
};
const sectionOut: JsonSchema = {
  type: 'object', additionalProperties: true,
  description: 'A section as saved: text {html} (sanitized) | image {image: ImageRef, caption} | location {location_id, pending_location, note} | day {title, stops[]}.',
};
const documentOut = {
  title: { type: 'string' }, summary: { type: 'string' }, language: { enum: [...CONTENT_LANGUAGES] }, cover: imageOut,
  sections: { type: 'array', items: sectionOut }, category_ids: { type: 'array', items: { type: 'string' } },
};
const counters = { view_count: { type: 'integer' }, comment_count: { type: 'integer' } };

export const editorContentSchema: JsonSchema = {
  type: 'object',
  properties: {
    content_id: { type: 'string' }, kind: { enum: [...CONTENT_KINDS] }, status: { enum: [...CONTENT_STATUSES] },
    version: { type: 'integer', description: '0 for a reserved content' }, revision: { type: 'integer' },
    published_version: { type: ['integer', 'null'] }, draft_version: { type: ['integer', 'null'] }, ...documentOut,
    author: authorSchema, created_at: dateTime, updated_at: dateTime, published_at: dateTime, ...counters,
  },
};

export const placeSchema: JsonSchema = {
  type: 'object',
  properties: {
    location_id: { type: 'string' }, name: { type: 'string', description: "In the content's language" }, address: { type: 'string' },
    lat: { type: 'number' }, lng: { type: 'number' }, time_zone: { type: 'string' },
    opening_hours: { type: ['object', 'null'], additionalProperties: true },
  },
};

export const publicContentSchema: JsonSchema = {
  type: 'object',
  properties: {
    content_id: { type: 'string' }, kind: { enum: [...CONTENT_KINDS] }, version: { type: 'integer' }, ...documentOut,
    author: authorSchema, published_at: dateTime, updated_at: dateTime, ...counters,
    places: { type: 'array', items: placeSchema, description: 'Every location the sections and stops reference, in order of first use.' },
  },
};

export const listItemSchema: JsonSchema = {
  type: 'object',
  properties: {
    content_id: { type: 'string' }, kind: { enum: [...CONTENT_KINDS] }, status: { enum: [...CONTENT_STATUSES] },
    title: { type: 'string' }, summary: { type: 'string' }, cover: imageOut, has_draft: { type: 'boolean' }, revision: { type: 'integer' },
    updated_at: dateTime, published_at: dateTime, ...counters, author: authorSchema,
  },
};

export const preFetchSchema: JsonSchema = {
  type: 'object',
  properties: {
    content_id: { type: 'string' }, kind: { enum: [...CONTENT_KINDS] }, title: { type: 'string' }, summary: { type: 'string' },
    cover: imageOut, author: authorSchema, published_at: dateTime,
  },
};

export const authErrors = [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.userNotFound];
export const writeErrors = [
  ...authErrors, ErrorCode.contentForbidden, ErrorCode.contentNotFound, ErrorCode.contentVersionConflict, ErrorCode.contentValidationFailed,
];
