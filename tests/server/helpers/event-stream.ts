/** Reads a text/event-stream: `next()` resolves with the next event carrying data. */
export function eventReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(timeoutMs = 3000): Promise<{ event: string; data: any }> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const cut = buffer.indexOf('\n\n');
        if (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => !l.startsWith(':'))
              .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trimStart()]),
          );
          if (!fields.data) continue;
          return { event: fields.event ?? 'message', data: JSON.parse(fields.data) };
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms; buffer: ${buffer}`);
        const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), left))]);
        if (chunk === null) continue;
        if (chunk.done) throw new Error('stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    cancel: () => reader.cancel().catch(() => undefined),
  };
}

/** Reads `unread` events until one says `count` (a job of an earlier step may land first); throws after `timeoutMs`. */
export async function untilUnread(
  events: ReturnType<typeof eventReader>,
  count: number,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const seen: number[] = [];
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`no unread count ${count} within ${timeoutMs} ms; saw ${seen.join(', ')}`);
    const event = await events.next(left);
    if (event.event !== 'unread') continue;
    seen.push(event.data.unread_count);
    if (event.data.unread_count === count) return;
  }
}
