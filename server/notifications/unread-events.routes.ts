import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notificationPaths, UnreadCount } from '../../src/contract/notifications.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import type { VerifiedIdentity } from '../kernel/identity.port';
import { API_PREFIXES } from '../http/route-table';
import { SSE_HEADERS, SSE_HEARTBEAT_MS, SSE_RETRY_MS } from '../http/sse';
import type { UnreadHub } from './unread-hub';

export const UNREAD_EVENTS_PATH = `/${notificationPaths.events()}`;

export const unreadEvent = (unreadCount: number): string =>
  `event: unread\ndata: ${JSON.stringify({ unread_count: unreadCount })}\n\n`;

/** How the stream learns who asks: the composition root's authenticator (a bearer token, or a 401 thrown). */
export type StreamAuthenticator = (request: FastifyRequest) => Promise<VerifiedIdentity>;

/**
 * GET notifications/events (the bell, live): a text/event-stream of the caller's unread count — the count on
 * connect, then one `unread` event each time it changes (a notification made on any instance, some marked read in
 * another tab). Signed in with the usual bearer token (the app reads it with fetch, so the token never rides in
 * the address); a missing or bad token is the usual JSON 401 before any byte of the stream. Streams end when the
 * client goes away and when the server closes.
 */
export function unreadEventStreams(
  hub: UnreadHub,
  userIdOf: (identity: VerifiedIdentity) => Promise<string>,
  heartbeatMs = SSE_HEARTBEAT_MS,
) {
  return function registerStreams(app: FastifyInstance, authenticate: StreamAuthenticator): void {
    const open = new Set<FastifyReply['raw']>();
    app.addHook('preClose', async () => {
      for (const response of open) response.end();
      open.clear();
    });
    app.addHook('onClose', async () => hub.close());

    for (const prefix of API_PREFIXES) {
      app.get(`${prefix}${UNREAD_EVENTS_PATH}`, { config: { area: 'content' } }, async (request, reply) => {
        const response = reply.raw;
        let gone = false;
        let stop: (() => void) | null = null;
        let heartbeat: ReturnType<typeof setInterval> | null = null;
        const end = () => {
          gone = true;
          if (heartbeat) clearInterval(heartbeat);
          heartbeat = null;
          stop?.();
          stop = null;
          open.delete(response);
        };
        request.raw.on('close', end);
        response.on('close', end);
        const early: number[] = [];
        let streaming = false;
        let watching: { first: number; stop: () => void };
        try {
          const userId = await userIdOf(await authenticate(request));
          watching = await hub.watch(userId, (count) => {
            if (!streaming) early.push(count);
            else if (!response.writableEnded) response.write(unreadEvent(count));
          });
        } catch (error) {
          response.off('close', end);
          request.raw.off('close', end);
          throw error; // 401 / 404 as JSON before any byte of the stream
        }
        stop = watching.stop;
        reply.hijack();
        if (gone || response.destroyed || request.raw.destroyed) {
          end();
          if (!response.writableEnded) response.end();
          return reply;
        }
        response.writeHead(200, { ...(reply.getHeaders() as Record<string, string>), ...SSE_HEADERS });
        response.write(`retry: ${SSE_RETRY_MS}\n\n`);
        // A change heard while the first count loaded is newer than it: the last one wins.
        response.write(unreadEvent(early.length > 0 ? early[early.length - 1] : watching.first));
        streaming = true;
        open.add(response);
        heartbeat = setInterval(() => response.write(': keep-alive\n\n'), heartbeatMs);
        heartbeat.unref();
        return reply;
      });
    }
  };
}

/** The stream in the OpenAPI document (it is not in the route table). */
export const unreadEventsOpenApi = () => {
  const operation = {
    tags: ['content-platform'],
    summary: 'My unread notification count, live, as Server-Sent Events (the bell)',
    description:
      `text/event-stream, signed in (Authorization: Bearer, as every private call). On connect: \`retry: ${SSE_RETRY_MS}\`, ` +
      'then `event: unread` with `data:` {"unread_count": n}; then one such event each time the count changes — a ' +
      'notification made on any instance (the instances share PostgreSQL LISTEN/NOTIFY), some marked read elsewhere. ' +
      `A comment line every ${SSE_HEARTBEAT_MS / 1000} s keeps proxies from closing a quiet stream. Reconnect at will: ` +
      'the current count comes first again. A missing or invalid token: 401 4010104001 as JSON, before streaming.',
    responses: {
      200: {
        description: 'The event stream; each `data:` is an UnreadCount',
        content: { 'text/event-stream': { schema: { type: 'string', 'x-event-data': UnreadCount } } },
      },
    },
    // A query the server cannot read (a NUL in a name, say): 422, as on every route.
    errorCodes: [ErrorCode.invalidToken, ErrorCode.userNotFound, ErrorCode.contentValidationFailed],
  };
  return Object.fromEntries(API_PREFIXES.map((prefix) => [`${prefix}${UNREAD_EVENTS_PATH}`, { get: operation }]));
};
