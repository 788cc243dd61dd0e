/**
 * A server's notification worker in a process of its own, for the kill -9 test of a publish's fan-out
 * (tests/server/notifications/fan-out-durability.test.ts). Environment:
 * - `FANOUT_DATABASE`: `pglite:<folder>` or a PostgreSQL URL;
 * - `FANOUT_MODE`: `publish` migrates, seeds an author with FANOUT_FOLLOWERS followers and a draft, works the
 *   notifications queue as the server does, then publishes the draft (the 'new_content' job in the publish's
 *   transaction, as the content use case sends it). Its fan-out pauses FANOUT_PAUSE_MS after each chunk and prints
 *   `made <n>` (rows made so far); from FANOUT_HOLD_AT rows on it stops, the job still running, and waits for the
 *   kill, so the kill always lands mid fan-out however late it comes. `resume` prints what the killed process left
 *   (`rows <n>`, `job <state>`), waits until that job's expiry has passed (by the database's clock), works the
 *   queue until no notification job is left, prints `resumed <rows it made>` and `done`, and stops cleanly.
 * Both fan out FANOUT_CHUNK followers per statement: the production handler and repository, only the chunk size
 * and the pause (a wrapper around the store, here) differ from a server's.
 */
import { migrate } from '../../server/db/migrate';
import { startPgBossJobQueue } from '../../server/db/pg-boss-job-queue';
import { openPgDatabase } from '../../server/db/pg-database';
import { openPgliteDatabase } from '../../server/db/pglite-database';
import type { Database } from '../../server/kernel/database.port';
import {
  notificationJobHandler,
  notificationSender,
  NOTIFICATIONS_QUEUE,
  type NotificationJob,
} from '../../server/notifications/notifications.jobs';
import type { NotificationStore } from '../../server/notifications/notifications.ports';
import { notificationsRepository } from '../../server/notifications/notifications.repository';

export const FAN_OUT_AUTHOR = 'fanout-author';
export const FAN_OUT_CONTENT = 'fanout-content';
/** A running job is taken as lost this long after it started (the resume waits for it). */
const EXPIRE_SECONDS = 5;

const target = process.env.FANOUT_DATABASE ?? '';
const mode = process.env.FANOUT_MODE ?? 'resume';
const followers = Number(process.env.FANOUT_FOLLOWERS ?? '1000');
const chunkSize = Number(process.env.FANOUT_CHUNK ?? '50');
const pauseMs = Number(process.env.FANOUT_PAUSE_MS ?? '0');
const holdAt = Number(process.env.FANOUT_HOLD_AT ?? String(Number.POSITIVE_INFINITY));

const print = (line: string) => process.stdout.write(`${line}\n`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const db: Database = target.startsWith('pglite:')
  ? await openPgliteDatabase(target.slice('pglite:'.length))
  : await openPgDatabase(target);

const notificationRows = async () =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE kind = 'new_content' AND content_id = $1`,
      [FAN_OUT_CONTENT],
    )
  )[0].n;

/** The production store, its fan-out counted (and paused, holding, when the environment says so). */
let made = 0;
const store: NotificationStore = {
  ...notificationsRepository,
  async fanOutChunk(q, content, after, size) {
    const chunk = await notificationsRepository.fanOutChunk(q, content, after, size);
    made += chunk.made;
    print(`made ${made}`);
    if (made >= holdAt) {
      print('holding');
      await new Promise(() => undefined);
    }
    if (pauseMs > 0) await pause(pauseMs);
    return chunk;
  },
};

if (mode === 'publish') {
  await migrate(db);
  await db.query(`INSERT INTO users (user_id, firebase_uid, email, created_at) VALUES ($1, $1, NULL, now())`, [
    FAN_OUT_AUTHOR,
  ]);
  await db.query(
    `INSERT INTO users (user_id, firebase_uid, email, created_at)
     SELECT 'fanout-follower-' || i, 'fanout-follower-' || i, NULL, now() FROM generate_series(1, $1::int) i`,
    [followers],
  );
  // Four followers per instant: pages of the fan-out end inside a run of equal times (the key's tie-break).
  await db.query(
    `INSERT INTO follows (follower_user_id, creator_user_id, created_at)
     SELECT 'fanout-follower-' || i, $2, date_trunc('second', now()) - make_interval(secs => i / 4)
     FROM generate_series(1, $1::int) i`,
    [followers, FAN_OUT_AUTHOR],
  );
  await db.query(
    `INSERT INTO contents (content_id, author_user_id, kind, status, draft_version, latest_version, created_at, updated_at)
     VALUES ($1, $2, 'article', 'draft', 1, 1, now(), now())`,
    [FAN_OUT_CONTENT, FAN_OUT_AUTHOR],
  );
  await db.query(
    `INSERT INTO content_versions (content_id, version, state, document, created_at, updated_at)
     VALUES ($1, 1, 'draft', jsonb_build_object('title', 'A thousand readers', 'summary', '', 'language', 'en',
       'cover', NULL, 'sections', '[]'::jsonb, 'category_ids', '[]'::jsonb), now(), now())`,
    [FAN_OUT_CONTENT],
  );
}

/** The queue as a server starts it, a lost job retried sooner (EXPIRE_SECONDS) for the test's sake. */
const startQueue = () =>
  startPgBossJobQueue(db, {
    pollMs: 100,
    expireSeconds: EXPIRE_SECONDS,
    retryLimit: 5,
    retryDelaySeconds: 1,
    log: (message) => print(`log ${message}`),
  });

if (mode === 'publish') {
  const jobs = await startQueue();
  // As the notifications module works it in a server.
  await jobs.work<NotificationJob>(NOTIFICATIONS_QUEUE, notificationJobHandler(db, store, { chunkSize }), {
    batchSize: 10,
    concurrency: 1,
  });
  // The publish: the draft becomes the published version, and the job is sent in the same transaction.
  await db.transaction(async (tx) => {
    const at = new Date();
    await tx.query(
      `UPDATE contents SET status = 'published', draft_version = NULL, published_version = 1, published_at = $2,
         updated_at = $2, revision = revision + 1 WHERE content_id = $1`,
      [FAN_OUT_CONTENT, at],
    );
    await tx.query(
      `UPDATE content_versions SET state = 'published', published_at = $2, updated_at = $2
       WHERE content_id = $1 AND version = 1`,
      [FAN_OUT_CONTENT, at],
    );
    await notificationSender(jobs).firstPublished(tx, { contentId: FAN_OUT_CONTENT, authorUserId: FAN_OUT_AUTHOR, at });
  });
  print('published');
  // Waits for the kill.
  setInterval(() => undefined, 60_000);
} else {
  // Before the queue starts here: its start puts back the jobs of dead processes.
  print(`rows ${await notificationRows()}`);
  const states = await db.query<{ state: string }>(`SELECT state::text AS state FROM pgboss.job WHERE name = $1`, [
    NOTIFICATIONS_QUEUE,
  ]);
  print(`job ${states.map((row) => row.state).join(',')}`);
  // The killed process's job is put back by the queue's start once its expiry has passed, not before.
  const running = async () =>
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job
         WHERE name = $1 AND state = 'active' AND started_on + expire_in >= now()`,
        [NOTIFICATIONS_QUEUE],
      )
    )[0].n;
  while ((await running()) > 0) await pause(100);

  const worker = await startQueue();
  await worker.work<NotificationJob>(NOTIFICATIONS_QUEUE, notificationJobHandler(db, store, { chunkSize }), {
    batchSize: 10,
    concurrency: 1,
  });
  // Done when no notification job is left to run (a retry waits for its time first).
  const unfinished = async () =>
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state < 'completed'`,
        [NOTIFICATIONS_QUEUE],
      )
    )[0].n;
  while ((await unfinished()) > 0) await pause(50);
  await worker.idle();
  await worker.stop();
  await db.close();
  print(`resumed ${made}`);
  print('done');
}
