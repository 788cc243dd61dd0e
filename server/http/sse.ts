/**
 * What every Server-Sent Events stream of the server shares (poll tallies, the bells' unread counts): how long a
 * browser waits before reconnecting (the `retry:` field), how often a quiet stream says it is alive (proxies close
 * idle connections), and the headers that keep a stream unbuffered and uncached.
 */
export const SSE_RETRY_MS = 2000;
export const SSE_HEARTBEAT_MS = 15_000;

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
};
