/**
 * The bench server in a process of its own, for the browser figures (Lighthouse and Chromium measure the
 * server without the bench's own work sharing its event loop). Started by run.ts; prints one line
 * `BENCH_SERVER {json}` when listening and closes on SIGTERM.
 * Env: BENCH_KIND (pglite | postgres), BENCH_STATIC_DIR, BENCH_EMULATOR_HOST (optional).
 */
import { startBenchServer, type BenchDatabase } from './bench-server';

const server = await startBenchServer((process.env.BENCH_KIND ?? 'pglite') as BenchDatabase, {
  staticDir: process.env.BENCH_STATIC_DIR,
  emulatorHost: process.env.BENCH_EMULATOR_HOST || undefined,
});
const { base, contentId, tripId, profileUserId } = server;
console.log(`BENCH_SERVER ${JSON.stringify({ base, contentId, tripId, profileUserId })}`);
let closing = false;
const stop = () => {
  if (closing) return;
  closing = true;
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
