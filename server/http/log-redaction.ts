import type { FastifyRequest } from 'fastify';
import { isAppError } from '../../src/domain/errors/app-error';

/**
 * What a log line may say about a request and an error. A request
 * is its method, its route pattern (never the path's values) and the names of its query parameters (never their
 * values; the request id is pino's `reqId`); an answer is its status code; an error is its type, codes and stack frames, with quoted text in its
 * message replaced (database messages quote the value they refused) and nothing else of it: no SQL, no bound
 * parameters, no detail, no body. Headers are not logged, and `authorization`, `cookie`, `body`, `query`
 * and `params` are censored wherever a log call puts them.
 */
const REDACTED = '[redacted]';

const QUOTED = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|«[^»]*»|“[^”]*”/g;

/** A message with every quoted part replaced (user text inside an error message is quoted). */
export const redactMessage = (message: string): string => message.replace(QUOTED, REDACTED);

/** `/path?keyword=a&limit=3` → `/path?keyword&limit`: the parameter names, never their values. */
export function redactUrl(url: string): string {
  const [pathPart, query] = url.split('?', 2);
  if (query === undefined) return pathPart;
  const names = query
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=')[0])
    .map((name) => (/^[\w.\-[\]]{1,40}$/.test(name) ? name : '?'));
  return `${pathPart}?${names.join('&')}`;
}

interface LoggedRequest {
  readonly method?: string;
  readonly url?: string;
  readonly id?: string;
  readonly routeOptions?: { readonly url?: string };
}

function serializeRequest(request: LoggedRequest) {
  const names = redactUrl(request.url ?? '').split('?')[1];
  // An unknown route has no pattern, and its path may be anything a client sent: not logged.
  return {
    method: request.method,
    route: request.routeOptions?.url ?? '(no route)',
    ...(names ? { query_names: names } : {}),
  };
}

const stackFrames = (stack: unknown): string =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : '';

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: unknown;
  err_code?: unknown;
  statusCode?: unknown;
  stack: string;
  cause?: SerializedError;
}

function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED, stack: '' };
  const e = error as Error & { code?: unknown; statusCode?: unknown; cause?: unknown; validation?: unknown };
  const serialized: SerializedError = {
    type: e.name || e.constructor?.name || 'Error',
    message: redactMessage(e.message ?? ''),
    ...(isAppError(e)
      ? { err_code: e.code }
      : e.code !== undefined
        ? { code: typeof e.code === 'string' || typeof e.code === 'number' ? e.code : REDACTED }
        : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    stack: stackFrames(e.stack),
  };
  if (e.cause !== undefined && depth < 3) serialized.cause = serializeError(e.cause, depth + 1);
  return serialized;
}

/** Pino options for Fastify's logger: the serializers above and a censor for the fields that carry user text. */
export const redactingLoggerOptions = (level: string) => ({
  level,
  serializers: {
    req: (request: FastifyRequest | LoggedRequest) => serializeRequest(request as LoggedRequest),
    res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    err: (error: unknown) => serializeError(error),
  },
  redact: {
    paths: [
      'authorization',
      'cookie',
      'body',
      'query',
      'params',
      'headers',
      '*.authorization',
      '*.cookie',
      '*.body',
      '*.params',
      '*.headers',
    ],
    censor: REDACTED,
  },
});
