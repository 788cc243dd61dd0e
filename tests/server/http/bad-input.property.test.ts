import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { reserve } from '../helpers/content-fixtures';
import { startFakeLine, type FakeLine } from '../helpers/fake-line';
import { signedInUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/test-server';

/**
 * A property test over every route of the OpenAPI document the server serves.
 * Each run sends one request built from the route's own schemas (known ids for the path), with one part (a path
 * value, a query value, a body field at any depth, the body as a whole) replaced by hostile input: NUL and other control characters,
 * lone surrogates, bidi overrides, non-finite and huge numbers, wrong types, overlong strings, malformed JSON,
 * unknown parameters; without a token, with a garbage one or with a valid one. Every answer must be below 500
 * and every error's err_code one the route documents (its OpenAPI responses' x-err-codes) or a spec §8
 * generic code (validation, parameter not allowed, invalid JSON, invalid token, not found, our limits); every
 * status is one the route's document lists, and every success body matches its documented schema.
 * Bounded: a fixed seed and RUNS_PER_ROUTE requests per route, one prefix per route.
 */
const SEED = 20261124;
const RUNS_PER_ROUTE = 40;

type Schema = Record<string, any>;
interface Operation {
  readonly method: string;
  readonly path: string;
  readonly parameters: { name: string; in: 'path' | 'query'; required?: boolean; schema: Schema }[];
  readonly body: Schema | null;
  readonly codes: ReadonlySet<number>;
  /** The HTTP statuses its document lists. */
  readonly statuses: ReadonlySet<string>;
  /** Its documented success answer, compiled. */
  readonly success: ValidateFunction | null;
}

/** Response schemas as the document states them: extension keywords (x-err-codes) are notes, not rules. */
const responseValidator = new Ajv({ strict: false, allErrors: false });
addFormats(responseValidator);

/** Codes every route may answer besides its documented ones (spec §8 bad input and tokens; ours for limits and unknown ids). */
const GENERIC_CODES = new Set<number>([
  ErrorCode.invalidJsonAuth,
  ErrorCode.invalidJsonUser,
  ErrorCode.validationAuth,
  ErrorCode.validationUser,
  ErrorCode.contentValidationFailed,
  ErrorCode.parameterNotAllowed,
  ErrorCode.invalidToken,
  ErrorCode.invalidTokenRevoked,
  ErrorCode.notFound,
  ErrorCode.payloadTooLarge,
  ErrorCode.tooManyRequests,
]);

// ——— hostile values ———

/** Placeholders replaced in the JSON text: JSON.stringify cannot write these numbers. */
const RAW_NUMBERS: Record<string, string> = {
  '@@INF@@': '1e999',
  '@@NINF@@': '-1e999',
  '@@HUGE@@': '123456789012345678901234567890',
  '@@NEG_HUGE@@': '-9.9e307',
};

const badText = fc.oneof(
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    'x\u0007y',
    '\u001b[31mred',
    'tab\there',
    'a\u007fb',
    'line\r\nbreak',
    '\ud800',
    'x\udfffy',
    '\udc00\ud800',
    '\u202eevil',
    '\ufeff',
    '',
    ' ',
    'null',
    'undefined',
    'Infinity',
    '-Infinity',
    '1e999',
    'NaN',
    '-1',
    '0',
    '1.5',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../../etc/passwd',
    '%00',
    '\\u0000',
    '🙂'.repeat(3),
    'a@b',
    'ก'.repeat(300),
  ),
  fc.constantFrom('x'.repeat(5000), 'ข'.repeat(2000), '\u0000'.repeat(100)),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const badNumber = fc.constantFrom<unknown>(
  '@@INF@@',
  '@@NINF@@',
  '@@HUGE@@',
  '@@NEG_HUGE@@',
  1e308,
  -1e308,
  2 ** 53 + 2,
  -(2 ** 63),
  -1,
  0,
  1.5,
  -0.0001,
  1e20,
  2 ** 31,
  -(2 ** 31) - 1,
);

const badShape = fc.constantFrom<unknown>(
  null,
  true,
  false,
  [],
  {},
  [null],
  { a: 1 },
  [[[]]],
  { '\u0000': 1 },
  '12abc',
);

const badValue: fc.Arbitrary<unknown> = fc.oneof(badText, badNumber, badShape);

/** Hostile raw text for a query or path value, already percent-encoded where it must be. */
const badWireValue = fc.oneof(
  fc.constantFrom(
    'a%00b',
    '%00',
    '%07',
    '%1B',
    '%7F',
    '%ED%A0%80',
    '%FF',
    '%C0%AE',
    '%E2%80%AE',
    'Infinity',
    '-Infinity',
    '1e999',
    '-1e999',
    'NaN',
    '1e20',
    '-1',
    '1.5',
    '0x10',
    '99999999999999999999',
    '',
    '%20',
    'x'.repeat(2000),
    '%2F..%2F',
    '..',
    '%25',
    'true',
    'null',
  ),
  // At most 200 characters: a whole URL over Node's 16 KiB header limit is refused (431) before any route sees it.
  badText.map((s) => {
    try {
      return encodeURIComponent(s.slice(0, 200));
    } catch {
      return '%ED%B0%80';
    }
  }),
);

// ——— values that pass a schema, so bad parts reach the handlers ———

function patternArb(pattern: string): fc.Arbitrary<string> | null {
  try {
    const arb = fc.stringMatching(new RegExp(pattern, 'u'));
    fc.sample(arb, { numRuns: 1, seed: 1 });
    return arb;
  } catch {
    return null;
  }
}

function validArb(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives)) return fc.oneof(...alternatives.map((s: Schema) => validArb(s, depth + 1)));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t: string) => t !== 'null') ?? types[0];
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -1e6), max: Math.min(schema.maximum ?? 1000, 1e6) });
    case 'number':
      return fc.double({
        min: Math.max(schema.minimum ?? -1000, -1e6),
        max: Math.min(schema.maximum ?? 1000, 1e6),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(validArb(schema.items, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
      });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set<string>(schema.required ?? []);
      const arbs = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, validArb(s, depth + 1)]));
      return fc.record(arbs, { requiredKeys: Object.keys(properties).filter((n) => required.has(n)) });
    }
    default: {
      if (schema.format === 'date-time')
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString());
      const fromPattern = typeof schema.pattern === 'string' ? patternArb(schema.pattern) : null;
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 20, 20));
      return (fromPattern ?? fc.string({ minLength, maxLength })).filter(
        (s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity),
      );
    }
  }
}

const toJsonText = (value: unknown): string => {
  let text = JSON.stringify(value) ?? 'null';
  for (const [placeholder, raw] of Object.entries(RAW_NUMBERS)) text = text.split(`"${placeholder}"`).join(raw);
  return text;
};

const malformedJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  '{"title":"\\u0000"',
  'nul',
  '{"a":1}}',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":1e999}',
  '"just a string"',
  '1e999',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"a":' + '['.repeat(2000) + ']'.repeat(2000) + '}',
);

// ——— requests ———

interface Sent {
  readonly url: string;
  readonly body: string | undefined;
  readonly contentType: string | undefined;
  readonly token: 'none' | 'garbage' | 'valid';
}

const encodeWire = (value: unknown): string => {
  const text = typeof value === 'string' ? value : String(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

type Json = unknown;

/** Every place inside a JSON value (the value itself first), as key paths. */
function placesOf(value: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((item, i) => placesOf(item, [...at, i], out));
  else if (value !== null && typeof value === 'object')
    for (const [k, item] of Object.entries(value)) placesOf(item, [...at, k], out);
  return out;
}

function replaceAt(value: Json, at: (string | number)[], replacement: Json): Json {
  if (at.length === 0) return replacement;
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  copy[at[0]] = replaceAt(copy[at[0]], at.slice(1), replacement);
  return copy;
}

/** What one request gets wrong: one place only, so everything else is valid and the bad part reaches as deep as it can. */
type Fault =
  | { readonly kind: 'none' }
  | { readonly kind: 'path'; readonly index: number; readonly value: string }
  | { readonly kind: 'query'; readonly index: number; readonly value: string | null }
  | { readonly kind: 'extraQuery'; readonly name: string; readonly value: string }
  | { readonly kind: 'bodyPlace'; readonly pick: number; readonly value: Json }
  | { readonly kind: 'bodyExtra'; readonly key: string; readonly value: Json }
  | { readonly kind: 'bodyRaw'; readonly body: string | undefined; readonly contentType: string | undefined };

function faultArb(op: Operation, pathCount: number, queryCount: number): fc.Arbitrary<Fault> {
  const hasBody = op.method !== 'get';
  const options: { arbitrary: fc.Arbitrary<Fault>; weight: number }[] = [
    { arbitrary: fc.constant({ kind: 'none' }), weight: 1 },
  ];
  if (pathCount)
    options.push({
      arbitrary: fc.record({ kind: fc.constant('path' as const), index: fc.nat(pathCount - 1), value: badWireValue }),
      weight: 6,
    });
  if (queryCount) {
    options.push({
      arbitrary: fc.record({
        kind: fc.constant('query' as const),
        index: fc.nat(queryCount - 1),
        value: fc.oneof(badWireValue, fc.constant(null)),
      }),
      weight: 6,
    });
  }
  options.push({
    arbitrary: fc.record({
      kind: fc.constant('extraQuery' as const),
      name: fc.constantFrom('unknown', 'a%00', 'limit', 'offset'),
      value: badWireValue,
    }),
    weight: 1,
  });
  if (hasBody) {
    options.push(
      { arbitrary: fc.record({ kind: fc.constant('bodyPlace' as const), pick: fc.nat(), value: badValue }), weight: 8 },
      {
        arbitrary: fc.record({
          kind: fc.constant('bodyExtra' as const),
          key: fc.constantFrom('unknown_field', '__proto__', 'a\u0000'),
          value: badValue,
        }),
        weight: 1,
      },
      {
        arbitrary: fc
          .oneof(
            malformedJson.map((body) => ({ body, contentType: 'application/json' })),
            fc.constantFrom(
              { body: 'a=1', contentType: 'application/x-www-form-urlencoded' },
              { body: '{}', contentType: 'text/plain' },
              { body: undefined, contentType: undefined },
              { body: '', contentType: 'application/json' },
            ),
          )
          .map((raw) => ({ kind: 'bodyRaw' as const, ...raw })),
        weight: 2,
      },
    );
  }
  return fc.oneof(...options);
}

function requestArb(op: Operation, known: Record<string, string[]>): fc.Arbitrary<Sent> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const pathArb = fc.tuple(
    ...pathParams.map((p) =>
      known[p.name]
        ? fc.oneof(
            { arbitrary: fc.constantFrom(...known[p.name]), weight: 3 },
            { arbitrary: validArb(p.schema).map(encodeWire), weight: 1 },
          )
        : validArb(p.schema).map(encodeWire),
    ),
  );
  const queryArb = fc.tuple(
    ...queryParams.map((p) =>
      fc.option(validArb(p.schema).map(encodeWire), { nil: undefined, freq: p.required ? 1000 : 2 }),
    ),
  );
  const bodyArb = op.body ? validArb(op.body) : fc.constant({});
  return fc
    .record({
      pathValues: pathArb,
      queryValues: queryArb,
      body: bodyArb,
      fault: faultArb(op, pathParams.length, queryParams.length),
      token: fc.constantFrom<Sent['token']>('none', 'garbage', 'valid', 'valid', 'valid'),
    })
    .map(({ pathValues, queryValues, body, fault, token }) => {
      const path: string[] = [...pathValues];
      const query: (string | null | undefined)[] = [...queryValues];
      let bodyValue: Json = body;
      let raw: { body: string | undefined; contentType: string | undefined } | null = null;
      if (fault.kind === 'path') path[fault.index] = fault.value;
      if (fault.kind === 'query') query[fault.index] = fault.value;
      if (fault.kind === 'bodyPlace') {
        const places = placesOf(bodyValue);
        bodyValue = replaceAt(bodyValue, places[fault.pick % places.length], fault.value);
      }
      if (
        fault.kind === 'bodyExtra' &&
        bodyValue !== null &&
        typeof bodyValue === 'object' &&
        !Array.isArray(bodyValue)
      ) {
        bodyValue = { ...(bodyValue as object), [fault.key]: fault.value };
      }
      if (fault.kind === 'bodyRaw') raw = { body: fault.body, contentType: fault.contentType };
      let url = op.path;
      pathParams.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, path[i]);
      });
      const pairs = queryParams.flatMap((p, i) => {
        const v = query[i];
        if (v === undefined) return [];
        return v === null ? [p.name] : [`${p.name}=${v}`];
      });
      if (fault.kind === 'extraQuery') pairs.push(`${fault.name}=${fault.value}`);
      const sentBody =
        op.method === 'get'
          ? { body: undefined, contentType: undefined }
          : (raw ?? { body: toJsonText(bodyValue), contentType: 'application/json' });
      return { url: pairs.length ? `${url}?${pairs.join('&')}` : url, ...sentBody, token };
    });
}

function operationsOf(document: Schema): Operation[] {
  const seen = new Set<string>();
  const ops: Operation[] = [];
  // /api first: a route under several prefixes is one route (the same handler and schemas), tried once.
  const paths = Object.entries(document.paths as Record<string, Record<string, Schema>>).sort(
    ([a], [b]) => Number(b.startsWith('/api/')) - Number(a.startsWith('/api/')),
  );
  for (const [path, methods] of paths) {
    if (path.startsWith('/api/docs')) continue;
    // Operations routes take no input and sit outside the API envelope: /readyz answers 503 by design.
    if (['/healthz', '/readyz', '/metrics'].includes(path)) continue;
    for (const [method, op] of Object.entries(methods)) {
      const key = `${method} ${path.replace(/^\/(private|public)\/api\//, '/api/')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const codes = new Set<number>();
      for (const response of Object.values((op.responses ?? {}) as Record<string, Schema>)) {
        for (const content of Object.values((response.content ?? {}) as Record<string, Schema>)) {
          for (const code of (content.schema?.['x-err-codes'] ?? []) as number[]) codes.add(code);
        }
      }
      const successSchema = op.responses?.['200']?.content?.['application/json']?.schema as Schema | undefined;
      ops.push({
        method,
        path,
        parameters: (op.parameters ?? []) as Operation['parameters'],
        body: (op.requestBody?.content?.['application/json']?.schema ?? null) as Schema | null,
        codes,
        statuses: new Set(Object.keys(op.responses ?? {})),
        success: successSchema ? responseValidator.compile(successSchema) : null,
      });
    }
  }
  return ops;
}

describe('no 5xx on bad input, over every route of the OpenAPI document (property test, spec §8 codes)', () => {
  let t: TestServer;
  let user: SignedInUser;
  /** Deleting the account is sent a valid token of its own: with `user`'s, every route after it would meet a deleted account. */
  let leaving: SignedInUser;
  let known: Record<string, string[]>;
  let line: FakeLine;
  beforeAll(async () => {
    // LINE configured (a fake LINE API): the LINE calls answer what they answer in production, not "not configured".
    line = await startFakeLine();
    t = await startTestServer('pglite', {
      LINE_CHANNEL_ID: 'chan-1',
      LINE_CHANNEL_SECRET: 'secret-1',
      LINE_API_URL: line.url,
      LINE_REDIRECT_URI: 'http://localhost/cb',
    });
    user = await signedInUser(t);
    leaving = await signedInUser(t);
    const { content_id: contentId } = await reserve(t, user);
    const profile = await t.call('GET', '/api/user-profile-query-service/v1/me', { token: user.idToken });
    known = {
      contentId: [contentId],
      userId: [user.userId],
      username: [String(profile.body.data?.username ?? user.userId)],
    };
  });
  afterAll(async () => {
    await t?.close();
    await line?.close();
  });

  it('every route answers generated bad input below 500, with a code it documents', { timeout: 110_000 }, async () => {
    const document = (await t.call('GET', '/api/docs/openapi.json')).body as Schema;
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(60);
    const failures: string[] = [];
    let sent = 0;
    const statuses = new Map<number, number>();
    for (const op of operations) {
      const result = await fc.check(
        fc.asyncProperty(requestArb(op, known), async (request) => {
          const headers: Record<string, string> = {};
          if (request.contentType) headers['content-type'] = request.contentType;
          const owner =
            op.method === 'delete' && op.path.endsWith('/user-orchestration-service/v1/account') ? leaving : user;
          if (request.token === 'valid') headers.authorization = `Bearer ${owner.idToken}`;
          if (request.token === 'garbage') headers.authorization = 'Bearer not.a.token';
          const controller = new AbortController();
          const timer = setTimeout(() => controller.abort(), 5000);
          let status: number;
          let text = '';
          let streaming = false;
          try {
            const response = await fetch(`${t.url}${request.url}`, {
              method: op.method.toUpperCase(),
              headers,
              body: request.body,
              signal: controller.signal,
            });
            status = response.status;
            // An event stream that opened (a valid poll id) is not read to its end.
            streaming = (response.headers.get('content-type') ?? '').includes('text/event-stream');
            if (streaming) controller.abort();
            else text = await response.text();
          } catch (error) {
            if (streaming) return true;
            throw new Error(`no answer: ${(error as Error).message}`);
          } finally {
            clearTimeout(timer);
            sent += 1;
          }
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500) throw new Error(`${status} ${text.slice(0, 300)}`);
          // The document lists every status a route answers (a generic client plans on exactly those).
          if (!op.statuses.has(String(status)) && !streaming)
            throw new Error(`undocumented status ${status}: ${text.slice(0, 300)}`);
          if (status < 400) {
            // A success answers exactly the shape the document shows.
            if (status === 200 && !streaming && op.success && !op.success(JSON.parse(text))) {
              const [first] = op.success.errors ?? [];
              throw new Error(`200 not as documented: ${first?.instancePath} ${first?.message}: ${text.slice(0, 300)}`);
            }
            return true;
          }
          let code: unknown;
          try {
            code = JSON.parse(text)?.status?.err_code;
          } catch {
            code = undefined;
          }
          if (typeof code !== 'number' || !(op.codes.has(code) || GENERIC_CODES.has(code))) {
            throw new Error(`${status} undocumented err_code ${String(code)}: ${text.slice(0, 300)}`);
          }
          return true;
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      if (result.failed) {
        const example = result.counterexample?.[0] as Sent | undefined;
        failures.push(
          `${op.method.toUpperCase()} ${op.path}: ${(result.errorInstance as Error | undefined)?.message ?? 'failed'}\n    sent ${example?.token} token ${example?.url.slice(0, 200)} ${example?.body?.slice(0, 200) ?? ''}`,
        );
      }
    }
    console.info(
      `[bad input] ${sent} requests over ${operations.length} routes; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(sent).toBeGreaterThan(operations.length * 5);
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
