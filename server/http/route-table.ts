import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Envelope, PagedEnvelope } from '../../src/contract/envelope.contract';
import { Type, type TSchema } from '../../src/contract/schema';
import type { VerifiedIdentity } from '../kernel/identity.port';
import type { Paged } from '../kernel/paged';
import { ReadyAnswers } from './ready-answers';

/** Which error family a route answers in (spec §8): auth-service 0104, user-service 0101 or content-platform 0607 codes. */
export type ServiceArea = 'auth' | 'user' | 'content';

/** `required`: bearer token needed; `optional`: verified when sent; `none`: never read. */
export type AuthMode = 'required' | 'optional' | 'none';

export type JsonSchema = Record<string, unknown>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- until each route's context is typed from its schemas
export interface RouteContext<B = any, Q = any, P = any> {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly identity: VerifiedIdentity | null;
  readonly body: B;
  readonly query: Q;
  readonly params: P;
}

export interface RouteDef {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Path below the prefix, Fastify syntax (`:userId`), exactly as spec §7 names it. */
  readonly path: string;
  readonly area: ServiceArea;
  readonly auth: AuthMode;
  /** Also served under /public/api (routes an anonymous visitor calls). */
  readonly public?: boolean;
  /** Counted by the per-IP limit on sign-in calls (429 4290104009). */
  readonly rateLimited?: boolean;
  /** The body may be omitted (treated as `{}`). */
  readonly emptyBody?: boolean;
  readonly summary: string;
  readonly description?: string;
  readonly tag: string;
  readonly body?: JsonSchema;
  readonly querystring?: JsonSchema;
  readonly params?: JsonSchema;
  /** Schema of `data` in the success envelope. */
  readonly data: JsonSchema;
  readonly paged?: boolean;
  /** Paged, but `data` is the object the `data` schema describes (Paged.data) instead of the items array. */
  readonly pagedObject?: boolean;
  /**
   * The handler hands out, while its data is unchanged, the same object, never changed once made (a cache's
   * answer): its bytes are made once per object (ready-answers.ts: serialised, ETag, compressed when accepted).
   */
  readonly keptAnswer?: boolean;
  /** Spec §8 codes this route may answer besides the generic ones every route has. */
  readonly errors: readonly number[];
  readonly handler: (ctx: RouteContext) => Promise<unknown>;
}

export const API_PREFIXES = ['/api', '/private/api'] as const;
export const PUBLIC_PREFIX = '/public/api';

export const prefixesOf = (route: RouteDef): string[] => [...API_PREFIXES, ...(route.public ? [PUBLIC_PREFIX] : [])];

export interface RouteHooks {
  authenticate(request: FastifyRequest, mode: AuthMode): Promise<VerifiedIdentity | null>;
  rateLimit: { max: number; timeWindow: number };
}

/** Registers a route under every prefix it belongs to, with the same schemas the OpenAPI document shows. */
export function registerRoutes(app: FastifyInstance, routes: readonly RouteDef[], hooks: RouteHooks): void {
  for (const route of routes) {
    const ready = route.keptAnswer && !route.paged ? new ReadyAnswers() : null;
    for (const prefix of prefixesOf(route)) {
      app.route({
        method: route.method,
        url: `${prefix}${route.path}`,
        schema: {
          ...(route.body ? { body: route.body } : {}),
          ...(route.querystring ? { querystring: route.querystring } : {}),
          ...(route.params ? { params: route.params } : {}),
          response: { 200: successSchema(route) },
        },
        config: { area: route.area, ...(route.rateLimited ? { rateLimit: hooks.rateLimit } : {}) },
        // Only where needed: an async hook on every route cost each request a promise (issue 11).
        preValidation: route.emptyBody
          ? async (request) => {
              if (request.body === undefined || request.body === null) request.body = {};
            }
          : undefined,
        handler: async (request, reply) => {
          const identity = await hooks.authenticate(request, route.auth);
          const result = await route.handler({
            request,
            reply,
            identity,
            body: request.body,
            query: request.query,
            params: request.params,
          });
          // A handler that answers bytes itself (the admin uploads call) has sent its reply already.
          if (reply.sent) return reply;
          if (route.paged) {
            const page = result as Paged<unknown>;
            return {
              status: { err_code: 0 },
              data: route.pagedObject ? page.data : page.items,
              paging: {
                offset: page.offset,
                limit: page.limit,
                ...(page.nextCursor !== undefined ? { next_cursor: page.nextCursor } : {}),
              },
              total_count: page.total,
            };
          }
          if (ready && typeof result === 'object' && result !== null)
            return ready.send(request, reply, result, () => ({ status: { err_code: 0 }, data: result }));
          return { status: { err_code: 0 }, data: result };
        },
      });
    }
  }
}

/** The success envelope of a route (src/contract/envelope.contract.ts): `data`, plus paging and total_count when paged. */
export function successSchema(route: RouteDef): JsonSchema {
  const data = route.data as TSchema;
  if (!route.paged) return Envelope(data);
  return PagedEnvelope(route.pagedObject ? data : Type.Array(data));
}
