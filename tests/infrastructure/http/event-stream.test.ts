import { describe, expect, it } from 'vitest';
import { readEventStream, type ServerEvent } from '../../../src/infrastructure/http/event-stream';

const bodyOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe('reading a text/event-stream', () => {
  it('hands over each event with data, across chunk cuts; comments, retry and id are skipped', async () => {
    const events: ServerEvent[] = [];
    await readEventStream(
      bodyOf(
        'retry: 2000\n\n',
        'event: unread\nda',
        'ta: {"unread_count":1}\n\n: keep-alive\n\n',
        'event: unread\r\nid: 7\r\ndata: {"unread_count":2}\r\n\r\n',
        'data: line one\ndata: line two\n\n',
      ),
      (event) => events.push(event),
    );
    expect(events).toEqual([
      { event: 'unread', data: '{"unread_count":1}' },
      { event: 'unread', data: '{"unread_count":2}' },
      { event: 'message', data: 'line one\nline two' },
    ]);
  });

  it('an abort ends the reading quietly, however long the stream would have lasted', async () => {
    const stop = new AbortController();
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('event: unread\ndata: {"unread_count":3}\n\n'));
      },
    });
    const seen: string[] = [];
    const reading = readEventStream(
      endless,
      (event) => {
        seen.push(event.data);
        stop.abort();
      },
      stop.signal,
    );
    await expect(reading).resolves.toBeUndefined();
    expect(seen).toEqual(['{"unread_count":3}']);
  });
});
