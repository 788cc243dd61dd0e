import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, expectTypeOf, it } from 'vitest';
import { Closed, StringEnum, Type } from '../../../src/contract/schema';
import {
  installRequestValidation,
  defineRoute,
  registerRoutes,
  type AnyRoute,
  type AuthMode,
} from '../../../server/http/route-table';
import type { VerifiedIdentity } from '../../../server/kernel/identity.port';

/**
 * The route table types each handler from the schemas and auth mode its route declares. The type-level
 * expectations below are checked by tsc (`npm run typecheck`, part of `npm test`); the requests check that
 * those types say what a handler really receives once the validator has coerced and defaulted a request.
 */
const ROOT = path.resolve(__dirname, '../../..');
const SIGNED_IN: VerifiedIdentity = { uid: 'uid-1', email: 'a@example.com' };

const Query = Closed({
  offset: Type.Integer({ minimum: 0, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  ids: Type.Array(Type.String()),
  lang: Type.Optional(StringEnum(['th', 'en'] as const)),
});
const Params = Closed({ thingId: Type.String() });
const Body = Closed({ text: Type.String(), count: Type.Optional(Type.Integer()) });
const common = { area: 'content', tag: 'test', summary: 'test', data: Type.Object({}), errors: [] } as const;

async function serve(route: AnyRoute) {
  const app = Fastify();
  installRequestValidation(app);
  registerRoutes(app, [route], {
    authenticate: async (request, mode: AuthMode) =>
      mode !== 'none' && request.headers.authorization ? SIGNED_IN : null,
    rateLimit: { max: 1000, timeWindow: 60_000 },
  });
  await app.ready();
  return app;
}

describe('typed routes: a handler is handed what its route declares', () => {
  const apps: Awaited<ReturnType<typeof serve>>[] = [];
  afterAll(async () => Promise.all(apps.map((app) => app.close())));

  it('gets query integers as numbers, a lone value of an array as a one-item array and an absent defaulted parameter with its default, as the types say', async () => {
    let seen: unknown;
    const app = await serve(
      defineRoute({
        ...common,
        method: 'POST',
        path: '/things/:thingId',
        auth: 'required',
        params: Params,
        querystring: Query,
        body: Body,
        handler: async ({ identity, params, query, body }) => {
          expectTypeOf(identity).toEqualTypeOf<VerifiedIdentity>();
          expectTypeOf(params.thingId).toEqualTypeOf<string>();
          expectTypeOf(query.offset).toEqualTypeOf<number>();
          expectTypeOf(query.limit).toEqualTypeOf<number>();
          expectTypeOf(query.ids).toEqualTypeOf<string[]>();
          expectTypeOf(query.lang).toEqualTypeOf<'th' | 'en' | undefined>();
          expectTypeOf(body.text).toEqualTypeOf<string>();
          expectTypeOf(body.count).toEqualTypeOf<number | undefined>();
          seen = { identity, params, query, body };
          return {};
        },
      }),
    );
    apps.push(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/things/t-1?limit=5&ids=x',
      headers: { authorization: 'Bearer token' },
      payload: { text: 'hello' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(seen).toEqual({
      identity: SIGNED_IN,
      params: { thingId: 't-1' },
      query: { offset: 0, limit: 5, ids: ['x'] },
      body: { text: 'hello' },
    });
  });

  it('types the identity by the auth mode: verified when required, verified or null when optional, null when never read', () => {
    defineRoute({
      ...common,
      method: 'GET',
      path: '/a',
      auth: 'optional',
      handler: async ({ identity }) => expectTypeOf(identity).toEqualTypeOf<VerifiedIdentity | null>(),
    });
    defineRoute({
      ...common,
      method: 'GET',
      path: '/b',
      auth: 'none',
      handler: async ({ identity, body, query, params }) => {
        expectTypeOf(identity).toEqualTypeOf<null>();
        // Nothing validated a part the route declares no schema for.
        expectTypeOf(body).toBeUnknown();
        expectTypeOf(query).toBeUnknown();
        expectTypeOf(params).toBeUnknown();
      },
    });
    // The registrar's erased view is unknown, never any.
    expectTypeOf<Parameters<AnyRoute['handler']>[0]['body']>().toBeUnknown();
    expectTypeOf<Parameters<AnyRoute['handler']>[0]['identity']>().toEqualTypeOf<VerifiedIdentity | null>();
    const plain = {
      ...common,
      method: 'GET',
      path: '/c',
      auth: 'none',
      handler: async () => ({}),
    } as const;
    // @ts-expect-error a plain route object, whose handler nothing typed, cannot join the table: only defineRoute makes a route.
    const list: AnyRoute[] = [plain];
    expect(list).toHaveLength(1);
  });

  it('has no handler asserting a sign-in with `identity!`: a required route hands a non-null identity by type, and on any other route the assertion would claim a sign-in nobody checked', () => {
    const walk = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((entry) =>
          entry.isDirectory()
            ? walk(path.join(dir, entry.name))
            : entry.name.endsWith('.ts')
              ? [path.join(dir, entry.name)]
              : [],
        );
    const asserted = walk(path.join(ROOT, 'server')).filter((file) =>
      /\bidentity!/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(asserted.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
