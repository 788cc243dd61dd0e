/**
 * `npm run bench`: prints figures, asserts nothing (timing is never a test). It measures honestly:
 * - the route gate of spec §2 (decisions per second, pure domain);
 * - throughput from autocannon in a process of its own (50 connections, 10 s after a 2 s warm-up): a profile read,
 *   the public content read and the /contents/[id] HTML on PGlite and on PostgreSQL, the last two each with its
 *   ratio to a bare Fastify hello-world measured right before it (target ≥ 0.5, p99 ≤ 20 ms);
 * - the search p95 on 10,000 contents (PostgreSQL) and the map's box query p95 on 100,000 places;
 * - Lighthouse (mobile defaults, Debian Chromium, interleaved rounds, medians) on /contents/[id], /trips/[id],
 *   /login and a static floor page with the article's text and cover served by the same server;
 * - the JavaScript Chromium loads for /contents/[id] and /login before any interaction, gzip -9;
 * - the signed-in start of a returning user (Chromium through playwright-core);
 * - scale-out: the public content read and the /contents/[id] HTML through nginx with one, then two server instances
 *   on PostgreSQL (tests/support/cluster.ts, as the scale-out test), and the ratio two ÷ one (skipped, with the
 *   reason, without PostgreSQL or nginx).
 * - saved items and "add to my trip" on PostgreSQL (saved-bench.ts): save, unsave and the /saved first page p95 with
 *   10,000 saved items of the reader among 1,000,000 rows, and adding a stop to a trip of 30 days × 10 stops.
 * - notifications and stats on PostgreSQL (notify-bench.ts): publish → every 'new_content' notification of 10,000
 *   followers (p50/p95 of a few publishes), the bell's unread count with 5,000 notifications (autocannon), and the
 *   creator's stats calls over 100 contents and 1,000,000 view rows.
 * Parts by name: `npm run bench -- saved` (any of gate, reads, saved, notify, browser, scaleout; none: all of them).
 * Shorter runs: BENCH_DURATION_S, BENCH_WARMUP_S, BENCH_CONNECTIONS, BENCH_LIGHTHOUSE_RUNS, BENCH_SIGNIN_RELOADS,
 * BENCH_SAVED_ROUNDS, BENCH_FANOUT_PUBLISHES, BENCH_STATS_ROUNDS, BENCH_BELL_CONNECTIONS,
 * BENCH_SKIP=postgres,search,map,load,browser,lighthouse,scaleout,saved,notify (any of them,
 * comma-separated); the scale-out figure alone: `npm run bench -- scaleout`.
 */
import fs from 'node:fs';
import os from 'node:os';
import Fastify from 'fastify';
import { decideRoute } from '../../src/domain/routing/route-gate';
import { postgresUnavailableReason } from '../../tests/server/helpers/postgres';
import { CHROMIUM_PATH } from '../../tests/support/browser';
import { ensureSpaBuilt, localViteEnv, root } from '../lib/spa-build';
import { formatLoad, runAutocannon, type LoadResult } from './autocannon-load';
import { startBenchServer, type BenchDatabase } from './bench-server';
import { startBrowserStack, type BrowserStack } from './browser-stack';
import { lighthousePages, type LighthouseResult } from './lighthouse-bench';
import { benchMap, MAP_P95_TARGET_MS, MAP_PLACES } from './map-bench';
import { htmlReferencedScripts } from './reader-js';
import { browserLoadedScripts } from './reader-js-browser';
import { benchNotify, notifySkippedRows } from './notify-bench';
import { kib, printScripts, printTargets, type TargetRow } from './report';
import { benchScaleOut, scaleOutSkippedRows, scaleOutUnavailableReason } from './scale-out-bench';
import { ADD_STOP_P95_TARGET_MS, benchSaved, SAVE_P95_TARGET_MS, SAVED_PAGE_P95_TARGET_MS } from './saved-bench';
import { benchSearch, SEARCH_CONTENTS, SEARCH_P95_TARGET_MS } from './search-bench';
import { measureSignedInStart } from './signed-in-start';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const SIGNIN_RELOADS = Number(process.env.BENCH_SIGNIN_RELOADS ?? 5);
const SKIP = new Set(
  (process.env.BENCH_SKIP ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const PARTS = ['gate', 'reads', 'saved', 'notify', 'browser', 'scaleout'] as const;
type Part = (typeof PARTS)[number];
const asked = process.argv.slice(2);
const unknownPart = asked.find((name) => !(PARTS as readonly string[]).includes(name));
if (unknownPart) {
  console.error(`npm run bench -- [part …]: unknown part "${unknownPart}"; parts: ${PARTS.join(', ')}`);
  process.exit(2);
}
/** A part runs when it is named, or when none is. */
const runs = (part: Part) => asked.length === 0 || asked.includes(part);
const SAVED_ROUNDS = Number(process.env.BENCH_SAVED_ROUNDS ?? 300);
const FANOUT_PUBLISHES = Number(process.env.BENCH_FANOUT_PUBLISHES ?? 6);
const STATS_ROUNDS = Number(process.env.BENCH_STATS_ROUNDS ?? 200);
/** The bell is a latency figure: a few connections, not the throughput figures' 50. */
const BELL_CONNECTIONS = Number(process.env.BENCH_BELL_CONNECTIONS ?? 4);
const RATIO_TARGET = 0.5;
const P99_TARGET_MS = 20;
const CONTENT_READ = '/api/content-platform/content-query-service/v1/contents';
/** What a browser sends: the server may compress, as it would for a reader. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const HTML_HEADERS = { ...BROWSER_HEADERS, accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const targets: TargetRow[] = [];
const skipped = (figure: string, target: string, reason: string) =>
  targets.push({ figure, value: '—', target, pass: null, note: reason });

function benchGate(): void {
  const auth = {
    isInitialized: true,
    isSignedIn: false,
    isWebViewAccessTokenInjected: false,
    isUserDisabled: false,
    needVerifyEmail: false,
    needAcceptTermsOfUse: false,
    needUpdatePersonalInfo: false,
    needSelectInterests: false,
    showDownloadApp: false,
    sessionEnded: false,
  };
  const paths = ['/dashboard', '/contents/42', '/login', '/jobs/ae', '/onboard/personal-info', '/map/location/7'];
  const n = 500_000;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) decideRoute({ path: paths[i % paths.length], search: '', auth });
  const seconds = (performance.now() - t0) / 1000;
  console.log(`${'route gate decideRoute (spec §2)'.padEnd(52)} ${(n / seconds / 1e6).toFixed(2)} M decisions/s`);
}

/** A short unmeasured warm-up (JIT, pool, caches), then the measured run. */
async function load(url: string, headers: Record<string, string> = BROWSER_HEADERS): Promise<LoadResult> {
  if (WARMUP_S > 0) await runAutocannon(url, { connections: CONNECTIONS, durationS: WARMUP_S, headers });
  return runAutocannon(url, { connections: CONNECTIONS, durationS: DURATION_S, headers });
}

/**
 * The hello-world stays up for the whole run and is measured again right before each figure with a target, so
 * every ratio compares two runs made seconds apart (a shared machine's load drifts over minutes). It runs in
 * the bench's process, as the measured server does; autocannon is the only other process.
 */
async function startHello(): Promise<{ url: string; measure(): Promise<LoadResult>; close(): Promise<void> }> {
  const hello = Fastify();
  hello.get('/hello', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(hello.server.address() as { port: number }).port}/hello`;
  return {
    url,
    async measure() {
      const baseline = await load(url);
      console.log(`${formatLoad('bare Fastify hello-world', baseline)}   (load average ${os.loadavg()[0].toFixed(1)})`);
      return baseline;
    },
    close: () => hello.close(),
  };
}

/** Two target rows for a figure: its ratio to the hello-world, and its p99. */
function throughputRows(figure: string, read: LoadResult, baseline: LoadResult): void {
  const ratio = read.requestsPerSecond / baseline.requestsPerSecond;
  console.log(`${'  ratio to hello-world'.padEnd(52)} ${ratio.toFixed(2)}`);
  const errors = read.errors > 0 ? `${read.errors} errors` : undefined;
  targets.push({
    figure: `${figure} ÷ hello-world req/s`,
    value: `${ratio.toFixed(2)} (${read.requestsPerSecond.toFixed(0)}/s)`,
    target: `≥ ${RATIO_TARGET}`,
    pass: read.errors === 0 && ratio >= RATIO_TARGET,
    note: errors,
  });
  targets.push({
    figure: `${figure} p99, ${CONNECTIONS} connections`,
    value: `${read.p99Ms.toFixed(0)} ms`,
    target: `≤ ${P99_TARGET_MS} ms`,
    pass: read.errors === 0 && read.p99Ms <= P99_TARGET_MS,
    note: errors,
  });
}

async function benchReads(
  kind: BenchDatabase,
  hello: { measure(): Promise<LoadResult> },
  staticDir: string,
): Promise<void> {
  const name = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const unavailable =
    kind === 'postgres' && SKIP.has('postgres')
      ? 'BENCH_SKIP=postgres'
      : kind === 'postgres'
        ? postgresUnavailableReason()
        : SKIP.has('load') && SKIP.has('map')
          ? 'BENCH_SKIP=load,map'
          : null;
  if (unavailable || SKIP.has('load')) {
    const reason = unavailable ?? 'BENCH_SKIP=load';
    for (const figure of ['content read', '/contents/[id] HTML']) {
      skipped(`${figure} ÷ hello-world req/s, ${name}`, `≥ ${RATIO_TARGET}`, reason);
      skipped(`${figure} p99, ${name}`, `≤ ${P99_TARGET_MS} ms`, reason);
    }
  }
  if (unavailable) {
    console.log(`reads on ${name}: skipped: ${unavailable}`);
    return;
  }
  const server = await startBenchServer(kind, { staticDir });
  try {
    if (!SKIP.has('load')) {
      // The hello-world right before each target figure: other work on a shared machine moves it by ±50 % over minutes.
      const profile = await load(`${server.base}/api/user-profile-query-service/v1/profiles/${server.profileUserId}`);
      console.log(formatLoad(`GET profiles/{userId} on ${name} (spec §7)`, profile));
      const readBaseline = await hello.measure();
      const read = await load(`${server.base}${CONTENT_READ}/${server.contentId}`);
      console.log(formatLoad(`GET contents/{contentId} on ${name} (public read)`, read));
      throughputRows(`content read, ${name}`, read, readBaseline);
      const htmlBaseline = await hello.measure();
      const html = await load(`${server.base}/contents/${server.contentId}`, HTML_HEADERS);
      console.log(formatLoad(`GET /contents/[id] HTML on ${name} (gzip/br accepted)`, html));
      throughputRows(`/contents/[id] HTML, ${name}`, html, htmlBaseline);
    }
    if (kind === 'postgres' && !SKIP.has('search')) {
      targets.push(
        await benchSearch(server.base, server.db, server.profileUserId, name).catch((error: unknown) => {
          console.log(`search figure failed: ${(error as Error).message}`);
          return {
            figure: `advance-search p95, ${SEARCH_CONTENTS} contents, ${name} (failed)`,
            value: '—',
            target: `≤ ${SEARCH_P95_TARGET_MS} ms`,
            pass: null,
          };
        }),
      );
    }
    if (!SKIP.has('map')) {
      targets.push(
        await benchMap(server.base, server.db, name).catch((error: unknown) => {
          console.log(`map figure failed: ${(error as Error).message}`);
          return {
            figure: `locations/map p95, ${MAP_PLACES} places, ${name} (failed)`,
            value: '—',
            target: `≤ ${MAP_P95_TARGET_MS} ms`,
            pass: null,
          };
        }),
      );
    }
  } finally {
    await server.close();
  }
}

/** Saved items and add-to-trip on PostgreSQL (saved-bench.ts), the hello-world timed by the same loop beside each. */
async function benchSavedRows(helloUrl: string): Promise<void> {
  const rowsWithout = (reason: string) => {
    for (const [figure, target] of [
      ['save p95, PostgreSQL', SAVE_P95_TARGET_MS],
      ['unsave p95, PostgreSQL', SAVE_P95_TARGET_MS],
      ['/saved first page p95, PostgreSQL', SAVED_PAGE_P95_TARGET_MS],
      ['add to my trip p95, PostgreSQL', ADD_STOP_P95_TARGET_MS],
    ] as const)
      skipped(figure, `≤ ${target} ms`, reason);
  };
  const reason = SKIP.has('saved')
    ? 'BENCH_SKIP=saved'
    : SKIP.has('postgres')
      ? 'BENCH_SKIP=postgres'
      : postgresUnavailableReason();
  if (reason) {
    console.log(`
saved items and add to my trip: skipped: ${reason}`);
    return rowsWithout(reason);
  }
  try {
    targets.push(...(await benchSaved({ helloUrl, rounds: SAVED_ROUNDS })));
  } catch (error) {
    const failed = `failed: ${(error as Error).message.split('\n')[0]}`;
    console.log(`\nsaved items and add to my trip ${failed}`);
    rowsWithout(failed);
  }
}

/** Notifications (fan-out, the bell) and the creator's stats on PostgreSQL (notify-bench.ts). */
async function benchNotifyRows(helloUrl: string): Promise<void> {
  const reason = SKIP.has('notify')
    ? 'BENCH_SKIP=notify'
    : SKIP.has('postgres')
      ? 'BENCH_SKIP=postgres'
      : postgresUnavailableReason();
  if (reason) {
    console.log(`\nnotifications and stats: skipped: ${reason}`);
    targets.push(...notifySkippedRows(reason));
    return;
  }
  try {
    targets.push(
      ...(await benchNotify({
        helloUrl,
        publishes: FANOUT_PUBLISHES,
        rounds: STATS_ROUNDS,
        connections: BELL_CONNECTIONS,
        durationS: DURATION_S,
        warmupS: WARMUP_S,
      })),
    );
  } catch (error) {
    const failed = `failed: ${(error as Error).message.split('\n')[0]}`;
    console.log(`\nnotifications and stats ${failed}`);
    targets.push(...notifySkippedRows(failed));
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
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The reading pages' targets: paints within 1.2× the static floor's, little main-thread blocking, nothing moving. */
const LIGHTHOUSE_ROWS = (label: string, tbtLimitMs: number) =>
  [
    [`${label} FCP ÷ floor`, '≤ 1.2'],
    [`${label} LCP ÷ floor`, '≤ 1.2'],
    [`${label} TBT`, `≤ ${tbtLimitMs} ms`],
    [`${label} CLS`, '0'],
  ] as const;

function printLighthouse(results: readonly LighthouseResult[]): void {
  console.log(
    `\nLighthouse ${LIGHTHOUSE_RUNS} rounds, medians (mobile defaults: simulated throttling; JS = script bytes as served)`,
  );
  console.log(
    `  ${'page'.padEnd(30)} ${'score'.padStart(5)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'JS'.padStart(10)}  runs`,
  );
  for (const r of results) {
    const m = r.median;
    console.log(
      m
        ? `  ${r.name.padEnd(30)} ${String(m.score).padStart(5)} ${seconds(m.fcpMs).padStart(8)} ${seconds(m.lcpMs).padStart(8)} ${`${m.tbtMs.toFixed(0)} ms`.padStart(8)} ${m.cls.toFixed(3).padStart(6)} ${kib(m.scriptTransferBytes).padStart(10)}  ${r.runs.length}`
        : `  ${r.name.padEnd(30)} failed: ${r.errors[0] ?? 'no run'}`,
    );
  }
}

async function benchBrowser(stack: BrowserStack): Promise<void> {
  const contentUrl = `${stack.base}/contents/${stack.contentId}`;
  const loginUrl = `${stack.base}/login`;
  if (SKIP.has('lighthouse')) {
    for (const [figure, target] of [
      ...LIGHTHOUSE_ROWS('/contents/[id]', 60),
      ...LIGHTHOUSE_ROWS('/trips/[id]', 150),
      ['/login Lighthouse score', '≥ 90'],
      ['/login TBT', '≤ 200 ms'],
      ['/login CLS', '≤ 0.02'],
    ])
      skipped(figure, target, 'BENCH_SKIP=lighthouse');
  } else {
    console.log(`\nLighthouse on ${stack.base} (interleaved: one round of every page, then the next)`);
    const results = await lighthousePages(
      [
        { name: '/contents/[id]', url: contentUrl },
        { name: '/trips/[id]', url: `${stack.base}/trips/${stack.tripId}` },
        { name: '/login', url: loginUrl },
        { name: 'floor: static page, same server', url: `${stack.base}${stack.floorPath}` },
      ],
      LIGHTHOUSE_RUNS,
    );
    printLighthouse(results);
    const [content, trip, login, floor] = results;
    const why = (r: LighthouseResult) => `Lighthouse failed: ${r.errors[0] ?? 'no run'}`;
    const row = (
      figure: string,
      target: string,
      value: (m: NonNullable<LighthouseResult['median']>) => number,
      show: (v: number) => string,
      pass: (v: number) => boolean | null,
      r: LighthouseResult,
    ) => {
      if (!r.median) return skipped(figure, target, why(r));
      const v = value(r.median);
      targets.push({ figure, value: show(v), target, pass: pass(v) });
    };
    // The reading pages against the static floor of the same article, measured in the same rounds.
    const floorMedian = floor.median;
    const ms = (v: number) => `${v.toFixed(0)} ms`;
    for (const [label, r, tbtLimit] of [
      ['/contents/[id]', content, 60],
      ['/trips/[id]', trip, 150],
    ] as const) {
      for (const [metric, pick] of [
        ['FCP', (m: NonNullable<LighthouseResult['median']>) => m.fcpMs],
        ['LCP', (m: NonNullable<LighthouseResult['median']>) => m.lcpMs],
      ] as const) {
        if (!floorMedian) {
          skipped(`${label} ${metric} ÷ floor`, '≤ 1.2', why(floor));
          continue;
        }
        row(
          `${label} ${metric} ÷ floor (${seconds(r.median ? pick(r.median) : 0)} vs ${seconds(pick(floorMedian))})`,
          '≤ 1.2',
          (m) => pick(m) / pick(floorMedian),
          (v) => `${v.toFixed(2)}×`,
          (v) => v <= 1.2,
          r,
        );
      }
      row(
        `${label} TBT`,
        `≤ ${tbtLimit} ms`,
        (m) => m.tbtMs,
        ms,
        (v) => v <= tbtLimit,
        r,
      );
      row(
        `${label} CLS`,
        '0',
        (m) => m.cls,
        (v) => v.toFixed(3),
        (v) => v < 0.0005,
        r,
      );
    }
    row(
      '/login Lighthouse performance score',
      '≥ 90',
      (m) => m.score,
      String,
      (v) => v >= 90,
      login,
    );
    row(
      '/login TBT',
      '≤ 200 ms',
      (m) => m.tbtMs,
      ms,
      (v) => v <= 200,
      login,
    );
    row(
      '/login CLS',
      '≤ 0.02',
      (m) => m.cls,
      (v) => v.toFixed(3),
      (v) => v <= 0.02,
      login,
    );
    row(
      'floor (static page, same server) LCP',
      '(info)',
      (m) => m.lcpMs,
      seconds,
      () => null,
      floor,
    );
  }

  // JavaScript before any interaction: everything Chromium loads until the network is idle, anonymous, empty cache.
  const html = await htmlReferencedScripts(contentUrl);
  printScripts(`JavaScript referenced by the HTML of /contents/[id] (HTTP ${html.status})`, html.scripts, stack.base);
  targets.push({
    figure: '/contents/[id] JS named by its HTML, gzip -9',
    value: kib(total(html.scripts)),
    target: '(info)',
    pass: null,
  });
  for (const [label, url, limitKb] of [
    ['/contents/[id]', contentUrl, 30],
    ['/login', loginUrl, 150],
  ] as const) {
    const loaded = await browserLoadedScripts(url);
    printScripts(
      `JavaScript Chromium loaded for ${label} until network idle (anonymous, empty cache, no interaction)`,
      loaded.scripts,
      stack.base,
    );
    if (loaded.failed.length > 0)
      console.log(`  failed requests (not JavaScript unless listed above): ${summarize(loaded.failed)}`);
    targets.push({
      figure: `${label} JS loaded before interaction, gzip -9`,
      value: kib(total(loaded.scripts)),
      target: `≤ ${limitKb} KB`,
      pass: total(loaded.scripts) <= limitKb * 1024,
    });
  }

  const startFigure = 'signed-in start: reload → "Hello, <name>", median';
  if (stack.emulatorUnavailable) {
    skipped(startFigure, '≤ 800 ms', stack.emulatorUnavailable);
  } else {
    const start = await measureSignedInStart(stack.base, SIGNIN_RELOADS);
    const overlay = start.overlayToScreenMs.filter((v): v is number => v !== null);
    console.log(
      `\nSigned-in start, ${SIGNIN_RELOADS} reloads of /dashboard by a returning demo user (remember me), warm HTTP cache:`,
    );
    console.log(
      `  navigation start → first screen content: ${start.navigationToScreenMs.map((v) => v.toFixed(0)).join(', ')} ms`,
    );
    console.log(
      `  "Initializing app..." shown → first screen: ${start.overlayToScreenMs.map((v) => (v === null ? 'not shown' : v.toFixed(0))).join(', ')} ms`,
    );
    const value = median(start.navigationToScreenMs);
    targets.push({
      figure: startFigure,
      value: `${value.toFixed(0)} ms`,
      target: '≤ 800 ms',
      pass: value <= 800,
      note: overlay.length ? `overlay → screen ${median(overlay).toFixed(0)} ms` : 'overlay never shown',
    });
  }
}

/** One and two server instances on PostgreSQL behind nginx (scale-out-bench.ts). */
async function benchScaleOutRows(staticDir: string): Promise<void> {
  const reason = SKIP.has('scaleout') ? 'BENCH_SKIP=scaleout' : scaleOutUnavailableReason();
  if (reason) {
    console.log(`\nthroughput with one and two server instances behind nginx: skipped: ${reason}`);
    targets.push(...scaleOutSkippedRows(reason));
    return;
  }
  try {
    targets.push(
      ...(await benchScaleOut({
        staticDir,
        contentReadPath: CONTENT_READ,
        load,
        htmlHeaders: HTML_HEADERS,
        connections: CONNECTIONS,
        warmupS: Math.max(2 * WARMUP_S, 1),
      })),
    );
  } catch (error) {
    const failed = `failed: ${(error as Error).message.split('\n')[0]}`;
    console.log(`\nthroughput with one and two server instances behind nginx ${failed}`);
    targets.push(...scaleOutSkippedRows(failed));
  }
}

const started = performance.now();
console.log(
  `Travelogue benchmarks (autocannon: ${CONNECTIONS} connections, ${DURATION_S} s after ${WARMUP_S} s warm-up; ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)})\n`,
);
if (runs('gate')) benchGate();
// The production build (the same folder and settings as `npm start`): the reading pages' HTML needs it.
const distDir = `${root}/dist`;
if (runs('reads') || runs('browser') || runs('scaleout'))
  ensureSpaBuilt(localViteEnv(`http://127.0.0.1:${process.env.FIREBASE_AUTH_PORT ?? 9099}`), distDir);
const hello = await startHello();
for (const kind of ['pglite', 'postgres'] as const) {
  if (!runs('reads')) break;
  console.log('');
  await benchReads(kind, hello, distDir).catch((error: unknown) => {
    const reason = `failed: ${(error as Error).message}`;
    console.log(`reads on ${kind} ${reason}`);
    skipped(`content read ÷ hello-world req/s, ${kind}`, `≥ ${RATIO_TARGET}`, reason);
  });
}
if (runs('saved')) await benchSavedRows(hello.url);
if (runs('notify')) await benchNotifyRows(hello.url);
await hello.close();

const browserReason = SKIP.has('browser')
  ? 'BENCH_SKIP=browser'
  : !fs.existsSync(CHROMIUM_PATH)
    ? `Chromium not found at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`
    : null;
if (!runs('browser')) {
  // Not asked for (`npm run bench -- <other parts>`): no rows.
} else if (browserReason) {
  console.log(`\nbrowser figures skipped: ${browserReason}`);
  for (const [figure, target] of [
    ...LIGHTHOUSE_ROWS('/contents/[id]', 60),
    ...LIGHTHOUSE_ROWS('/trips/[id]', 150),
    ['/contents/[id] JS before interaction', '≤ 30 KB'],
    ['/login Lighthouse score', '≥ 90'],
    ['/login TBT', '≤ 200 ms'],
    ['/login CLS', '≤ 0.02'],
    ['/login JS', '≤ 150 KB'],
    ['signed-in start', '≤ 800 ms'],
  ]) {
    skipped(figure, target, browserReason);
  }
} else {
  let stack: BrowserStack | null = null;
  try {
    stack = await startBrowserStack();
    await benchBrowser(stack);
  } catch (error) {
    const reason = `failed: ${(error as Error).message.split('\n')[0]}`;
    console.log(`\nbrowser figures ${reason}`);
    skipped('browser figures (Lighthouse, JS, signed-in start)', '—', reason);
  } finally {
    await stack?.stop();
  }
}
if (runs('scaleout')) await benchScaleOutRows(distDir);
/**
 * Why a target is missed, as far as the profiles and traces showed (printed beside a MISS that has
 * no note of its own): an honest MISS names its reason.
 */
const MISS_REASONS: readonly [RegExp, string][] = [
  [
    /^\/login JS/,
    "Firebase Auth loads at the first tap or key; React DOM (~68 KB), React Router (29), MobX + i18next (30) and Inversify (19) are ~146 KB gzip before app code; under 150 KB needs a separate light sign-in entry like the reader's, or Preact for the SPA (not built)",
  ],
  [/^\/login Lighthouse score/, 'the ~250 KB of JavaScript /login parses and runs (TBT)'],
  [
    /^content read, .*hello-world|^content read, .*p99/,
    "a cache hit sends kept bytes (serialised and compressed once per change); what remains is the socket write of a ~4 KB body and its headers against hello-world's 12 bytes, on 2 cores shared with autocannon",
  ],
  [
    /\/contents\/\[id\] HTML/,
    "the page is kept compressed (~7.5 KB brotli, article and its data) and a CPU profile of the server under this load (node --cpu-prof) finds it a quarter idle, writev its largest cost: on 2 cores autocannon reading 7.5 KB per answer against hello-world's 12 bytes is the limit, and (on PostgreSQL) the database shares the cores",
  ],
  [
    /\/contents\/\[id\] LCP|\/contents\/\[id\] TBT/,
    "simulated mobile (4x CPU, slow 4G), per the reports of BENCH_LIGHTHOUSE_DUMP: the cover shows without script, and what remains is the document's own parse and style work (13.7 KB of inline CSS) and the hydration of the page (Preact, ~38 KB)",
  ],
];
const withReasons = targets.map((row) => {
  if (row.pass !== false || row.note) return row;
  const reason = MISS_REASONS.find(([pattern]) => pattern.test(row.figure))?.[1];
  return reason ? { ...row, note: reason } : row;
});
printTargets(withReasons);
console.log(`\n(bench took ${((performance.now() - started) / 1000).toFixed(0)} s)`);
