/**
 * A process that uses the durable job queue the way a server does, for the kill -9 test
 * (tests/server/jobs/job-queue-durability.test.ts). Environment:
 * - `JOBS_DATABASE`: `pglite:<folder>` or a PostgreSQL URL;
 * - `JOBS_MODE`: `send` sends JOBS_COUNT orders, each job in the transaction of its order row, and prints
 *   `acked <n>` once that transaction committed (what the actor is told); it works the queue meanwhile, slowly,
 *   so a kill finds jobs done, jobs running and jobs not started. `work` only works the queue and prints
 *   `done` once every order has its delivery, then stops cleanly.
 * The handler makes its effect exactly once by the recipe of kernel/job-queue.port.ts: a row keyed by the order
 * (ON CONFLICT DO NOTHING) in the same transaction as the effect; `job_attempts` counts every run.
 */
import { openPgDatabase } from '../../server/db/pg-database';
import { openPgliteDatabase } from '../../server/db/pglite-database';
import { startPgBossJobQueue } from '../../server/db/pg-boss-job-queue';
import type { Database } from '../../server/kernel/database.port';

export const DURABLE_QUEUE = 'durable-orders';

const target = process.env.JOBS_DATABASE ?? '';
const mode = process.env.JOBS_MODE ?? 'work';
const count = Number(process.env.JOBS_COUNT ?? '200');

const db: Database = target.startsWith('pglite:')
  ? await openPgliteDatabase(target.slice('pglite:'.length))
  : await openPgDatabase(target);
await db.query(`CREATE TABLE IF NOT EXISTS job_orders (order_id integer PRIMARY KEY)`);
await db.query(`CREATE TABLE IF NOT EXISTS job_deliveries (order_id integer PRIMARY KEY, pid integer NOT NULL)`);
await db.query(`CREATE TABLE IF NOT EXISTS job_attempts (order_id integer NOT NULL)`);

const undelivered = async () =>
  (
    await db.query<{ missing: number }>(
      `SELECT count(*)::int AS missing FROM job_orders o
        WHERE NOT EXISTS (SELECT 1 FROM job_deliveries d WHERE d.order_id = o.order_id)`,
    )
  )[0].missing;
// Before any worker runs: what the killed process left undelivered.
if (mode === 'work') process.stdout.write(`missing ${await undelivered()}\n`);

const jobs = await startPgBossJobQueue(db, {
  pollMs: 100,
  // A job running when its process was killed is retried 2 s after it started (the restart waits that long).
  expireSeconds: 2,
  retryLimit: 5,
  retryDelaySeconds: 1,
  log: () => undefined,
});

await jobs.work<{ orderId: number }>(
  DURABLE_QUEUE,
  async ([job]) => {
    const orderId = job.data.orderId;
    await db.query('INSERT INTO job_attempts (order_id) VALUES ($1)', [orderId]);
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO job_deliveries (order_id, pid) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        orderId,
        process.pid,
      ]);
    });
    // Slow on purpose while sending: a kill lands between the effect and the job's completion too.
    if (mode === 'send') await new Promise((resolve) => setTimeout(resolve, 15));
  },
  { concurrency: 2 },
);

if (mode === 'send') {
  for (let orderId = 1; orderId <= count; orderId += 1) {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO job_orders (order_id) VALUES ($1)', [orderId]);
      await jobs.send(DURABLE_QUEUE, { orderId }, { tx });
    });
    process.stdout.write(`acked ${orderId}\n`);
  }
  process.stdout.write('sent\n');
  // Waits for the kill.
  setInterval(() => undefined, 60_000);
} else {
  // Done when every order is delivered and no job is left to run: a job killed after its effect runs again
  // (once its retry is due) and finds its delivery made.
  const unfinished = async () =>
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state < 'completed'`,
        [DURABLE_QUEUE],
      )
    )[0].n;
  while ((await undelivered()) > 0 || (await unfinished()) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  await jobs.idle();
  await jobs.stop();
  await db.close();
  process.stdout.write('done\n');
}
