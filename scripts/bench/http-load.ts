/** A bounded closed-loop load generator on loopback: `concurrency` workers for `durationMs`. */
export interface LoadResult {
  readonly requests: number;
  readonly errors: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

export async function runLoad(request: () => Promise<Response>, options: { concurrency: number; durationMs: number }): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const response = await request();
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length, errors, requestsPerSecond: latencies.length / elapsed, p50Ms: at(0.5), p99Ms: at(0.99) };
}

export const formatLoad = (name: string, r: LoadResult) =>
  `${name.padEnd(48)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${r.p50Ms.toFixed(2).padStart(7)} ms   p99 ${r.p99Ms.toFixed(2).padStart(7)} ms   errors ${r.errors}`;
