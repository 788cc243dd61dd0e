/**
 * `npm run bench`: prints figures, asserts nothing (timing is never a test).
 * - the route gate of spec §2 (decisions per second, pure domain);
 * - a public profile read over HTTP on PGlite next to a bare Fastify hello-world in the same run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { decideRoute } from '../../src/domain/routing/route-gate';
import { buildServer } from '../../server/app';
import { readServerConfig } from '../../server/config';
import { formatLoad, runLoad } from './http-load';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

function benchGate(): void {
  const auth = { isInitialized: true, isSignedIn: false, isWebViewAccessTokenInjected: false, isUserDisabled: false, needVerifyEmail: false, needAcceptTermsOfUse: false, needUpdatePersonalInfo: false, needSelectInterests: false, showDownloadApp: false };
  const paths = ['/dashboard', '/contents/42', '/login', '/jobs/ae', '/onboard/personal-info', '/map/location/7'];
  const n = 500_000;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) decideRoute({ path: paths[i % paths.length], search: '', auth });
  const seconds = (performance.now() - t0) / 1000;
  console.log(`${'route gate decideRoute (spec §2)'.padEnd(48)} ${(n / seconds / 1e6).toFixed(2)} M decisions/s`);
}

async function benchHttp(): Promise<void> {
  const hello = Fastify();
  hello.get('/hello', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const helloUrl = `http://127.0.0.1:${(hello.server.address() as { port: number }).port}/hello`;
  const baseline = await runLoad(() => fetch(helloUrl), { concurrency: CONCURRENCY, durationMs: DURATION_MS });
  console.log(formatLoad('bare Fastify hello-world', baseline));
  await hello.close();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'travelogue-bench-'));
  const config = readServerConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', STATIC_DIR: path.join(dataDir, 'no-spa'), FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:1' });
  const server = await buildServer(config);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
  await server.deps.db.query(`INSERT INTO users (user_id, firebase_uid, created_at) VALUES ('bench-user', 'bench-uid', now())`);
  await server.deps.db.query(`INSERT INTO profiles (user_id, display_name, username, created_at, updated_at) VALUES ('bench-user', 'นักเดินทาง', 'bench', now(), now())`);
  const read = await runLoad(() => fetch(`${base}/api/user-profile-query-service/v1/profiles/bench-user`), { concurrency: CONCURRENCY, durationMs: DURATION_MS });
  console.log(formatLoad('GET profiles/{userId} on PGlite (spec §7)', read));
  console.log(`${'ratio to hello-world'.padEnd(48)} ${(read.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`);
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(`Travelogue benchmarks (${CONCURRENCY} concurrent, ${DURATION_MS} ms each, ${os.cpus().length} cores)\n`);
benchGate();
await benchHttp();
