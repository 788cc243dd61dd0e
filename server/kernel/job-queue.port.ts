import type { Queryable } from './database.port';

/**
 * Background work that must survive the process: a durable job queue kept in the database itself
 * (db/pg-boss-job-queue.ts, pg-boss 10), the same on PGlite and on PostgreSQL. A job is a row; every instance
 * on one PostgreSQL works the same queues and each job is taken by one worker at a time (FOR UPDATE SKIP LOCKED).
 *
 * Durable send: pass the caller's transaction (`tx`) and the job exists if and only if the business write
 * committed. Whatever was acknowledged to the user is therefore done later, after a crash or kill -9 too.
 *
 * Delivery is at least once: a handler that dies after its effect but before the job is marked done runs
 * again (after a restart, or once the job's expiry passes). A handler makes its effect exactly once by keying
 * it: it writes a row with a unique key (the job's id or the business key, `INSERT … ON CONFLICT DO NOTHING`)
 * in the same transaction as the effect, or checks a deterministic key before making a file (the image
 * variants: `media-variants/<image>/<width>.<format>` is made only when absent).
 *
 * Inside `db.transaction` always send with `tx`: PGlite has one connection, and a send outside the open
 * transaction would wait for it to end.
 */
export interface JobQueue {
  /**
   * Makes sure the queue exists (idempotent; `work` does it too). A queue must exist before anything is sent into
   * it within a transaction: create every queue at start, outside any transaction.
   */
  createQueue(name: string): Promise<void>;
  /**
   * Stores one job. Answers its id, or null when a job with the same `singletonKey` is still kept in the queue
   * (sent before and not yet archived: the second send is dropped, so a retried request enqueues once).
   */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * Stores many jobs in a few statements (fan-out to many recipients): all in the caller's transaction when `tx`
   * is given. Jobs whose `singletonKey` is already queued are dropped.
   */
  sendMany<T extends object>(name: string, jobs: readonly JobToSend<T>[], options?: { tx?: Queryable }): Promise<void>;
  /**
   * Works the queue in this process: `handler` gets up to `batchSize` jobs at a time (default 1), `concurrency`
   * batches at once (default 1). A handler that resolves completes its jobs; one that throws (or outlives the
   * jobs' expiry) fails them, and each is retried with backoff until its retry limit, then kept as failed.
   */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /**
   * Resolves when this process has nothing left to do on the queues it works (`names`, default all): no job due
   * (retries waiting for their time are not due) and no handler running. Tests, the seed, scripts.
   */
  idle(names?: readonly string[]): Promise<void>;
  /**
   * Stops taking jobs, waits for the running handlers (up to `timeoutMs`, default 10 s) and stops every timer.
   * Jobs not started stay in the database for the next start or another instance.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

export interface SendOptions {
  /** The caller's transaction: the job is stored with (and only with) its business write. */
  readonly tx?: Queryable;
  /** Idempotency key of the send within the queue (see `send`). */
  readonly singletonKey?: string;
  /** Not before this many milliseconds from now. */
  readonly startAfterMs?: number;
}

export interface JobToSend<T> {
  readonly data: T;
  readonly singletonKey?: string;
  readonly startAfterMs?: number;
}

export interface Job<T> {
  readonly id: string;
  readonly name: string;
  readonly data: T;
}

export type JobHandler<T> = (jobs: readonly Job<T>[]) => Promise<void>;

export interface WorkOptions {
  readonly batchSize?: number;
  readonly concurrency?: number;
}
