import type { FastifyInstance } from 'fastify';

/**
 * What PostgreSQL cannot store or compare, refused once at the route table's edge for every route,
 * after the schema validation (so query and path values are already coerced to their types):
 * - NUL (U+0000) in any text (a text column and jsonb both refuse it) and lone UTF-16 surrogates (not
 *   encodable as UTF-8: the driver would store U+FFFD instead of what was sent), in values and object keys;
 * - non-finite numbers (`Infinity`, `-Infinity`, `1e999` all coerce to Infinity, which passes Ajv's integer
 *   check) and integers beyond 2^53 (not exact in JavaScript, out of range for a bigint column).
 * Tighter rules (control characters, lengths, ranges) stay in each field's schema.
 */
export interface Unstorable {
  /** JSON pointer of the value inside its part of the request (`/files/0/width`), '' for the part itself. */
  readonly pointer: string;
  readonly reason: string;
}

// eslint-disable-next-line no-control-regex -- NUL is exactly what PostgreSQL text cannot store
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const TEXT_REASON = 'contains characters that cannot be stored (NUL or a lone surrogate)';

const escapePointer = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The first value in `value` the database cannot take, or null when all can be stored. Depth-bounded by the body limit. */
export function findUnstorable(value: unknown, pointer = ''): Unstorable | null {
  if (typeof value === 'string') return UNSTORABLE_TEXT.test(value) ? { pointer, reason: TEXT_REASON } : null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { pointer, reason: 'must be a finite number' };
    if (Number.isInteger(value) && !Number.isSafeInteger(value)) return { pointer, reason: 'is out of range' };
    return null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findUnstorable(value[i], `${pointer}/${i}`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const [key, item] of Object.entries(value)) {
      const at = `${pointer}/${escapePointer(key)}`;
      if (UNSTORABLE_TEXT.test(key)) return { pointer: at, reason: TEXT_REASON };
      const found = findUnstorable(item, at);
      if (found) return found;
    }
  }
  return null;
}

const API_URL = /^\/(private\/|public\/)?api\//;

/**
 * The one place this rule runs: a preHandler on every API route (the route table's, the uploads' and the
 * event streams'), after schema validation. A value found is a schema failure of its field, answered by the
 * error handler like any other (422 with the route family's code, naming the field).
 */
export function installStorableInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (!API_URL.test(request.url)) return;
    const parts = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const;
    for (const [context, value] of parts) {
      const found = findUnstorable(value);
      if (!found) continue;
      throw Object.assign(new Error(`${context}${found.pointer.replace(/\//g, '.')} ${found.reason}`), {
        statusCode: 400,
        validationContext: context,
        validation: [{ keyword: 'storable', instancePath: found.pointer, params: {}, message: found.reason }],
      });
    }
  });
}
