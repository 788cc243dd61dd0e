import { ErrorEnvelope } from '../../src/contract/envelope.contract';
import { ErrorCode, errorCatalogue } from '../../src/domain/errors/error-codes';
import { AREA_CODES } from './error-handler';
import { prefixesOf, successSchema, type JsonSchema, type AnyRoute } from './route-table';

type Operation = Record<string, unknown> & { errorCodes?: readonly number[] };

const codeName = new Map<number, string>(Object.entries(ErrorCode).map(([name, code]) => [code, name]));

/**
 * Every route may answer these (spec §8 bad input, our limits), in its family's codes as the error handler answers
 * them (AREA_CODES), a route's own validation code in place of its family's; routes that read a token add the
 * token codes.
 */
const genericCodes = (route: Pick<AnyRoute, 'area' | 'auth' | 'method' | 'validationCode'>): number[] => {
  const codes = AREA_CODES[route.area];
  return [
    ...(route.method === 'GET' ? [] : [codes.json, ErrorCode.payloadTooLarge]),
    route.validationCode ?? codes.validation,
    ErrorCode.parameterNotAllowed,
    // An optional token is still checked when sent: a bad one is 401, not a silent anonymous call.
    ...(route.auth === 'none' ? [] : [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked]),
    codes.internal,
  ];
};

/** Error responses grouped by HTTP status, each listing its spec §8 codes. */
function errorResponses(codes: readonly number[]): Record<string, unknown> {
  const byStatus = new Map<number, number[]>();
  for (const code of new Set(codes)) {
    const status = errorCatalogue[code]?.httpStatus ?? 500;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, list]) => [
        String(status),
        {
          description: list.map((c) => `${c} (${codeName.get(c) ?? 'error'})`).join(', '),
          content: { 'application/json': { schema: { ...ErrorEnvelope, 'x-err-codes': list } } },
        },
      ]),
  );
}

/**
 * A query parameter with a default is optional to a client even where its schema lists it as required: the
 * validator fills it in (useDefaults) before `required` is checked, which is how a handler always has it.
 */
const parametersOf = (schema: JsonSchema | undefined, location: 'path' | 'query') => {
  if (!schema) return [];
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: location,
    required: location === 'path' || (required.has(name) && s.default === undefined),
    schema: s,
  }));
};

function operationOf(route: AnyRoute, prefix: string): Record<string, unknown> {
  return {
    operationId: `${route.method.toLowerCase()}${(prefix + route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    tags: [route.tag],
    summary: route.summary,
    description: [
      route.description,
      `Auth: ${route.auth === 'required' ? 'bearer ID token required' : route.auth === 'optional' ? 'bearer ID token optional' : 'none'}.`,
      route.rateLimited ? 'Rate limited per IP (429 4290104009).' : '',
    ]
      .filter(Boolean)
      .join(' '),
    ...(route.auth === 'required'
      ? { security: [{ bearer: [] }] }
      : route.auth === 'optional'
        ? { security: [{}, { bearer: [] }] }
        : {}),
    parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.querystring, 'query')],
    ...(route.body
      ? { requestBody: { required: !route.emptyBody, content: { 'application/json': { schema: route.body } } } }
      : {}),
    responses: {
      200: { description: 'Success envelope', content: { 'application/json': { schema: successSchema(route) } } },
      ...errorResponses([...genericCodes(route), ...route.errors]),
    },
  };
}

const DESIGN_NOTES = `
Envelope: success \`{ status: { err_code: 0 }, data, paging?, total_count? }\`; failure \`{ status: { err_code, err_message } }\` with the spec §8 code and the HTTP status of the error catalogue.
Prefixes: every route is served under /api and /private/api with the same auth rule (the bearer token decides, not the prefix); routes an anonymous visitor calls are also under /public/api.
Tokens: Firebase ID tokens, verified with firebase-admin (signature, aud, iss, exp and revocation). Emulator (unsigned) tokens only when FIREBASE_AUTH_EMULATOR_HOST is set. Missing or invalid: 401 4010104001. Revoked or disabled account: 401 4010104500 with err_message 'ID token revoked' or 'user disabled' (the SPA sets isUserDisabled on the latter).
Order of checks: the bearer token first (401 before any body or parameter is looked at), then the body and parameters (400/422), then the call itself.
Methods: a path that exists answers another method with 405 ${ErrorCode.methodNotAllowed} and an \`Allow\` header listing the methods it takes; a path that does not exist is 404 ${ErrorCode.notFound}.
Unavailable services: LINE sign-in on a server without a LINE channel is 503 ${ErrorCode.lineNotConfigured}; LINE failing or unreachable is 502 ${ErrorCode.lineUnavailable}. No 5xx answers anything a client sent.
Bad input: invalid JSON 400 4000104000 (auth service) / 4000101000 (user services); schema violations 422 4220104000 / 4220101000 with a message naming the field; an unknown body property or query parameter 400 4000102002.
Our own codes (not in the spec): 429 ${ErrorCode.tooManyRequests} too many requests (per-IP limit on login, refresh, custom-token, LINE token, session verify and contact calls); 403 ${ErrorCode.forbidden} forbidden (ownership or upload signature); 404 ${ErrorCode.notFound} unknown route or file; 413 ${ErrorCode.payloadTooLarge} body over the limit (JSON 1 MiB by default).
Content languages: a content document may carry \`translations\`, its words in the other language (keyed by language, then by section id; structure shared, one revision and one version for both); a translation in the primary language is 422 ${ErrorCode.translationSameLanguage}, one naming a section, stop or field the document lacks 422 ${ErrorCode.translationUnknownPart}. The public content read takes \`hl\` (th/en, the content language; \`lang\` of spec §2 is the interface's) and answers a bilingual content with \`languages\`, which says which language each part is in.
Mandatory profile fields: display_name and username. Profiles get a username derived from the email at creation, so onboarding (PATCH profiles/1st) only has to set display_name.
Names: username and display name are unique case-insensitively; each may change once within 60 days (429 4290101004); the first setting does not count as a change.
Referral codes: an existing user's username.
`.trim();

/** OpenAPI 3.1 built from the very route table the server registers, so the two cannot drift. */
export function buildOpenApi(
  routes: readonly AnyRoute[],
  extraPaths: Record<string, Record<string, Operation>>,
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    for (const prefix of prefixesOf(route)) {
      const key = `${prefix}${route.path}`.replace(/:([A-Za-z]+)/g, '{$1}');
      paths[key] = { ...paths[key], [route.method.toLowerCase()]: operationOf(route, prefix) };
    }
  }
  for (const [path, operations] of Object.entries(extraPaths)) {
    paths[path] = Object.fromEntries(
      Object.entries(operations).map(([method, { errorCodes, ...op }]) => [
        method,
        {
          ...op,
          responses: { ...(op.responses as object), ...errorResponses(errorCodes ?? []) },
        },
      ]),
    );
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Travelogue API', version: '1.0.0', description: DESIGN_NOTES },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } } },
    'x-error-codes': Object.entries(ErrorCode).map(([name, code]) => ({
      code,
      name,
      http_status: errorCatalogue[code]?.httpStatus,
    })),
    paths,
  };
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A readable page of the same document: no script, no CDN assets (the CSP would refuse them anyway). */
export function renderDocsHtml(doc: Record<string, unknown>): string {
  const paths = doc.paths as Record<
    string,
    Record<string, { summary?: string; description?: string; responses: Record<string, { description: string }> }>
  >;
  const rows = Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(
      ([method, op]) => `
    <tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td>
    <td>${escapeHtml(op.summary ?? '')}<br><small>${escapeHtml(op.description ?? '')}</small></td>
    <td><small>${Object.entries(op.responses)
      .map(([s, r]) => `${s}: ${escapeHtml(r.description)}`)
      .join('<br>')}</small></td></tr>`,
    ),
  );
  const info = doc.info as { title: string; description: string };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(info.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top;text-align:left}pre{white-space:pre-wrap}</style></head>
<body><h1>${escapeHtml(info.title)}</h1><p>Machine-readable: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a> (OpenAPI 3.1)</p>
<pre>${escapeHtml(info.description)}</pre>
<table><thead><tr><th>Method</th><th>Path</th><th>What</th><th>Responses</th></tr></thead><tbody>${rows.join('')}</tbody></table></body></html>`;
}
