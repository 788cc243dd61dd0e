/**
 * `npm run bench`: prints figures, asserts nothing (timing is never a test).
 * - the route gate of spec §2 (decisions per second, pure domain);
 * - public reads over HTTP (a profile, and a published demo article) on PGlite and on PostgreSQL next to a
 *   bare Fastify hello-world in the same run, with their ratio (issue 4 target: ≥ 0.5 on PostgreSQL);
 * - the JavaScript an anonymous reader of /contents/[id] downloads, gzip-compressed (target: ≤ 100 KB),
 *   once from the page's HTML and once as Chromium loads it until the network is idle;
 * - the search p95 on 10,000 contents (PostgreSQL) and the map's box query p95 on 100,000 places at a few zooms
 *   (issue 9, PGlite and PostgreSQL; target ≤ 30 ms on PostgreSQL).
 */
import os from 'node:os';
import Fastify from 'fastify';
import { decideRoute } from '../../src/domain/routing/route-gate';
import { postgresUnavailableReason } from '../../tests/server/support/postgres';
import { ensureSpaBuilt, localViteEnv, root } from '../lib/spa-build';
import { startBenchServer, type BenchDatabase } from './bench-server';
import { formatLoad, runLoad, type LoadResult } from './http-load';
import { htmlReferencedScripts } from './reader-js';
import { browserLoadedScripts, chromiumAvailable } from './reader-js-browser';
import { kib, printScripts, printTargets, type TargetRow } from './report';
import { benchMap, MAP_P95_TARGET_MS, MAP_PLACES } from './map-bench';
import { benchSearch, SEARCH_CONTENTS, SEARCH_P95_TARGET_MS } from './search-bench';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const RATIO_TARGET = 0.5;
const JS_TARGET_BYTES = 100 * 1024;
const CONTENT_READ = '/api/content-platform/content-query-service/v1/contents';
const targets: TargetRow[] = [];

function benchGate(): void {
  const auth = { isInitialized: true, isSignedIn: false, isWebViewAccessTokenInjected: false, isUserDisabled: false, needVerifyEmail: false, needAcceptTermsOfUse: false, needUpdatePersonalInfo: false, needSelectInterests: false, showDownloadApp: false };
  const paths = ['/dashboard', '/contents/42', '/login', '/jobs/ae', '/onboard/personal-info', '/map/location/7'];
  const n = 500_000;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) decideRoute({ path: paths[i % paths.length], search: '', auth });
  const seconds = (performance.now() - t0) / 1000;
  console.log(`${'route gate decideRoute (spec §2)'.padEnd(48)} ${(n / seconds / 1e6).toFixed(2)} M decisions/s`);
}

/** A short unmeasured warm-up first (JIT, connection pool, page cache), then the measured run. */
async function load(url: string): Promise<LoadResult> {
  await runLoad(() => fetch(url), { concurrency: CONCURRENCY, durationMs: Math.min(1000, DURATION_MS / 5) });
  return runLoad(() => fetch(url), { concurrency: CONCURRENCY, durationMs: DURATION_MS });
}
const ratioLine = (read: LoadResult, baseline: LoadResult) => {
  const ratio = read.requestsPerSecond / baseline.requestsPerSecond;
  console.log(`${'  ratio to hello-world'.padEnd(48)} ${ratio.toFixed(2)}`);
  return ratio;
};

/**
 * The hello-world stays up for the whole run and is measured again right before each database's reads, so
 * every ratio compares two runs made seconds apart (a shared machine's load drifts over minutes).
 */
async function startHello(): Promise<{ measure(): Promise<LoadResult>; close(): Promise<void> }> {
  const hello = Fastify();
  hello.get('/hello', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(hello.server.address() as { port: number }).port}/hello`;
  return {
    async measure() {
      const baseline = await load(url);
      console.log(formatLoad('bare Fastify hello-world', baseline));
      return baseline;
    },
    close: () => hello.close(),
  };
}

async function benchReads(kind: BenchDatabase, hello: { measure(): Promise<LoadResult> }): Promise<void> {
  const name = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const unavailable = kind === 'postgres' ? postgresUnavailableReason() : null;
  if (unavailable) {
    console.log(`${`GET contents/{contentId} on ${name}`.padEnd(48)} skipped: ${unavailable}`);
    targets.push({ figure: `content read ÷ hello-world req/s, ${name}`, value: '—', target: `≥ ${RATIO_TARGET}`, pass: null });
    return;
  }
  const server = await startBenchServer(kind);
  try {
    const baseline = await hello.measure();
    const profile = await load(`${server.base}/api/user-profile-query-service/v1/profiles/${server.profileUserId}`);
    console.log(formatLoad(`GET profiles/{userId} on ${name} (spec §7)`, profile));
    ratioLine(profile, baseline);
    const read = await load(`${server.base}${CONTENT_READ}/${server.contentId}`);
    console.log(formatLoad(`GET contents/{contentId} on ${name} (public)`, read));
    const ratio = ratioLine(read, baseline);
    targets.push({
      figure: `content read ÷ hello-world req/s, ${name} (p99 ${read.p99Ms.toFixed(0)} ms)`,
      value: ratio.toFixed(2), target: kind === 'postgres' ? `≥ ${RATIO_TARGET}` : '—', pass: kind === 'postgres' ? ratio >= RATIO_TARGET : null,
    });
    if (kind === 'postgres') {
      targets.push(await benchSearch(server.base, server.db, server.profileUserId, name).catch((error: unknown) => {
        console.log(`search figure failed: ${(error as Error).message}`);
        return { figure: `advance-search p95, ${SEARCH_CONTENTS} contents, ${name} (failed)`, value: '—', target: `≤ ${SEARCH_P95_TARGET_MS} ms`, pass: null };
      }));
    }
    targets.push(await benchMap(server.base, server.db, name).catch((error: unknown) => {
      console.log(`map figure failed: ${(error as Error).message}`);
      return { figure: `locations/map p95, ${MAP_PLACES} places, ${name} (failed)`, value: '—', target: `≤ ${MAP_P95_TARGET_MS} ms`, pass: null };
    }));
  } finally {
    await server.close();
  }
}

/** "host (error) ×n" per distinct host and error, so a page of failed map tiles stays one line. */
const summarize = (failures: readonly string[]): string => {
  const counts = new Map<string, number>();
  for (const failure of failures) {
    const key = failure.replace(/^https?:\/\/([^/]+)\S*/, '$1');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key} ×${n}`).join(', ');
};

const total = (scripts: readonly { gzip9Bytes: number }[]) => scripts.reduce((n, s) => n + s.gzip9Bytes, 0);

async function benchReaderJs(): Promise<void> {
  const authPort = Number(process.env.FIREBASE_AUTH_PORT ?? 9099);
  // The same build as `npm start` (same folder, same settings), so neither rebuilds for the other.
  ensureSpaBuilt(localViteEnv(`http://127.0.0.1:${authPort}`));
  const server = await startBenchServer('pglite', `${root}/dist`);
  try {
    const pageUrl = `${server.base}/contents/${server.contentId}`;
    const html = await htmlReferencedScripts(pageUrl);
    printScripts(`JavaScript referenced by the HTML of /contents/[id] (HTTP ${html.status})`, html.scripts, server.base);
    targets.push({ figure: 'reader JS named by the HTML of /contents/[id], gzip -9', value: kib(total(html.scripts)), target: '≤ 100 KB', pass: total(html.scripts) <= JS_TARGET_BYTES });
    if (!(await chromiumAvailable())) {
      console.log('\nChromium not found: the in-browser figure is skipped (set CHROMIUM_PATH).');
      targets.push({ figure: 'reader JS Chromium loads until network idle, gzip -9', value: '—', target: '≤ 100 KB', pass: null });
      return;
    }
    const loaded = await browserLoadedScripts(pageUrl);
    printScripts('JavaScript Chromium loaded for /contents/[id] until network idle (anonymous, empty cache)', loaded.scripts, server.base);
    if (loaded.failed.length > 0) console.log(`  failed requests (not JavaScript unless listed above): ${summarize(loaded.failed)}`);
    const served = loaded.scripts.reduce((n, s) => n + s.servedBytes, 0);
    targets.push({ figure: 'reader JS Chromium loads until network idle, gzip -9', value: kib(total(loaded.scripts)), target: '≤ 100 KB', pass: total(loaded.scripts) <= JS_TARGET_BYTES });
    targets.push({ figure: 'reader JS Chromium loads, bytes on the wire as served', value: kib(served), target: '(info)', pass: null });
  } finally {
    await server.close();
  }
}

console.log(`Travelogue benchmarks (${CONCURRENCY} concurrent, ${DURATION_MS} ms each, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)})\n`);
benchGate();
const hello = await startHello();
for (const kind of ['pglite', 'postgres'] as const) {
  console.log('');
  await benchReads(kind, hello).catch((error: unknown) => {
    console.log(`reads on ${kind} failed: ${(error as Error).message}`);
    targets.push({ figure: `content read ÷ hello-world req/s, ${kind} (failed)`, value: '—', target: kind === 'postgres' ? `≥ ${RATIO_TARGET}` : '—', pass: null });
  });
}
await hello.close();
await benchReaderJs().catch((error: unknown) => {
  console.log(`\nreader JavaScript figure failed: ${(error as Error).message}`);
  targets.push({ figure: 'reader JS of /contents/[id], gzip -9 (failed)', value: '—', target: '≤ 100 KB', pass: null });
});
printTargets(targets);
