/**
 * The one persistence seam of the server: plain SQL with positional parameters ($1, $2, ...), Postgres
 * semantics. PGlite (embedded default) and pg (DATABASE_URL) implement it with the same SQL.
 */
export interface Queryable {
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * Inside a transaction: `run` once it committed (never on a rollback), e.g. waking the workers of a job sent in
   * it, who would find nothing before. Absent outside a transaction and on wrappers that do not carry it.
   */
  afterCommit?(run: () => void): void;
}

export interface Database extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connection pool use, for /metrics; absent on the embedded PGlite (one connection). */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  readonly max: number;
  /** Open connections, idle ones among them, and queries waiting for one. */
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

/** Postgres unique-violation SQLSTATE, raised by both adapters. */
export const UNIQUE_VIOLATION = '23505';

export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
