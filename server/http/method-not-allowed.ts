import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { sendError } from './error-handler';

/** An exact route of the server (no wildcard), as a pattern of its path, with the methods it answers. */
interface KnownPath {
  readonly pattern: RegExp;
  readonly methods: Set<string>;
}

const patternOf = (url: string): RegExp =>
  new RegExp(
    `^${url
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}/?$`,
  );

/**
 * HTTP's rule for a path that exists but not for the method asked (RFC 9110 §15.5.6): 405 with an `Allow` header
 * listing what it does answer, not 404, which would say the path is not there. Every exact route registered after
 * this is installed is learnt; wildcard routes (the static files' `/*`) are not, since they would claim every path.
 */
export function trackRouteMethods(app: FastifyInstance): { allowedFor(pathname: string): string[] } {
  const known = new Map<string, KnownPath>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const entry = known.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) entry.methods.add(method);
    known.set(route.url, entry);
  });
  return {
    allowedFor(pathname) {
      const methods = new Set<string>();
      for (const { pattern, methods: answered } of known.values())
        if (pattern.test(pathname)) for (const method of answered) methods.add(method);
      // Fastify answers HEAD wherever it answers GET.
      if (methods.has('GET')) methods.add('HEAD');
      return [...methods].sort();
    },
  };
}

/** The answer to a request no route took: 405 with `Allow` when the path exists for other methods, else 404. */
export function answerUnrouted(
  request: FastifyRequest,
  reply: FastifyReply,
  allowedFor: (pathname: string) => string[],
): FastifyReply {
  const [pathname] = request.url.split('?', 1);
  const allowed = allowedFor(pathname);
  if (allowed.length > 0 && !allowed.includes(request.method)) {
    reply.header('allow', allowed.join(', '));
    return sendError(reply, ErrorCode.methodNotAllowed, `${request.method} is not allowed on ${pathname}`);
  }
  return sendError(reply, ErrorCode.notFound, `No route ${request.method} ${pathname}`);
}
