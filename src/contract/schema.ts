import { Type, type Static, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';
import { ALLOWED_TEXT_PATTERN } from '../domain/text/allowed-text';
import { withoutControlCharactersSource } from '../domain/text/control-characters';

/**
 * Building blocks of the wire contract. A schema here is a value (the JSON Schema the server validates
 * requests with, serializes answers with and documents in OpenAPI) and a type (`Static<typeof X>`, what the
 * SPA's adapters map from): a wire field is declared once. Pure data, no I/O.
 */
export { Type };
export type { Static, TProperties, TSchema };

/** A closed object: an unknown property is 4000102002 (spec §8 "parameter not allowed"). */
export const Closed = <P extends TProperties>(properties: P, options: Record<string, unknown> = {}): TObject<P> =>
  Type.Object(properties, { additionalProperties: false, ...options });

/** `T | null` written as `type: [T, 'null']` (the validator's messages name the field, not an anyOf branch). */
export const Nullable = <T extends TSchema>(schema: T, options: Record<string, unknown> = {}) =>
  Type.Unsafe<Static<T> | null>({ ...schema, ...options, type: [schema.type as string, 'null'] });

/** A string out of a fixed list, as a plain `enum` (one clear message when it is none of them). */
export const StringEnum = <const V extends readonly string[]>(values: V, options: Record<string, unknown> = {}) =>
  Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...options });

export const NullableString = (options: Record<string, unknown> = {}) => Nullable(Type.String(), options);

/** ISO 8601 instant, or null where the moment has not happened (published_at of a draft). */
export const DateTime = (options: Record<string, unknown> = {}) =>
  Nullable(Type.String({ format: 'date-time' }), options);

/** ISO 8601 instant that is always there (created_at). */
export const Instant = (options: Record<string, unknown> = {}) => Type.String({ format: 'date-time', ...options });

/** Spec §3 allowed-text rule, the domain's own pattern (Ajv compiles patterns with the `u` flag). */
export const AllowedText = (minLength: number, maxLength: number) =>
  Type.String({ minLength, maxLength, pattern: ALLOWED_TEXT_PATTERN.source });

/**
 * Free text a person writes (a question, a reason, a note): at most `maxLength` UTF-16 units and no control
 * characters (the domain's one rule, text/control-characters.ts), so NUL and friends are a 422 naming the field
 * instead of a database error. `multiline` allows tab and line breaks (a textarea); other options (default,
 * minLength, description) pass through.
 */
export const PlainText = (
  maxLength: number,
  { multiline = false, ...options }: { multiline?: boolean } & Record<string, unknown> = {},
) => Type.String({ maxLength, pattern: withoutControlCharactersSource({ multiline }), ...options });

/** The largest value of a PostgreSQL `integer` column: a request integer stored or compared as one stays within it. */
export const INT4_MAX = 2_147_483_647;

/**
 * An integer a request sends that the database stores or compares as an `integer` (a revision, a version):
 * bounded by INT4_MAX unless the options say tighter, so a bigger one is a 422 naming the field, not a database error.
 */
export const StoredInteger = (options: Record<string, unknown> = {}) =>
  Type.Integer({ minimum: -INT4_MAX, maximum: INT4_MAX, ...options });

/** A body that carries nothing (`{}`; routes marked emptyBody also take none). */
export const EmptyBody = Closed({});
