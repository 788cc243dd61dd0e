import pg from 'pg';
import type { Database, Queryable } from '../kernel/database.port';

/** Runs what a transaction asked to run once committed; one failing hook does not keep the others from running. */
export function runAfterCommit(hooks: readonly (() => void)[]): void {
  for (const run of hooks) {
    try {
      run();
    } catch (error) {
      console.warn(`[database] after-commit hook failed: ${(error as Error).message}`);
    }
  }
}

/** PostgreSQL through a pg pool (DATABASE_URL). Timestamps come back as Date, like PGlite's. */
export async function openPgDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the database drops (restart, shutdown) is already out of the pool; unheard, the
  // pool's 'error' event would crash the process. The next query simply opens a new connection, but an
  // operator should still see that the database went away.
  pool.on('error', (error) => console.warn(`[database] idle connection lost: ${error.message}`));
  const client = await pool.connect();
  client.release();
  const wrap = (target: Pick<pg.Pool, 'query'> | pg.PoolClient): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, params as unknown[]);
      return result.rows as T[];
    },
  });
  return {
    ...wrap(pool),
    async transaction(fn) {
      const tx = await pool.connect();
      const committed: (() => void)[] = [];
      try {
        await tx.query('BEGIN');
        const result = await fn({ ...wrap(tx), afterCommit: (run) => void committed.push(run) });
        await tx.query('COMMIT');
        runAfterCommit(committed);
        return result;
      } catch (error) {
        await tx.query('ROLLBACK');
        throw error;
      } finally {
        tx.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ max: 10, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
