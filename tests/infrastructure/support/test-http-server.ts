import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: unknown;
}

export interface Reply {
  readonly status?: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Milliseconds to wait before answering. */
  readonly delayMs?: number;
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

/** A real HTTP server on an ephemeral port, so adapters are tested over the wire rather than against a mock. */
export interface TestHttpServer {
  readonly url: string;
  readonly requests: RecordedRequest[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export async function startTestHttpServer(): Promise<TestHttpServer> {
  const requests: RecordedRequest[] = [];
  let handler: Handler = () => ({ status: 404, body: { status: { err_code: 4040104404, err_message: 'not found' } } });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    const answer = async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const type = req.headers['content-type'] ?? '';
      const body = raw === '' ? undefined : type.includes('json') ? JSON.parse(raw) : raw;
      const recorded: RecordedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      const reply = await handler(recorded);
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (res.destroyed) return;
      const payload =
        reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      res.writeHead(reply.status ?? 200, {
        'content-type': typeof reply.body === 'string' ? 'text/plain' : 'application/json',
        ...reply.headers,
      });
      res.end(payload);
    };
    // A handler that throws answers 500, so a broken test double shows as a failed call, not a hung one.
    req.on('end', () => {
      answer().catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export const ok = (data: unknown, extra: Record<string, unknown> = {}): Reply => ({
  status: 200,
  body: { status: { err_code: 0, err_message: '' }, data, ...extra },
});

export const fail = (status: number, errCode: number, message = 'error'): Reply => ({
  status,
  body: { status: { err_code: errCode, err_message: message } },
});
