import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Queryable } from '../../server/kernel/database.port';
import { DEMO_USERS } from '../../server/seed/seed-demo-users';
import { startAuthEmulator } from '../lib/emulator';
import { startBenchServer } from './bench-server';
import { MAP_PLACES, seedMapPlaces } from './map-bench';
import { percentile, type TargetRow } from './report';
import { seedSearchContents } from './search-bench';

/**
 * Saved items and "add to my trip" on PostgreSQL (a figure, never a timed test): a reader with 10,000 saved
 * contents among 1,000,000 saved_items rows saves and unsaves, reads the first page of /saved, and adds stops to a
 * trip of 30 days × 10 stops. Every call is a real signed-in HTTP call (a password sign-in at the Auth emulator the
 * part starts, as the browser figures do), timed one at a time by one client in this process, the way the search and
 * map figures are; a bare hello-world is timed by the same loop right before each figure, so the floor of this
 * client and machine is printed beside it.
 */
export const SAVED_ROWS = 1_000_000;
export const SAVED_MINE = 10_000;
export const SAVE_P95_TARGET_MS = 20;
export const SAVED_PAGE_P95_TARGET_MS = 30;
export const ADD_STOP_P95_TARGET_MS = 50;
export const TRIP_DAYS = 30;
export const TRIP_STOPS_PER_DAY = 10;

const API = '/api/content-platform';
const SAVED = `${API}/saved-service/v1`;
const ORCH = `${API}/content-orchestration-service/v1`;
/** Contents nobody's measured user keeps: what the save/unsave loop saves and lets go. */
const SPARE_TARGETS = 1_000;
/** Saved items per other reader: 1,000,000 − 10,000 rows spread over 9,900 readers. */
const OTHERS_ITEMS_EACH = 100;
/** The measured reader's items by list: the default list below SAVED_ITEMS_PER_LIST_MAX (5,000), so a save fits. */
const MINE_IN_DEFAULT = 4_000;
const MINE_NAMED_LISTS = 3;
/** The trip's stops are at the first of the places; the table holds as many as the map figure's (MAP_PLACES). */
const TRIP_PLACES = 1_000;

export const contentTargetId = (i: number): string => `bench-search-${i}`;

export interface SavedSeed {
  /** Published contents the measured reader does not keep (and others do), to save and unsave. */
  readonly spareTargets: readonly string[];
}

/**
 * Inserts, with SQL straight into the database: `mine + spare` published contents (the search figure's seed), the
 * measured reader's default list and three named lists holding `mine` of them (newest first one a minute apart),
 * and `total − mine` rows of other readers (a default list each, `OTHERS_ITEMS_EACH` items, one in five a place),
 * so the user's index range sits among a million rows. Then what autovacuum would do after a bulk load.
 */
export async function seedSavedItems(
  db: Queryable,
  userId: string,
  authorUserId: string,
  { mine = SAVED_MINE, total = SAVED_ROWS, spare = SPARE_TARGETS } = {},
): Promise<SavedSeed> {
  const targets = mine + spare;
  await seedSearchContents(db, authorUserId, targets);
  const named = Array.from({ length: MINE_NAMED_LISTS }, (_, i) => `bench-mine-${i + 1}`);
  await db.query(
    `INSERT INTO saved_lists (list_id, user_id, name, is_default, created_at)
     SELECT id, $1, CASE WHEN id = 'bench-mine-default' THEN '' ELSE 'Bench list ' || id END, id = 'bench-mine-default',
       now() - interval '30 days'
     FROM unnest($2::text[]) id`,
    [userId, ['bench-mine-default', ...named]],
  );
  const inDefault = Math.min(mine, MINE_IN_DEFAULT);
  await db.query(
    `INSERT INTO saved_items (user_id, kind, target_id, list_id, saved_at)
     SELECT $1, 'content', 'bench-search-' || i,
       CASE WHEN i <= $3 THEN 'bench-mine-default' ELSE ($4::text[])[(i - $3) % $5 + 1] END,
       now() - make_interval(mins => i)
     FROM generate_series(1, $2::int) i`,
    [userId, mine, inDefault, named, named.length],
  );
  const readers = Math.floor((total - mine) / OTHERS_ITEMS_EACH);
  await db.query(
    `INSERT INTO saved_lists (list_id, user_id, name, is_default, created_at)
     SELECT 'bench-saver-list-' || u, 'bench-saver-' || u, '', true, now() - interval '60 days'
     FROM generate_series(1, $1::int) u`,
    [readers],
  );
  // k × 104729 (a prime, coprime to any count of targets below it) keeps each reader's targets distinct.
  await db.query(
    `INSERT INTO saved_items (user_id, kind, target_id, list_id, saved_at)
     SELECT 'bench-saver-' || u, CASE WHEN k % 5 = 0 THEN 'place' ELSE 'content' END,
       CASE WHEN k % 5 = 0 THEN 'bench-place-' ELSE 'bench-search-' END || ((u * 7919 + k * 104729) % $3 + 1),
       'bench-saver-list-' || u, now() - make_interval(mins => (u * 31 + k * 997) % 86400)
     FROM generate_series(1, $1::int) u CROSS JOIN generate_series(1, $2::int) k`,
    [readers, OTHERS_ITEMS_EACH, targets],
  );
  await db.query('VACUUM ANALYZE saved_items');
  await db.query('VACUUM ANALYZE saved_lists');
  return { spareTargets: Array.from({ length: spare }, (_, i) => contentTargetId(mine + i + 1)) };
}

interface Timed {
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
}

/** `rounds` calls one after another, each timed from the request to the whole body read; unmeasured warm-up first. */
async function timeCalls(rounds: number, warmup: number, call: (i: number) => Promise<void>): Promise<Timed> {
  for (let i = 0; i < warmup; i++) await call(i);
  const times: number[] = [];
  for (let i = warmup; i < warmup + rounds; i++) {
    const start = performance.now();
    await call(i);
    times.push(performance.now() - start);
  }
  return summary(times);
}

function summary(times: number[]): Timed {
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times[times.length - 1] };
}

const shown = (t: Timed) => `p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms, max ${t.max.toFixed(1)} ms`;

async function call(
  method: string,
  url: string,
  token: string,
  body?: unknown,
): Promise<{ data: Record<string, unknown> }> {
  const response = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${method} ${new URL(url).pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as { data: Record<string, unknown> };
}

/** An ID token of a user with a password, from the Auth emulator's REST sign-in. */
export async function passwordSignIn(emulatorHost: string, email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const answer = (await response.json()) as { idToken?: string };
  if (!response.ok || !answer.idToken) throw new Error(`emulator sign-in answered ${response.status}`);
  return answer.idToken;
}

const stop = (stopId: string, place: number) => ({
  stop_id: stopId,
  location_id: `bench-place-${place}`,
  pending_location: null,
  note: '',
  time: null,
});

/** A draft trip of `TRIP_DAYS` days × `TRIP_STOPS_PER_DAY` stops at approved places (PUT body without revision). */
const tripDocument = () => ({
  title: 'A month in Thailand',
  summary: 'Thirty days, ten places a day',
  language: 'en',
  cover: null,
  category_ids: [],
  sections: Array.from({ length: TRIP_DAYS }, (_, d) => ({
    section_id: `day-${d + 1}`,
    type: 'day',
    title: `Day ${d + 1}`,
    stops: Array.from({ length: TRIP_STOPS_PER_DAY }, (_, s) =>
      stop(`stop-${d + 1}-${s + 1}`, ((d * TRIP_STOPS_PER_DAY + s) % TRIP_PLACES) + 1),
    ),
  })),
});

export interface SavedBenchOptions {
  /** A bare hello-world's URL, timed by the same loop before each figure. */
  readonly helloUrl: string;
  readonly rounds?: number;
}

export async function benchSaved({ helloUrl, rounds = 300 }: SavedBenchOptions): Promise<TargetRow[]> {
  const emulator = await startAuthEmulator({ quiet: true });
  try {
    const server = await startBenchServer('postgres', { emulatorHost: emulator.host });
    try {
      return await measure(server.base, server.db, emulator.host, helloUrl, rounds);
    } finally {
      await server.close();
    }
  } finally {
    await emulator.stop();
  }
}

async function measure(
  base: string,
  db: Queryable,
  emulatorHost: string,
  helloUrl: string,
  rounds: number,
): Promise<TargetRow[]> {
  const reader = DEMO_USERS.find((u) => u.username === 'alice')!;
  const author = DEMO_USERS.find((u) => u.username !== 'alice')!;
  const idOf = async (username: string) =>
    (await db.query<{ user_id: string }>('SELECT user_id FROM profiles WHERE username = $1', [username]))[0].user_id;
  const userId = await idOf(reader.username);
  const token = await passwordSignIn(emulatorHost, reader.email, reader.password);

  const seededAt = performance.now();
  const { spareTargets } = await seedSavedItems(db, userId, await idOf(author.username));
  // As many places as the map figure's: a count of saved contents that read the places table showed only at this size.
  await seedMapPlaces(db, MAP_PLACES);
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_items');
  console.log(
    `\nsaved: ${n.toLocaleString('en')} saved_items rows (${SAVED_MINE.toLocaleString('en')} of the measured reader, in 4 lists), ` +
      `${SAVED_MINE + spareTargets.length} published contents and ${MAP_PLACES.toLocaleString('en')} places inserted in ${((performance.now() - seededAt) / 1000).toFixed(1)} s (load average ${os.loadavg()[0].toFixed(1)})`,
  );

  const hello = () => timeCalls(rounds, 20, async () => void (await (await fetch(helloUrl)).text()));
  const rows: TargetRow[] = [];
  const row = (figure: string, t: Timed, target: number, floor: Timed, note?: string) => {
    rows.push({
      figure,
      value: `${t.p95.toFixed(1)} ms`,
      target: `≤ ${target} ms`,
      pass: t.p95 <= target,
      note: [`hello-world p95 ${floor.p95.toFixed(1)} ms`, note].filter(Boolean).join('; '),
    });
  };
  const scale = `${SAVED_MINE / 1000}k of ${SAVED_ROWS / 1e6}M saved rows`;

  // Save then unsave, each on a content the reader did not keep: a real insert into the default list (4,000 items,
  // counted under its lock) and a real delete, never the "saved already" shortcut.
  const saveFloor = await hello();
  console.log(`GET hello-world, one call at a time: ${shown(saveFloor)}`);
  // The least a signed-in call costs here: the token checked (firebase-admin asks the Auth emulator for the account
  // on every call in emulator mode, as it does Google with revocation checks in production), the user row, one lookup.
  const signedIn = await timeCalls(rounds, 20, async () => {
    await call('GET', `${base}${SAVED}/saved-status?kind=content&ids=${spareTargets[0]}`, token);
  });
  console.log(`GET saved-status (1 id), the signed-in floor: ${shown(signedIn)}`);
  rows.push({
    figure: 'signed-in floor p95: GET saved-status, 1 id, PostgreSQL',
    value: `${signedIn.p95.toFixed(1)} ms`,
    target: '(info)',
    pass: null,
    note: 'token check at the Auth emulator, user row, one index lookup',
  });
  const saveTimes: number[] = [],
    unsaveTimes: number[] = [];
  const warm = 20;
  if (spareTargets.length < rounds + warm) throw new Error('fewer spare targets than rounds');
  for (let i = 0; i < rounds + warm; i++) {
    const url = `${base}${SAVED}/saved/content/${spareTargets[i]}`;
    let start = performance.now();
    const saved = await call('PUT', url, token);
    const saveMs = performance.now() - start;
    if (saved.data.saved !== true) throw new Error(`PUT ${spareTargets[i]} did not save`);
    start = performance.now();
    const unsaved = await call('DELETE', url, token);
    const unsaveMs = performance.now() - start;
    if (unsaved.data.saved !== false) throw new Error(`DELETE ${spareTargets[i]} did not unsave`);
    if (i >= warm) {
      saveTimes.push(saveMs);
      unsaveTimes.push(unsaveMs);
    }
  }
  const save = summary(saveTimes),
    unsave = summary(unsaveTimes);
  console.log(`PUT saved/content/{id} on PostgreSQL, ${scale}, ${rounds} fresh targets: ${shown(save)}`);
  console.log(`DELETE saved/content/{id} on PostgreSQL, the same ${rounds}: ${shown(unsave)}`);
  row(`save p95, ${scale}, PostgreSQL`, save, SAVE_P95_TARGET_MS, saveFloor);
  row(`unsave p95, ${scale}, PostgreSQL`, unsave, SAVE_P95_TARGET_MS, saveFloor);

  const pageFloor = await hello();
  console.log(`GET hello-world, one call at a time: ${shown(pageFloor)}`);
  let items = 0,
    totalCount = 0;
  const page = await timeCalls(rounds, 20, async () => {
    const response = await fetch(`${base}${SAVED}/saved?kind=content`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: unknown[]; total_count?: number };
    if (!response.ok) throw new Error(`GET saved answered ${response.status}`);
    items = body.data.length;
    totalCount = body.total_count ?? -1;
  });
  console.log(
    `GET saved?kind=content (first page: ${items} items of ${totalCount}) on PostgreSQL, ${scale}: ${shown(page)}`,
  );
  row(`/saved first page p95, ${scale}, PostgreSQL`, page, SAVED_PAGE_P95_TARGET_MS, pageFloor);

  // Add to my trip: a draft of 30 days × 10 stops. Each add is valid: a fresh client-made stop_id, the revision of
  // the previous answer (autocannon cannot carry it), one more stop on the next day in turn; after every 30 adds
  // (each day at 11 stops) the trip is put back to 30 × 10, unmeasured, so it never nears the 20-stop day limit.
  const reserved = await call('POST', `${base}${ORCH}/contents/reserved`, token, { kind: 'trip' });
  const tripId = String(reserved.data.content_id);
  const document = tripDocument();
  const reset = async (revision: number) =>
    Number((await call('PUT', `${base}${ORCH}/contents/${tripId}`, token, { revision, ...document })).data.revision);
  let revision = await reset(Number(reserved.data.revision));
  const tripFloor = await hello();
  console.log(`GET hello-world, one call at a time: ${shown(tripFloor)}`);
  const addTimes: number[] = [];
  for (let i = 0; i < rounds + warm; i++) {
    if (i > 0 && i % TRIP_DAYS === 0) revision = await reset(revision);
    const body = {
      revision,
      stop_id: `add-${randomBytes(8).toString('hex')}`,
      location_id: `bench-place-${(i % TRIP_PLACES) + 1}`,
      day_index: i % TRIP_DAYS,
    };
    const start = performance.now();
    const added = await call('POST', `${base}${ORCH}/contents/${tripId}/stops`, token, body);
    const ms = performance.now() - start;
    if (Number(added.data.revision) <= revision) throw new Error('an add did not advance the revision');
    revision = Number(added.data.revision);
    if (i >= warm) addTimes.push(ms);
  }
  const add = summary(addTimes);
  console.log(
    `POST contents/{id}/stops on PostgreSQL, a draft trip of ${TRIP_DAYS} days × ${TRIP_STOPS_PER_DAY}–${TRIP_STOPS_PER_DAY + 1} stops, ${rounds} adds one at a time: ${shown(add)}`,
  );
  row(
    `add to my trip p95, ${TRIP_DAYS} days × ${TRIP_STOPS_PER_DAY} stops, PostgreSQL`,
    add,
    ADD_STOP_P95_TARGET_MS,
    tripFloor,
    'sequential, revision of each answer',
  );
  return rows;
}
