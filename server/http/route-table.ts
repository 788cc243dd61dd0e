import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Envelope, PagedEnvelope } from '../../src/contract/envelope.contract';
import { Type, type Static, type TSchema } from '../../src/contract/schema';
import type { VerifiedIdentity } from '../kernel/identity.port';
import type { Paged } from '../kernel/paged';
import { ReadyAnswers } from './ready-answers';

/** Which error family a route answers in (spec §8): auth-service 0104, user-service 0101 or content-platform 0607 codes. */
export type ServiceArea = 'auth' | 'user' | 'content';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's error family: error-handler.ts answers its validation failures and faults with that family's codes. */
    area?: ServiceArea;
    /** The route's own code for a request its schemas refuse (RouteDef.validationCode), instead of its family's. */
    validationCode?: number;
  }
}

/** `required`: bearer token needed; `optional`: verified when sent; `none`: never read. */
export type AuthMode = 'required' | 'optional' | 'none';

export type JsonSchema = Record<string, unknown>;

/**
 * How the validator (Ajv) treats a request, and so what a handler receives. Query and path values are text by
 * nature: `limit=5` becomes the number 5 and a lone value where an array is expected a one-item array
 * (coerceTypes 'array'). A JSON body has types of its own, and keeps them: a number where the document says
 * string (or `"true"` where it says boolean) is refused, never converted. In both, an absent property with a
 * `default` gets it before `required` is checked (useDefaults), and nothing unknown is dropped silently
 * (removeAdditional false: closed schemas answer 4000102002). Received<> types exactly this.
 */
const VALIDATION_COMMON = { removeAdditional: false, useDefaults: true, allErrors: false } as const;
export const REQUEST_VALIDATION = {
  text: { ...VALIDATION_COMMON, coerceTypes: 'array' },
  json: { ...VALIDATION_COMMON, coerceTypes: false },
} as const;

/** Installs REQUEST_VALIDATION: the body validated as JSON, everything else (query, params, headers) as text. */
export function installRequestValidation(app: FastifyInstance): void {
  const pool = AjvCompiler();
  const text = pool({}, { customOptions: REQUEST_VALIDATION.text });
  const json = pool({}, { customOptions: REQUEST_VALIDATION.json });
  app.setValidatorCompiler((route) => (route.httpPart === 'body' ? json : text)(route));
}

/** The identity a handler gets: verified on a `required` route, verified or absent on `optional`, never read on `none`. */
export type IdentityFor<A extends AuthMode> = A extends 'required'
  ? VerifiedIdentity
  : A extends 'optional'
    ? VerifiedIdentity | null
    : null;

/**
 * What a handler gets for a schema its route declares: the value the validator passed, after its coercion and
 * defaults (REQUEST_VALIDATION), so a query's integer is a number and a property with a default is there. A
 * schema's static type must say so: a defaulted property is written required, not Type.Optional (the OpenAPI
 * document still shows a defaulted query parameter as optional to clients). A part the route declares no
 * schema for is `unknown`: nothing checked it.
 */
export type Received<S extends TSchema | undefined> = S extends TSchema ? Static<S> : unknown;

/** A schema a route may declare for its body, query or path parameters, or `undefined` when it declares none. */
type PartSchema = TSchema | undefined;

/** What a route's handler is handed, typed from the route's own schemas and auth mode. */
export interface RouteContext<B extends PartSchema, Q extends PartSchema, P extends PartSchema, A extends AuthMode> {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly identity: IdentityFor<A>;
  readonly body: Received<B>;
  readonly query: Received<Q>;
  readonly params: Received<P>;
}

/** One route of the table: its schemas and auth mode type what its handler is handed (write it with defineRoute). */
export interface RouteDef<B extends PartSchema, Q extends PartSchema, P extends PartSchema, A extends AuthMode> {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Path below the prefix, Fastify syntax (`:userId`), exactly as spec §7 names it. */
  readonly path: string;
  readonly area: ServiceArea;
  readonly auth: A;
  /** Also served under /public/api (routes an anonymous visitor calls). */
  readonly public?: boolean;
  /** Counted by the per-IP limit on sign-in calls (429 4290104009). */
  readonly rateLimited?: boolean;
  /** The body may be omitted (treated as `{}`). */
  readonly emptyBody?: boolean;
  readonly summary: string;
  readonly description?: string;
  readonly tag: string;
  readonly body?: B;
  readonly querystring?: Q;
  readonly params?: P;
  /** Schema of `data` in the success envelope. */
  readonly data: TSchema;
  readonly paged?: boolean;
  /** Paged, but `data` is the object the `data` schema describes (Paged.data) instead of the items array. */
  readonly pagedObject?: boolean;
  /**
   * The handler hands out, while its data is unchanged, the same object, never changed once made (a cache's
   * answer): its bytes are made once per object (ready-answers.ts: serialised, ETag, compressed when accepted).
   */
  readonly keptAnswer?: boolean;
  /**
   * A spec §8 code of the route's own for bad input (propose a place: 400 4000607032): a request its schemas refuse
   * answers it, with its status, instead of the family's generic validation failure, so a rule kept in the schema
   * (and so in the document) answers as the spec says. An unknown parameter stays 4000102002.
   */
  readonly validationCode?: number;
  /** Spec §8 codes this route may answer besides the generic ones every route has. */
  readonly errors: readonly number[];
  readonly handler: (ctx: RouteContext<B, Q, P, A>) => Promise<unknown>;
}

/** Only defineRoute makes an AnyRoute (a type-only mark: no such property exists at run time). */
declare const typedByDefineRoute: unique symbol;

/**
 * A route of any schemas, as the registrar, the OpenAPI document and the modules' lists hold it: its handler
 * takes what Fastify hands over (unknown body, query and params; an identity or null). Marked as made by
 * defineRoute, so a plain route object, whose handler nothing would type, cannot join a list.
 */
export type AnyRoute = RouteDef<PartSchema, PartSchema, PartSchema, AuthMode> & { readonly [typedByDefineRoute]: true };

/**
 * A route of the table, its handler typed by inference from the schemas and auth mode it declares:
 * `auth: 'required', body: CommentText` hands the handler `identity: VerifiedIdentity` and `body: { text: string }`.
 */
export function defineRoute<
  B extends PartSchema = undefined,
  Q extends PartSchema = undefined,
  P extends PartSchema = undefined,
  A extends AuthMode = AuthMode,
>(route: RouteDef<B, Q, P, A>): AnyRoute {
  // The table's one erasure, sound because registerRoutes hands the handler only what Fastify validated against
  // these very schemas, and an identity authenticate() checked against this very auth mode.
  return route as unknown as AnyRoute;
}

export const API_PREFIXES = ['/api', '/private/api'] as const;
export const PUBLIC_PREFIX = '/public/api';

export const prefixesOf = (route: AnyRoute): string[] => [...API_PREFIXES, ...(route.public ? [PUBLIC_PREFIX] : [])];

export interface RouteHooks {
  authenticate(request: FastifyRequest, mode: AuthMode): Promise<VerifiedIdentity | null>;
  rateLimit: { max: number; timeWindow: number };
}

/** The identity each request's onRequest hook verified, for its handler (gone with the request). */
const identities = new WeakMap<FastifyRequest, VerifiedIdentity | null>();

/** Registers a route under every prefix it belongs to, with the same schemas the OpenAPI document shows. */
export function registerRoutes(app: FastifyInstance, routes: readonly AnyRoute[], hooks: RouteHooks): void {
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
        config: {
          area: route.area,
          ...(route.validationCode !== undefined ? { validationCode: route.validationCode } : {}),
          ...(route.rateLimited ? { rateLimit: hooks.rateLimit } : {}),
        },
        // Who is asking is settled first, before the body is read or checked: an anonymous call to a signed-in
        // route is 401, whatever its body, and an invalid token on an optional route is 401 too. Only where a
        // token is read: an async hook on every route cost each request a promise.
        onRequest:
          route.auth === 'none'
            ? undefined
            : async (request) => {
                identities.set(request, await hooks.authenticate(request, route.auth));
              },
        // An omitted body is `{}`; a JSON `null` is not an omitted body, and fails the object schema (422).
        preValidation: route.emptyBody
          ? async (request) => {
              if (request.body === undefined) request.body = {};
            }
          : undefined,
        handler: async (request, reply) => {
          const identity = identities.get(request) ?? null;
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
export function successSchema(route: AnyRoute): JsonSchema {
  const data = route.data;
  if (!route.paged) return Envelope(data);
  return PagedEnvelope(route.pagedObject ? data : Type.Array(data));
}
