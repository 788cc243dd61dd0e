import { ALLOWED_TEXT_PATTERN } from '../../src/domain/text/allowed-text';
import {
  DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_MIN_LENGTH, USERNAME_PATTERN_SOURCE,
} from '../../src/domain/user/name-rules';
import type { JsonSchema } from './route-table';

/** Shared JSON schemas. Closed objects everywhere: an unknown property is 4000102002 (spec §8). */

export const envelopeSchema = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['status', 'data'],
  properties: {
    status: { type: 'object', required: ['err_code'], properties: { err_code: { type: 'integer', const: 0 } } },
    data,
  },
});

export const errorEnvelopeSchema: JsonSchema = {
  type: 'object',
  required: ['status'],
  properties: {
    status: {
      type: 'object',
      required: ['err_code', 'err_message'],
      properties: { err_code: { type: 'integer' }, err_message: { type: 'string' } },
    },
  },
};

export const pagingSchema: JsonSchema = {
  type: 'object',
  required: ['offset', 'limit'],
  properties: { offset: { type: 'integer', minimum: 0 }, limit: { type: 'integer', minimum: 1 } },
};

export const object = (properties: Record<string, JsonSchema>, required: readonly string[] = []): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  required: [...required],
  properties,
});

/** Spec §3 allowed-text rule, the domain's own pattern (Ajv compiles patterns with the `u` flag). */
export const allowedText = (minLength: number, maxLength: number): JsonSchema => ({
  type: 'string',
  minLength,
  maxLength,
  pattern: ALLOWED_TEXT_PATTERN.source,
});

/** Ours: usernames are URL handles (/profiles/[username]), so ASCII letters, digits, dot and underscore. */
export const usernameSchema: JsonSchema = { type: 'string', pattern: USERNAME_PATTERN_SOURCE };
/** Spec §5 display name: the domain's lengths (name-rules.ts) of spec §3 allowed text. */
export const displayNameSchema: JsonSchema = allowedText(DISPLAY_NAME_MIN_LENGTH, DISPLAY_NAME_MAX_LENGTH);
export const hashSchema: JsonSchema = { type: 'string', pattern: '^[a-f0-9]{24}$' };
export const emptyObject: JsonSchema = object({});
export const nullable = (schema: JsonSchema): JsonSchema => ({ ...schema, type: [schema.type as string, 'null'] });
export const nullableString: JsonSchema = { type: ['string', 'null'] };
export const dateTime: JsonSchema = { type: ['string', 'null'], format: 'date-time' };

/** Profile as the wire carries it (spec §3, snake_case). */
export const profileSchema: JsonSchema = {
  type: 'object',
  required: ['user_id', 'display_name', 'username', 'avatar_image', 'cover_image', 'website', 'biography', 'contact_email', 'country', 'type'],
  properties: {
    user_id: { type: 'string' },
    display_name: nullableString,
    username: nullableString,
    avatar_image: { ...nullableString, description: 'Same-origin path of the avatar image (/api/uploads/avatar/{hash}).' },
    cover_image: nullableString,
    website: nullableString,
    biography: nullableString,
    contact_email: nullableString,
    country: nullableString,
    type: { type: 'string', description: "Account type; 'user' for every account today." },
  },
};
