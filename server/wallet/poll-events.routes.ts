import type { FastifyInstance, FastifyReply } from 'fastify';
import { PollIdParams, PollTally, WALLET_PATHS, type PollTallyWire } from '../../src/contract/polls.contract';
import type { Static } from '../../src/contract/schema';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { API_PREFIXES, PUBLIC_PREFIX } from '../http/route-table';
import { SSE_HEADERS, SSE_HEARTBEAT_MS, SSE_RETRY_MS } from '../http/sse';
import type { TallyHub, Watching } from './tally-hub';

const PREFIXES = [...API_PREFIXES, PUBLIC_PREFIX];

export const tallyEvent = (tally: PollTallyWire, changeId: number): string =>
  `event: tally\nid: ${changeId}\ndata: ${JSON.stringify(tally)}\n\n`;

/**
 * GET polls/{pollId}/events (the live tally, without polling): a text/event-stream that sends the
 * current tally on connect and one `tally` event per change, fed by the TallyHub (one query per change for
 * every viewer of the poll; a connect costs the hub's cached tally or one query). It streams, so it is
 * registered here rather than in the JSON route table, under /api, /private/api and /public/api. An unknown
 * poll is answered before streaming, as the usual JSON 404 4040607004. Streams end when the client goes away
 * (noticed from the first moment, also while the first tally loads) and when the server closes.
 */
export function pollEventStreams(hub: TallyHub, heartbeatMs = SSE_HEARTBEAT_MS) {
  return function registerStreams(app: FastifyInstance): void {
    const open = new Set<FastifyReply['raw']>();
    // preClose: before Fastify waits for in-flight requests, or a watched stream would keep close() waiting forever.
    app.addHook('preClose', async () => {
      for (const response of open) response.end();
      open.clear();
    });
    app.addHook('onClose', async () => hub.close());

    for (const prefix of PREFIXES) {
      app.get<{ Params: Static<typeof PollIdParams> }>(
        `${prefix}${WALLET_PATHS.pollEvents}`,
        { schema: { params: PollIdParams }, config: { area: 'content' } },
        async (request, reply) => {
          const { pollId } = request.params;
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
          // Before any await: a client leaving while the first tally loads must leave no viewer behind.
          request.raw.on('close', end);
          response.on('close', end);
          // Changes heard before the stream's head is written wait here, in order.
          const early: { tally: PollTallyWire; changeId: number }[] = [];
          let streaming = false;
          let watching: Watching;
          try {
            watching = await hub.watch(pollId, (tally, changeId) => {
              if (!streaming) early.push({ tally, changeId });
              else if (!response.writableEnded) response.write(tallyEvent(tally, changeId));
            });
          } catch (error) {
            response.off('close', end);
            request.raw.off('close', end);
            throw error; // 404 as JSON before any byte of the stream
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
          response.write(tallyEvent(watching.first.tally, watching.first.changeId));
          for (const event of early)
            if (event.changeId > watching.first.changeId) response.write(tallyEvent(event.tally, event.changeId));
          streaming = true;
          open.add(response);
          heartbeat = setInterval(() => response.write(': keep-alive\n\n'), heartbeatMs);
          heartbeat.unref();
          return reply;
        },
      );
    }
  };
}

/** The stream in the OpenAPI document (it is not in the route table). */
export const pollEventsOpenApi = () => {
  const path = WALLET_PATHS.pollEvents.replace(':pollId', '{pollId}');
  const operation = {
    tags: ['wallet'],
    summary: "A poll's live tally as Server-Sent Events",
    description:
      `text/event-stream, no auth. On connect: \`retry: ${SSE_RETRY_MS}\`, then \`event: tally\` with \`id:\` (a change counter) ` +
      'and `data:` the PollTally JSON; then one tally event per change (votes of a burst arrive as one event, within about 200 ms). ' +
      `A comment line every ${SSE_HEARTBEAT_MS / 1000} s keeps proxies from closing a quiet stream. Reconnect at will: the current tally comes ` +
      'first again. Headers: cache-control no-store, x-accel-buffering no. Unknown poll: 404 4040607004 as JSON, before streaming.',
    parameters: [{ name: 'pollId', in: 'path', required: true, schema: PollIdParams.properties.pollId }],
    responses: {
      200: {
        description: 'The event stream; each `data:` is a PollTally',
        content: { 'text/event-stream': { schema: { type: 'string', 'x-event-data': PollTally } } },
      },
    },
    // A poll id the router cannot take (too long): 422, as on every route.
    errorCodes: [ErrorCode.contentNotFound, ErrorCode.validationUser, ErrorCode.contentValidationFailed],
  };
  return Object.fromEntries(PREFIXES.map((prefix) => [`${prefix}${path}`, { get: operation }]));
};
