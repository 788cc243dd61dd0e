import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppError } from '../../src/domain/errors/app-error';
import { ErrorCode, errorCatalogue } from '../../src/domain/errors/error-codes';
import { retryAfterSecondsOf } from '../kernel/rate-counter.port';
import type { ServiceArea } from './route-table';

interface ValidationIssue {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params: Record<string, unknown>;
  readonly message?: string;
}

/** Each family's codes for invalid JSON, a schema failure and a fault (the OpenAPI document lists the same). */
export const AREA_CODES = {
  auth: { json: ErrorCode.invalidJsonAuth, validation: ErrorCode.validationAuth, internal: ErrorCode.internalAuth },
  user: { json: ErrorCode.invalidJsonUser, validation: ErrorCode.validationUser, internal: ErrorCode.internalUser },
  // content-platform (spec §7): schema failures are 4220607000 with content_id; faults name "create content".
  content: {
    json: ErrorCode.invalidJsonUser,
    validation: ErrorCode.contentValidationFailed,
    internal: ErrorCode.internalAuth,
  },
} as const satisfies Record<ServiceArea, { json: number; validation: number; internal: number }>;
const codes = AREA_CODES;

const areaOf = (request: FastifyRequest): ServiceArea =>
  request.routeOptions?.config?.area ?? (request.url.includes('user-auth') ? 'auth' : 'user');

/** The HTTP status of a spec §8 code (the error catalogue's): errors become HTTP here, once, at the edge. */
export const httpStatusOf = (code: number): number =>
  (errorCatalogue[code] ?? errorCatalogue[ErrorCode.unknown]).httpStatus;

/** `data` carries an error's details when it has any (4220607000: content_id and message; 409: the current revision). */
export const sendError = (
  reply: FastifyReply,
  code: number,
  message: string,
  data?: Readonly<Record<string, unknown>>,
): FastifyReply =>
  reply
    .code(httpStatusOf(code))
    .type('application/json; charset=utf-8')
    .send({ status: { err_code: code, err_message: message }, ...(data ? { data } : {}) });

/** What a request its schemas refuse answers: the route's own code (RouteDef.validationCode) or its family's. */
const validationCodeOf = (request: FastifyRequest): number =>
  request.routeOptions?.config?.validationCode ?? codes[areaOf(request)].validation;

const contentIdOf = (request: FastifyRequest): string | null =>
  String((request.params as { contentId?: unknown } | undefined)?.contentId ?? '') || null;

/** Field name for messages: `body.display_name`, `querystring.limit`. */
const fieldOf = (context: string | undefined, issue: ValidationIssue): string => {
  const pointer = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = typeof issue.params.missingProperty === 'string' ? issue.params.missingProperty : '';
  return [context ?? 'body', pointer, missing].filter(Boolean).join('.');
};

/**
 * An `anyOf` of "one of these properties" (propose a place: name_th or name_en, not blank) fails with one issue
 * per branch, each about a property of the object, and the anyOf last: named as the choice it is. Null for any
 * other anyOf (a union of types is described by its first issue).
 */
function describeChoice(context: string | undefined, issues: readonly ValidationIssue[]): string | null {
  const choice = issues.find((issue) => issue.keyword === 'anyOf');
  if (!choice) return null;
  const names = new Set<string>();
  for (const issue of issues) {
    if (issue === choice) continue;
    if (issue.keyword === 'required' && issue.instancePath === choice.instancePath) {
      names.add(String(issue.params.missingProperty));
      continue;
    }
    const child = issue.instancePath.slice(choice.instancePath.length);
    if (!issue.instancePath.startsWith(`${choice.instancePath}/`) || child.lastIndexOf('/') !== 0) return null;
    names.add(child.slice(1));
  }
  if (names.size < 2) return null;
  return `${fieldOf(context, choice)} needs one of ${[...names].join(', ')}, not blank`;
}

function describeValidation(error: FastifyError): { code: 'unknown' | 'invalid'; message: string } {
  const issues = (error.validation as unknown as ValidationIssue[] | undefined) ?? [];
  const issue = issues[0];
  const context = error.validationContext;
  if (!issue) return { code: 'invalid', message: error.message };
  const choice = describeChoice(context, issues);
  if (choice) return { code: 'invalid', message: choice };
  if (issue.keyword === 'additionalProperties') {
    const name = String(issue.params.additionalProperty);
    return {
      code: 'unknown',
      message: `Parameter not allowed: ${[context, issue.instancePath.replace(/^\//, ''), name].filter(Boolean).join('.')}`,
    };
  }
  const field = fieldOf(context, issue);
  if (issue.keyword === 'pattern')
    return { code: 'invalid', message: `${field} contains characters or a format that is not allowed` };
  if (issue.keyword === 'required') return { code: 'invalid', message: `${field} is required` };
  return { code: 'invalid', message: `${field} ${issue.message ?? 'is invalid'}` };
}

/**
 * A PostgreSQL data exception (SQLSTATE class 22: a value out of range, not representable or not storable) is
 * caused by a request value the edge rules let through; it is that request's validation failure, never a 500.
 * Its text (which quotes the value) is neither answered nor logged.
 */
const isDataException = (error: unknown): boolean => {
  const e = error as { code?: unknown; severity?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code) && 'severity' in e) return true;
  return e.cause !== undefined && e.cause !== error && isDataException(e.cause);
};

/**
 * What a 5xx answer may say: what failed, never why. A fault's message is "<action> failed: <cause>" at most
 * (the cause, a database's or an SDK's text, stays in the log), so only the part before the first colon is sent.
 */
export const publicFaultMessage = (message: string): string => message.split(':')[0].trim() || 'Internal server error';

/**
 * Fastify's `frameworkErrors`: a URL the router cannot take (a path value over the router's length limit, or
 * broken percent-encoding) is answered in the spec §8 envelope as a validation failure, without echoing the path.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const area = codes[areaOf(request)];
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path value is too long' : 'The URL is not valid (path encoding)';
  void sendError(reply, area.validation, message);
}

/**
 * One place maps every failure to the spec §8 envelope. Client mistakes are always 4xx with a code and
 * a message; only genuine server faults become 5000104000/5000101999 (and are logged).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const area = codes[areaOf(request)];
    // The content platform's validation failures carry data { content_id, message } (spec §8 4220607000).
    const contentData = (message: string) =>
      areaOf(request) === 'content' ? { content_id: contentIdOf(request), message } : undefined;
    if (isDataException(error)) {
      const code = validationCodeOf(request);
      request.log.warn({ err: error, err_code: code }, 'a request value the database refused');
      const message = 'A value is out of range or cannot be stored';
      return sendError(reply, code, message, contentData(message));
    }
    if (isAppError(error) && typeof error.code === 'number') {
      const retryAfter = retryAfterSecondsOf(error);
      if (retryAfter !== null) reply.header('retry-after', String(retryAfter));
      const status = httpStatusOf(error.code);
      if (status < 500) return sendError(reply, error.code, error.message, error.details);
      // 502 and 503 are a service this server relies on failing, or one it is not set up for: worth a warning.
      if (status === 500) request.log.error({ err: error, err_code: error.code }, 'server fault');
      else request.log.warn({ err_code: error.code, err_message: error.message }, 'a service is unavailable');
      return sendError(reply, error.code, publicFaultMessage(error.message), error.details);
    }
    if (error.validation) {
      const described = describeValidation(error);
      if (described.code === 'unknown') return sendError(reply, ErrorCode.parameterNotAllowed, described.message);
      return sendError(reply, validationCodeOf(request), described.message, contentData(described.message));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return sendError(reply, area.json, 'Request body is not valid JSON');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendError(reply, area.json, 'Request body is empty but Content-Type is application/json');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(reply, area.json, `Unsupported Content-Type: ${request.headers['content-type'] ?? 'none'}`);
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(reply, ErrorCode.payloadTooLarge, 'Request body is too large');
      default:
        break;
    }
    const status = error.statusCode ?? 500;
    if (status === 404) return sendError(reply, ErrorCode.notFound, 'Not found');
    if (status === 413) return sendError(reply, ErrorCode.payloadTooLarge, 'Request body is too large');
    if (status === 429) return sendError(reply, ErrorCode.tooManyRequests, 'Too many requests');
    if (status >= 400 && status < 500) return sendError(reply, area.json, error.message);
    request.log.error({ err: error, err_code: area.internal }, 'unhandled error');
    return sendError(reply, area.internal, 'Internal server error');
  });
}
