import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from '../kernel/database.port';
import { runAfterCommit } from './pg-database';

/** Embedded Postgres (WASM) persisted to a folder; `null` keeps it in memory. */
export async function openPgliteDatabase(dataDir: string | null): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const wrap = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, params as unknown[]);
      return result.rows;
    },
  });
  return {
    ...wrap(pg),
    async transaction(fn) {
      const committed: (() => void)[] = [];
      const result = await pg.transaction((tx) => fn({ ...wrap(tx), afterCommit: (run) => void committed.push(run) }));
      runAfterCommit(committed);
      return result;
    },
    close: () => pg.close(),
  };
}
