import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { JobsConfig } from '../kernel/config';
import { isUniqueViolation, type Database, type Queryable } from '../kernel/database.port';
import type { Job, JobHandler, JobQueue, JobToSend, SendOptions, WorkOptions } from '../kernel/job-queue.port';
import { splitStatements } from './migrate';

/**
 * JOB_* (kernel/config.ts): `pollMs` an idle worker's wait (a send in this process wakes it at once),
 * `expireSeconds` after which a running job is taken as lost and retried, `retryLimit` retries before a job is
 * kept as failed, the first after 1–2× `retryDelaySeconds`, doubling with each (exponential backoff with jitter).
 */
export interface JobQueueSettings extends JobsConfig {
  /** Warnings (a failed attempt, a lost database); default console.warn. */
  readonly log?: (message: string) => void;
}

/** pg-boss's schema; its tables live there, beside ours (`SELECT * FROM pgboss.job`). */
const SCHEMA = 'pgboss';
/** The advisory lock pg-boss takes around its schema changes and maintenance (its plans.js `advisoryLock`). */
const SCHEMA_LOCK = `SELECT pg_advisory_xact_lock(
  ('x' || encode(sha224((current_database() || '.pgboss.${SCHEMA}')::bytea), 'hex'))::bit(64)::bigint)`;
/** Expiry, archiving and deleting old jobs: every instance offers, one does it per interval. */
const MAINTENANCE_SECONDS = 60;
/** How often `idle` looks again. */
const IDLE_CHECK_MS = 25;
/** Jobs per insert statement in `sendMany`. */
const INSERT_CHUNK = 1000;

/**
 * pg-boss's one way to the database, over our Database port: a statement with parameters goes as it is (on the
 * caller's transaction when one is given), a script of several statements without parameters (pg-boss's schema,
 * its maintenance, each wrapped in BEGIN … COMMIT) runs statement by statement in one of our transactions. The
 * same on PGlite, whose query takes one statement and whose adapter serializes transactions, and on PostgreSQL.
 */
export function sqlExecutor(db: Database, on: Queryable = db): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return { rows: await on.query(text, values) };
      const statements = splitStatements(text);
      if (statements.length === 1) return { rows: await on.query(statements[0]) };
      const wrapped = /^begin$/i.test(statements[0] ?? '') && /^commit$/i.test(statements.at(-1) ?? '');
      const body = wrapped ? statements.slice(1, -1) : statements;
      const run = async (tx: Queryable) => {
        let rows: unknown[] = [];
        for (const statement of body) rows = await tx.query(statement);
        return { rows };
      };
      return on === db ? db.transaction(run) : run(on);
    },
  };
}

/** A send's idempotency key as the job's id: a second send of the key meets the first's row and is dropped. */
const jobIdFor = (name: string, key: string): string => {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** pg-boss takes a start delay as an interval text; seconds with a fraction are one. */
const startAfter = (ms: number | undefined): string | undefined => (ms && ms > 0 ? (ms / 1000).toFixed(3) : undefined);

interface Worked {
  readonly handler: JobHandler<object>;
  readonly batchSize: number;
  readonly loops: Promise<void>[];
  running: number;
}

/**
 * The job queue on pg-boss 10 (the last release for Node 20): its schema, send/insert, fetch with FOR UPDATE
 * SKIP LOCKED, complete, fail with retry and backoff, and its maintenance (expiring jobs of dead processes,
 * archiving, deleting). The polling loop is ours: it is woken by a send in this process, awaits each
 * completion, and stops cleanly (pg-boss's own `work` completes without awaiting and polls at 0.5 s at best).
 * Cron scheduling and state monitoring are off: nothing here uses them, and each would add timers.
 */
export async function startPgBossJobQueue(db: Database, settings: JobQueueSettings): Promise<JobQueue> {
  const log = settings.log ?? ((message: string) => console.warn(`[jobs] ${message}`));
  // pg-boss's statements in flight (a maintenance run on its timer among them): stop waits for them, so none
  // reaches a database closed under it.
  const inFlight = new Set<Promise<unknown>>();
  const executor = sqlExecutor(db);
  const newBoss = () => {
    const made = new PgBoss({
      db: {
        executeSql(text, values) {
          const running = executor.executeSql(text, values);
          const settled: Promise<unknown> = running.then(
            () => inFlight.delete(settled),
            () => inFlight.delete(settled),
          );
          inFlight.add(settled);
          return running;
        },
      },
      schema: SCHEMA,
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
      expireInSeconds: settings.expireSeconds,
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
    });
    made.on('error', (error: Error) => log(`maintenance: ${error.message}`));
    return made;
  };
  let boss = newBoss();
  try {
    await boss.start();
  } catch (error) {
    // Instances making the schema at once on a fresh PostgreSQL: the second waits for pg-boss's lock, then its
    // CREATE SCHEMA IF NOT EXISTS can still miss the first's schema (a catalog cache read before the lock) and
    // hit the unique index. By now the schema is there: a new start finds it installed. (A failed PgBoss never
    // starts again, hence a new one.)
    if (!isUniqueViolation(error)) throw error;
    boss = newBoss();
    await boss.start();
  }
  // Jobs a killed process left running past their expiry are put back now, not at the first interval.
  await boss.maintain();

  const queues = new Map<string, Promise<void>>();
  const worked = new Map<string, Worked>();
  const sleepers = new Set<() => void>();
  let stopping = false;

  /**
   * pg-boss's create_queue (a row and a partition of its job table), under the advisory lock its schema changes
   * and maintenance take: instances starting at once on a fresh database would otherwise deadlock (each creating
   * the queue's row, each waiting to attach a partition), and maintenance would meet a half-attached partition.
   */
  const createQueue = (name: string): Promise<void> => {
    let created = queues.get(name);
    if (!created) {
      created = db
        .transaction(async (tx) => {
          await tx.query(SCHEMA_LOCK);
          await tx.query(`SELECT ${SCHEMA}.create_queue($1, $2::json)`, [name, JSON.stringify({ policy: 'standard' })]);
        })
        .catch((error: unknown) => {
          queues.delete(name);
          throw error;
        });
      queues.set(name, created);
    }
    return created;
  };

  /** In a transaction the queue must already exist: creating it there would wait for the transaction on PGlite. */
  async function queueReady(name: string, tx: Queryable | undefined): Promise<void> {
    if (stopping) throw new Error(`Job queue is stopped: "${name}" cannot take a job`);
    const created = queues.get(name);
    if (created) return created;
    if (tx)
      throw new Error(`Job queue "${name}" was not created at start: createQueue it before sending in a transaction`);
    return createQueue(name);
  }

  const wake = () => {
    for (const resume of [...sleepers]) resume();
  };

  /**
   * A job sent in a transaction is visible once it commits: a worker woken before would find nothing and sleep a
   * whole poll. Wake them after the commit when the transaction can say when (else at once, as before).
   */
  const wakeAfter = (tx: Queryable | undefined) => {
    if (tx?.afterCommit) tx.afterCommit(wake);
    else wake();
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });

  async function runBatch(name: string, entry: Worked, jobs: PgBoss.Job<object>[]): Promise<void> {
    const ids = jobs.map((job) => job.id);
    const expireMs = Math.max(...jobs.map((job) => Number((job as { expireInSeconds?: number }).expireInSeconds) || 0));
    let timer: NodeJS.Timeout | undefined;
    try {
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`handler ran past the job expiry (${expireMs} s)`)),
          Math.max(1, expireMs) * 1000,
        );
      });
      await Promise.race([
        entry.handler(jobs.map((job): Job<object> => ({ id: job.id, name, data: job.data }))),
        deadline,
      ]);
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      log(`${name}: ${ids.length} job(s) failed, retried later unless out of retries: ${message}`);
      await failJobs(name, ids, { message });
      return;
    } finally {
      clearTimeout(timer);
    }
    await boss.complete(name, ids);
  }

  const failJobs = boss.fail.bind(boss) as unknown as (name: string, ids: string[], data: object) => Promise<unknown>;

  async function loop(name: string, entry: Worked): Promise<void> {
    while (!stopping) {
      let found = 0;
      entry.running += 1;
      try {
        const jobs = await boss.fetch<object>(name, { batchSize: entry.batchSize });
        found = jobs.length;
        if (found > 0) await runBatch(name, entry, jobs);
      } catch (error) {
        log(`${name}: ${(error as Error).message}`);
      } finally {
        entry.running -= 1;
      }
      if (found === 0 && !stopping) await sleep(settings.pollMs);
    }
  }

  /** Jobs due now on the given queues, waiting for a worker. */
  async function dueJobs(names: string[]): Promise<number> {
    const rows = await db.query<{ due: number }>(
      `SELECT count(*)::int AS due FROM ${SCHEMA}.job
        WHERE name = ANY($1::text[]) AND state < 'active' AND start_after <= now()`,
      [names],
    );
    return rows[0]?.due ?? 0;
  }

  return {
    createQueue,

    async send(name, data, options: SendOptions = {}) {
      await queueReady(name, options.tx);
      const id = await boss.send(name, data, {
        ...(options.singletonKey !== undefined ? { id: jobIdFor(name, options.singletonKey) } : {}),
        ...(startAfter(options.startAfterMs) ? { startAfter: startAfter(options.startAfterMs) } : {}),
        ...(options.tx ? { db: sqlExecutor(db, options.tx) } : {}),
      });
      if (worked.has(name)) wakeAfter(options.tx);
      return id;
    },

    async sendMany<T extends object>(name: string, jobs: readonly JobToSend<T>[], options: { tx?: Queryable } = {}) {
      await queueReady(name, options.tx);
      for (let start = 0; start < jobs.length; start += INSERT_CHUNK) {
        const chunk = jobs.slice(start, start + INSERT_CHUNK).map((job): PgBoss.JobInsert<T> => ({
          name,
          data: job.data,
          ...(job.singletonKey !== undefined ? { id: jobIdFor(name, job.singletonKey) } : {}),
          ...(startAfter(job.startAfterMs) ? { startAfter: startAfter(job.startAfterMs) } : {}),
        }));
        await boss.insert(chunk, options.tx ? { db: sqlExecutor(db, options.tx) } : {});
      }
      if (worked.has(name)) wakeAfter(options.tx);
    },

    async work<T extends object>(name: string, handler: JobHandler<T>, options: WorkOptions = {}) {
      if (worked.has(name)) throw new Error(`Job queue "${name}" is already worked in this process`);
      await createQueue(name);
      if (stopping) return;
      const entry: Worked = {
        handler: handler as JobHandler<object>,
        batchSize: Math.max(1, options.batchSize ?? 1),
        loops: [],
        running: 0,
      };
      worked.set(name, entry);
      for (let i = 0; i < Math.max(1, options.concurrency ?? 1); i += 1) entry.loops.push(loop(name, entry));
    },

    async idle(names) {
      const watched = (names ?? [...worked.keys()]).filter((name) => worked.has(name));
      if (watched.length === 0) return;
      const running = () => watched.some((name) => (worked.get(name)?.running ?? 0) > 0);
      for (;;) {
        if (!running()) {
          if (stopping || (await dueJobs(watched)) === 0) {
            // A loop may have taken a job between the two looks: then it is running now.
            if (!running()) return;
          } else wake();
        }
        await new Promise((resolve) => setTimeout(resolve, IDLE_CHECK_MS));
      }
    },

    async stop(options = {}) {
      if (stopping) return;
      stopping = true;
      wake();
      const loops = [...worked.values()].flatMap((entry) => entry.loops);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), options.timeoutMs ?? 10_000);
      });
      const result = await Promise.race([Promise.all(loops).then(() => 'done' as const), timedOut]);
      clearTimeout(timer);
      if (result === 'timeout') log('stopped while handlers were still running: their jobs are retried after expiry');
      await boss.stop({ graceful: false, close: false });
      await Promise.all([...inFlight]);
    },
  };
}
