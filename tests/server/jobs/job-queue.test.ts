import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgDatabase } from '../../../server/db/pg-database';
import { openPgliteDatabase } from '../../../server/db/pglite-database';
import { startPgBossJobQueue, type JobQueueSettings } from '../../../server/db/pg-boss-job-queue';
import type { Database } from '../../../server/kernel/database.port';
import type { Job, JobQueue } from '../../../server/kernel/job-queue.port';
import { startPostgres, type TestPostgres } from '../helpers/postgres';
import { DATABASES } from '../helpers/test-server';

const SETTINGS: JobQueueSettings = {
  pollMs: 100,
  expireSeconds: 30,
  retryLimit: 3,
  retryDelaySeconds: 1,
  log: () => undefined,
};

const eventually = async (check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.each(DATABASES)('durable job queue on the database (%s)', (kind) => {
  let postgres: TestPostgres | null = null;
  let db: Database;
  let jobs: JobQueue;
  const opened: { db: Database; jobs: JobQueue }[] = [];

  /** Another instance on the same database: its own pool on PostgreSQL, the same PGlite otherwise. */
  const instance = async () => {
    const own = postgres ? await openPgDatabase(postgres.url) : db;
    const queue = await startPgBossJobQueue(own, SETTINGS);
    opened.push({ db: own, jobs: queue });
    return queue;
  };

  beforeAll(async () => {
    postgres = kind === 'postgres' ? await startPostgres() : null;
    db = postgres ? await openPgDatabase(postgres.url) : await openPgliteDatabase(null);
    jobs = await startPgBossJobQueue(db, SETTINGS);
  });
  afterAll(async () => {
    for (const other of opened) {
      await other.jobs.stop();
      if (other.db !== db) await other.db.close();
    }
    await jobs?.stop();
    await db?.close();
    await postgres?.stop();
  });

  const jobRows = (name: string) =>
    db.query<{ state: string; retry_count: number }>(
      `SELECT state::text AS state, retry_count FROM pgboss.job WHERE name = $1 ORDER BY created_on`,
      [name],
    );

  it('a job sent in a transaction that rolls back never exists; one that commits runs once', async () => {
    const ran: unknown[] = [];
    await jobs.work<{ n: number }>('tx-bound', async (batch) => void ran.push(...batch.map((job) => job.data.n)));
    await expect(
      db.transaction(async (tx) => {
        await jobs.send('tx-bound', { n: 1 }, { tx });
        throw new Error('the business write failed');
      }),
    ).rejects.toThrow('the business write failed');
    await db.transaction(async (tx) => {
      await jobs.send('tx-bound', { n: 2 }, { tx });
    });
    await jobs.idle(['tx-bound']);
    expect(ran).toEqual([2]);
    expect(await jobRows('tx-bound')).toEqual([{ state: 'completed', retry_count: 0 }]);
  });

  it('a job sent in a transaction wakes an idle worker once the transaction commits, not a poll later', async () => {
    // A worker that polls once a minute: only the wake can make it run the job within seconds.
    const own = postgres ? await openPgDatabase(postgres.url) : db;
    const queue = await startPgBossJobQueue(own, { ...SETTINGS, pollMs: 60_000 });
    opened.push({ db: own, jobs: queue });
    const ran: number[] = [];
    await queue.work<{ n: number }>('woken', async (batch) => void ran.push(...batch.map((job) => job.data.n)));
    await new Promise((resolve) => setTimeout(resolve, 300)); // its first look found nothing: it sleeps
    await own.transaction(async (tx) => {
      await queue.send('woken', { n: 7 }, { tx });
      // Still uncommitted: a worker woken now would find nothing and sleep the minute.
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await eventually(async () => ran.length > 0, 10_000);
    expect(ran).toEqual([7]);
  });

  it('a send needs its queue made at start when it is inside a transaction, and says so', async () => {
    await expect(
      db.transaction(async (tx) => {
        await jobs.send('never-created', { n: 1 }, { tx });
      }),
    ).rejects.toThrow(/never-created.*createQueue/);
  });

  it('a second send with the same key is dropped while the first is kept', async () => {
    const ran: string[] = [];
    await jobs.work<{ v: string }>('keyed', async ([job]) => void ran.push(job.data.v));
    const first = await jobs.send('keyed', { v: 'first' }, { singletonKey: 'image-1' });
    const again = await jobs.send('keyed', { v: 'again' }, { singletonKey: 'image-1' });
    await jobs.idle(['keyed']);
    expect([typeof first, again, ran]).toEqual(['string', null, ['first']]);
  });

  it('a failing handler is retried with backoff and its job completes when an attempt succeeds', async () => {
    const attempts: number[] = [];
    await jobs.work<{ n: number }>('flaky', async () => {
      attempts.push(Date.now());
      if (attempts.length < 3) throw new Error(`attempt ${attempts.length} failed`);
    });
    await jobs.send('flaky', { n: 1 });
    await eventually(async () => (await jobRows('flaky'))[0]?.state === 'completed');
    expect(attempts).toHaveLength(3);
    expect(await jobRows('flaky')).toEqual([{ state: 'completed', retry_count: 2 }]);
    // retryDelaySeconds 1 with backoff: the first retry waits 1–2 s, the second 2–4 s
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(900);
    expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(1900);
  });

  it('a handler that fails every time is kept as failed after its retries, and runs no more', async () => {
    let attempts = 0;
    const settings = { ...SETTINGS, retryLimit: 1 };
    const own = postgres ? await openPgDatabase(postgres.url) : db;
    const queue = await startPgBossJobQueue(own, settings);
    opened.push({ db: own, jobs: queue });
    await queue.work('doomed', async () => {
      attempts += 1;
      throw new Error('always');
    });
    await queue.send('doomed', { n: 1 });
    await eventually(async () => (await jobRows('doomed'))[0]?.state === 'failed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(attempts).toBe(2);
  });

  it('500 jobs sent in one batch in one transaction all run exactly once with two instances working the queue', async () => {
    const runs = new Map<number, number>();
    const byInstance = [0, 0];
    const handler = (which: number) => async (batch: readonly Job<{ i: number }>[]) => {
      for (const job of batch) runs.set(job.data.i, (runs.get(job.data.i) ?? 0) + 1);
      byInstance[which] += batch.length;
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const other = await instance();
    await jobs.work('fan-out', handler(0), { batchSize: 20, concurrency: 2 });
    await other.work('fan-out', handler(1), { batchSize: 20, concurrency: 2 });
    await db.transaction(async (tx) => {
      await jobs.sendMany(
        'fan-out',
        Array.from({ length: 500 }, (_, i) => ({ data: { i } })),
        { tx },
      );
    });
    await eventually(async () => runs.size === 500);
    await Promise.all([jobs.idle(['fan-out']), other.idle(['fan-out'])]);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(byInstance[0] + byInstance[1]).toBe(500);
    const states = await db.query<{ state: string; n: number }>(
      `SELECT state::text AS state, count(*)::int AS n FROM pgboss.job WHERE name = 'fan-out' GROUP BY 1`,
    );
    expect(states).toEqual([{ state: 'completed', n: 500 }]);
  });

  it.runIf(kind === 'postgres')(
    'instances starting at once on a fresh database all start: one makes the schema and each queue once',
    async () => {
      await db.query('CREATE DATABASE jobs_fresh');
      const url = (postgres as TestPostgres).url.replace(/\/postgres$/, '/jobs_fresh');
      // Three at once: the losers of the race for pg-boss's schema lock find the schema made, however it is timed.
      const dbs = await Promise.all([1, 2, 3].map(() => openPgDatabase(url)));
      const queues = await Promise.all(dbs.map((own) => startPgBossJobQueue(own, SETTINGS)));
      dbs.forEach((own, i) => opened.push({ db: own, jobs: queues[i] }));
      const [qa, qb, qc] = queues;
      const ran: string[] = [];
      await Promise.all([
        qa.work<{ by: string }>('both', async ([job]) => void ran.push(job.data.by)),
        qb.createQueue('both'),
        qc.createQueue('both'),
      ]);
      await qb.send('both', { by: 'b' });
      await eventually(async () => ran.length === 1);
      expect(ran).toEqual(['b']);
    },
  );

  it('stop waits for a running handler, takes no more jobs, and leaves the rest queued for the next start', async () => {
    const own = postgres ? await openPgDatabase(postgres.url) : db;
    const queue = await startPgBossJobQueue(own, SETTINGS);
    const done: number[] = [];
    let release: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      void queue.work<{ n: number }>('stopping', async ([job]) => {
        resolve();
        await new Promise<void>((r) => (release = r));
        done.push(job.data.n);
      });
    });
    await queue.send('stopping', { n: 1 });
    await started;
    await queue.send('stopping', { n: 2 });
    const stopped = queue.stop();
    release();
    await stopped;
    if (own !== db) await own.close();
    expect(done).toEqual([1]);
    const rows = await jobRows('stopping');
    expect(rows.map((row) => row.state).sort()).toEqual(['completed', 'created']);
  });
});
