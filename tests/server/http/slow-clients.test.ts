import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../server/kernel/config';
import { startTestServer, type TestServer } from '../helpers/test-server';

/** Short bounds so the test is fast; the defaults (10 s, 30 s, 180 s) are the same mechanism. */
const HEADERS_MS = 600;
const BODY_MS = 1200;
const UPLOAD_MS = 4000;
/** Node looks at its connections every tenth of the shortest bound; timers fire late on a busy machine. */
const SLACK_MS = 1500;

interface Trickled {
  /** From the first byte sent to the server closing the connection (or to giving up). */
  readonly closedAfterMs: number;
  readonly closedByServer: boolean;
  readonly response: string;
}

/**
 * A raw client: sends `head`, then `pieces` one every `everyMs`, and reports when the server closed the socket and
 * what it answered. Gives up (closedByServer false) after `giveUpMs`.
 */
function trickle(port: number, head: string, pieces: string[], everyMs: number, giveUpMs = 10_000): Promise<Trickled> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    let sent = 0;
    let finished = false;
    const finish = (closedByServer: boolean) => {
      if (finished) return;
      finished = true;
      clearInterval(ticker);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs: Date.now() - started, closedByServer, response });
    };
    const ticker = setInterval(() => {
      if (sent < pieces.length && socket.writable) socket.write(pieces[sent++]);
    }, everyMs);
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', (chunk) => (response += chunk.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
    socket.write(head);
  });
}

const bytes = (n: number) => Array.from({ length: n }, () => 'x');

describe('slow clients: headers, bodies and uploads are bounded in time', () => {
  let t: TestServer;
  let port: number;
  beforeAll(async () => {
    t = await startTestServer('pglite', {
      HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      BODY_TIMEOUT_MS: String(BODY_MS),
      UPLOAD_TIMEOUT_MS: String(UPLOAD_MS),
    });
    port = Number(new URL(t.url).port);
  });
  afterAll(async () => t?.close());

  it('a body trickled a byte at a time is answered 408 and closed within BODY_TIMEOUT_MS', async () => {
    const body = bytes(200);
    const head = `POST /api/user-auth-command-service/v1/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const result = await trickle(port, head, body, 100);
    expect(result.closedByServer).toBe(true);
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(BODY_MS - 50);
    expect(result.closedAfterMs).toBeLessThan(BODY_MS + SLACK_MS);
    expect(result.response).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('headers trickled a line at a time are answered 408 and closed within HEADERS_TIMEOUT_MS', async () => {
    const lines = Array.from({ length: 100 }, (_, i) => `X-Slow-${i}: y\r\n`);
    const result = await trickle(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\n', lines, 100);
    expect(result.closedByServer).toBe(true);
    expect(result.closedAfterMs).toBeLessThan(HEADERS_MS + SLACK_MS);
    expect(result.response).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('a body that arrives within the bound, in pieces, is served as usual', async () => {
    const body = JSON.stringify({ token: 'not-a-token', lat: null, lng: null, device: 'slow-but-fine' });
    const pieces = [body.slice(0, 20), body.slice(20, 40), body.slice(40)];
    const head = `POST /api/user-auth-command-service/v1/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const result = await trickle(port, head, pieces, 200);
    // Answered by the route (a bad token), not by the timeout.
    expect(result.response).toMatch(/^HTTP\/1\.1 401 /);
    expect(result.response).toContain('4010104001');
  });

  it('an upload body may take longer than BODY_TIMEOUT_MS (a phone on a slow network), and is bounded by UPLOAD_TIMEOUT_MS', async () => {
    const put = (length: number) =>
      `PUT /api/uploads/avatar/nope?expires=1&signature=x HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: image/jpeg\r\nContent-Length: ${length}\r\n\r\n`;
    // Steady, 2.5 times BODY_TIMEOUT_MS in all: read to its end, then answered by the route (a made-up URL: 422),
    // not cut off with 408.
    const steady = await trickle(port, put(10), bytes(10), (BODY_MS * 2.5) / 10);
    expect(steady.closedAfterMs).toBeGreaterThan(BODY_MS * 2);
    expect(steady.response).toMatch(/^HTTP\/1\.1 422 /);
    expect(steady.response).toContain('"err_code"');
    // Never finished: closed once UPLOAD_TIMEOUT_MS has passed.
    const stalled = await trickle(port, put(1000), bytes(1000), 200);
    expect(stalled.closedByServer).toBe(true);
    expect(stalled.closedAfterMs).toBeGreaterThanOrEqual(UPLOAD_MS - 50);
    expect(stalled.closedAfterMs).toBeLessThan(UPLOAD_MS + SLACK_MS);
    expect(stalled.response).toMatch(/^HTTP\/1\.1 408 /);
  }, 20_000);

  it('defaults: headers 10 s, bodies 30 s, uploads 180 s; 0 (no bound at all) is refused', () => {
    expect(readServerConfig({}).timeouts).toEqual({ headersMs: 10_000, bodyMs: 30_000, uploadMs: 180_000 });
    expect(() => readServerConfig({ BODY_TIMEOUT_MS: '0' })).toThrow(/BODY_TIMEOUT_MS/);
  });
});
