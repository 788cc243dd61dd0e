import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../../server/app';
import type { Kernel } from '../../server/kernel/deps';
import type { Queryable } from '../../server/kernel/database.port';
import { readServerConfig } from '../../server/kernel/config';
import { userRepository } from '../../server/users/user.repository';
import { DEMO_CONTENTS, seedDemoContents } from '../../server/seed/seed-demo-contents';
import { DEMO_USERS, seedDemoUsers } from '../../server/seed/seed-demo-users';
import { DEMO_PROJECT_ID } from '../lib/emulator';
import { freePort, startPostgres, type TestPostgres } from '../../tests/server/helpers/postgres';

/**
 * The demo users — as plain rows (no identity provider needed to read), or through the Auth emulator when one is
 * given (a user who can sign in) — and the bench article and trip written by the seed.
 */
async function seedBenchData(deps: Kernel, withIdentity: boolean): Promise<void> {
  const now = new Date();
  if (withIdentity) await seedDemoUsers(deps);
  else
    for (const demo of DEMO_USERS) {
      const user = await userRepository.insertIfAbsent(
        deps.db,
        { user_id: `bench-${demo.username}`, firebase_uid: `bench-${demo.username}`, email: demo.email },
        now,
      );
      await userRepository.insertProfile(deps.db, user.user_id, { username: demo.username }, now);
      await userRepository.updateProfile(
        deps.db,
        user.user_id,
        { display_name: demo.displayName, biography: demo.biography, country: demo.country, lang: demo.lang },
        now,
      );
    }
  await seedDemoContents(deps, [BENCH_ARTICLE, BENCH_TRIP]);
}

export type BenchDatabase = 'pglite' | 'postgres';

export interface BenchServer {
  readonly base: string;
  /** A published demo article (sections, pictures, two places, comments): what a reader of /contents/[id] gets. */
  readonly contentId: string;
  /** A published demo trip (days and places), read at /trips/[id]. */
  readonly tripId: string;
  readonly profileUserId: string;
  /** The server's database, for bulk seeding (the search figure). */
  readonly db: Queryable;
  close(): Promise<void>;
}

/** The article every figure reads: the demo with the most kinds of section. */
export const BENCH_ARTICLE = DEMO_CONTENTS.find((c) => c.title === 'A slow morning at Wat Pho')!;
export const BENCH_TRIP = DEMO_CONTENTS.find((c) => c.kind === 'trip' && c.author === BENCH_ARTICLE.author)!;

export interface BenchServerOptions {
  /** The built web app to serve (dist/), so the reading pages and the SPA answer as in production. */
  readonly staticDir?: string;
  /** host:port of a running Auth emulator: the demo users are created there and can sign in. */
  readonly emulatorHost?: string;
}

/**
 * The real API server on a fresh database (PGlite in a temp folder, or a throwaway PostgreSQL cluster from
 * the server tests' helper), with the demo users and one demo article written through the seed's services.
 * The identity provider is never called: the users are inserted as rows, as no token is needed to read.
 */
export async function startBenchServer(kind: BenchDatabase, options: BenchServerOptions = {}): Promise<BenchServer> {
  const { staticDir, emulatorHost } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'travelogue-bench-'));
  let postgres: TestPostgres | null = null;
  try {
    postgres = kind === 'postgres' ? await startPostgres() : null;
    const port = await freePort();
    const config = readServerConfig({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      STATIC_DIR: staticDir ?? path.join(dataDir, 'no-spa'),
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost ?? process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:1',
      STORAGE: 'local',
      ...(emulatorHost ? { FIREBASE_PROJECT_ID: DEMO_PROJECT_ID, GCLOUD_PROJECT: DEMO_PROJECT_ID } : {}),
    });
    const server = await buildServer(config);
    let contentId: string, tripId: string, profileUserId: string;
    try {
      await seedBenchData(server.deps, emulatorHost !== undefined);
      // The seed wrote one article and one trip.
      const published = async (kind: string) =>
        (
          await server.deps.db.query<{ content_id: string }>(
            `SELECT content_id FROM contents WHERE status = 'published' AND kind = $1 LIMIT 1`,
            [kind],
          )
        )[0].content_id;
      [contentId, tripId] = [await published('article'), await published('trip')];
      profileUserId = (
        await server.deps.db.query<{ user_id: string }>(`SELECT user_id FROM profiles WHERE username = $1`, [
          BENCH_ARTICLE.author,
        ])
      )[0].user_id;
      await server.app.listen({ port, host: '127.0.0.1' });
    } catch (error) {
      await server.close().catch(() => undefined);
      throw error;
    }
    const pg = postgres;
    return {
      base: `http://127.0.0.1:${port}`,
      contentId,
      tripId,
      profileUserId,
      db: server.deps.db,
      async close() {
        await server.close();
        await pg?.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await postgres?.stop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The bench data (demo users as rows, the bench article and trip) written into a running PostgreSQL through the
 * seed's services, by a server built in this process and closed again (it listens nowhere): for the scale-out
 * figure, whose servers are separate processes on that database and `dataDir` (the pictures' local storage).
 * Returns the published article's id.
 */
export async function seedBenchDatabase(databaseUrl: string, dataDir: string): Promise<string> {
  const config = readServerConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    STATIC_DIR: path.join(dataDir, 'no-spa'),
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:1',
    STORAGE: 'local',
  });
  const server = await buildServer(config);
  try {
    await seedBenchData(server.deps, false);
    return (
      await server.deps.db.query<{ content_id: string }>(
        `SELECT content_id FROM contents WHERE status = 'published' AND kind = 'article' LIMIT 1`,
      )
    )[0].content_id;
  } finally {
    await server.close();
  }
}
