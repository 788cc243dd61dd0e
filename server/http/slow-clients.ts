import type { ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../kernel/config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's body may take UPLOAD_TIMEOUT_MS instead of BODY_TIMEOUT_MS (the signed upload PUT). */
    uploadBody?: boolean;
  }
}

/** What a client that took too long is answered before its connection is closed: Fastify's answer to node's own. */
const TIMED_OUT = '{"error":"Request Timeout","message":"Client Timeout","statusCode":408}';
const TIMED_OUT_RESPONSE =
  `HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${Buffer.byteLength(TIMED_OUT)}\r\n\r\n${TIMED_OUT}`;

/**
 * Node's own bounds on a request, for Fastify's options: its headers within HEADERS_TIMEOUT_MS; the whole request
 * within the longest any route allows (headers and an upload body), a backstop behind installBodyDeadlines' tighter
 * bound on other bodies. Node looks at its connections every connectionsCheckingInterval (30 s by default, which
 * let trickled headers live 68 s): here a tenth of the shortest bound, at most a second.
 */
export function slowClientOptions(timeouts: ServerConfig['timeouts']): { requestTimeout: number; http: ServerOptions } {
  const requestTimeout = timeouts.headersMs + Math.max(timeouts.bodyMs, timeouts.uploadMs);
  const interval = Math.max(10, Math.min(1000, Math.floor(Math.min(timeouts.headersMs, timeouts.bodyMs) / 10)));
  return {
    requestTimeout,
    http: { headersTimeout: timeouts.headersMs, requestTimeout, connectionsCheckingInterval: interval },
  };
}

/** A request with a body to wait for: a length above 0, or chunked. */
const hasBody = (headers: Record<string, string | string[] | undefined>): boolean =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/**
 * A body must arrive within BODY_TIMEOUT_MS of its headers (UPLOAD_TIMEOUT_MS on a route marked uploadBody): a
 * client that trickles it (a byte every few seconds keeps a socket from ever being idle) is answered 408 and its
 * connection closed, so a few hundred such clients cannot hold the server's sockets. A timer only for requests
 * still sending a body; cleared when the request is done.
 */
export function installBodyDeadlines(app: FastifyInstance, timeouts: ServerConfig['timeouts']): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (raw.complete || !hasBody(raw.headers)) return done();
    const limit = request.routeOptions.config?.uploadBody ? timeouts.uploadMs : timeouts.bodyMs;
    const timer = setTimeout(() => {
      if (raw.complete) return;
      const socket = raw.socket;
      request.log.info({ limitMs: limit }, 'request body not received in time: 408, connection closed');
      if (!reply.raw.headersSent && socket.writable) socket.write(TIMED_OUT_RESPONSE);
      socket.destroy();
    }, limit);
    timer.unref();
    raw.once('close', () => clearTimeout(timer));
    done();
  });
}
