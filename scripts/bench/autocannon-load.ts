import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * Load from autocannon in a process of its own (the former in-process generator saturated at
 * 1.4–3.9k req/s on a hello-world, so the server was measured against a slowed-down baseline). Closed loop,
 * `connections` keep-alive connections for `durationS` seconds; latencies as autocannon reports them (whole ms).
 */
export interface LoadResult {
  readonly requests: number;
  /** Socket errors, timeouts and answers outside 2xx. */
  readonly errors: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** autocannon's nearest percentiles around a p95 (it reports p90 and p97.5, not p95). */
  readonly p90Ms: number;
  readonly p97_5Ms: number;
}

export interface LoadOptions {
  readonly connections: number;
  readonly durationS: number;
  readonly headers?: Readonly<Record<string, string>>;
}

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface AutocannonJson {
  readonly requests: { readonly average: number; readonly total: number };
  readonly latency: { readonly p50: number; readonly p90: number; readonly p97_5: number; readonly p99: number };
  readonly errors: number;
  readonly timeouts: number;
  readonly non2xx: number;
  readonly duration: number;
}

export function runAutocannon(url: string, options: LoadOptions): Promise<LoadResult> {
  const args = [autocannonBin, '--json', '-c', String(options.connections), '-d', String(options.durationS)];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '',
      err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err.trim().slice(-400)}`));
      try {
        const json = JSON.parse(out) as AutocannonJson;
        resolve({
          requests: json.requests.total,
          errors: json.errors + json.timeouts + json.non2xx,
          // Completed requests over the whole run (autocannon's per-second average leaves out a partial last second).
          requestsPerSecond: json.requests.total / json.duration,
          p50Ms: json.latency.p50,
          p99Ms: json.latency.p99,
          p90Ms: json.latency.p90,
          p97_5Ms: json.latency.p97_5,
        });
      } catch (error) {
        reject(new Error(`autocannon output unreadable: ${(error as Error).message}`));
      }
    });
  });
}

export const formatLoad = (name: string, r: LoadResult) =>
  `${name.padEnd(52)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${r.p50Ms.toFixed(0).padStart(4)} ms   p99 ${r.p99Ms.toFixed(0).padStart(4)} ms   errors ${r.errors}`;
