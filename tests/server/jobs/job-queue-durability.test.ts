import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openPgDatabase } from '../../../server/db/pg-database';
import { openPgliteDatabase } from '../../../server/db/pglite-database';
import type { Database } from '../../../server/kernel/database.port';
import { startLineChild } from '../../support/line-child';
import { seedPgliteDataDir } from '../../support/pglite-template';
import { startPostgres } from '../helpers/postgres';
import { DATABASES } from '../helpers/test-server';

const CHILD = fileURLToPath(new URL('../../support/job-queue-child.ts', import.meta.url));
const ORDERS = 200;
/** The child sends 200 orders; it is killed after this many were acknowledged. */
const KILL_AFTER = 150;

describe.each(DATABASES)('durable job queue across kill -9 (%s)', (kind) => {
  it('every job acknowledged with its order is delivered once after the sender is killed with SIGKILL and a new process starts on the same data', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'travelogue-jobs-'));
    const postgres = kind === 'postgres' ? await startPostgres() : null;
    if (!postgres) seedPgliteDataDir(folder);
    const target = postgres ? postgres.url : `pglite:${path.join(folder, 'pglite')}`;
    try {
      // 1. Orders are acknowledged one by one while a slow worker delivers; kill -9 lands in the middle.
      const sender = startLineChild(CHILD, { JOBS_DATABASE: target, JOBS_MODE: 'send', JOBS_COUNT: String(ORDERS) });
      const acked = await sender.waitFor((line) => line === `acked ${KILL_AFTER}`, 60_000);
      sender.process.kill('SIGKILL');
      await sender.exited;
      const ackedOrders = acked.filter((line) => line.startsWith('acked ')).map((line) => Number(line.slice(6)));

      // 2. A job that was running when its process died is retried once its expiry (2 s) has passed.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const restarted = startLineChild(CHILD, { JOBS_DATABASE: target, JOBS_MODE: 'work' });
      const lines = await restarted.waitFor((line) => line === 'done', 60_000);
      expect(await restarted.exited).toBe(0);
      const missingAtRestart = Number(lines.find((line) => line.startsWith('missing '))?.slice(8));
      expect(missingAtRestart, 'the kill came before some acknowledged jobs ran').toBeGreaterThan(0);

      const db: Database = postgres
        ? await openPgDatabase(postgres.url)
        : await openPgliteDatabase(path.join(folder, 'pglite'));
      try {
        const orders = (await db.query<{ order_id: number }>('SELECT order_id FROM job_orders ORDER BY 1')).map(
          (row) => row.order_id,
        );
        const delivered = (await db.query<{ order_id: number }>('SELECT order_id FROM job_deliveries ORDER BY 1')).map(
          (row) => row.order_id,
        );
        const [attempts] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM job_attempts');
        const states = await db.query<{ state: string; n: number }>(
          `SELECT state::text AS state, count(*)::int AS n FROM pgboss.job WHERE name = 'durable-orders' GROUP BY 1`,
        );
        // Everything acknowledged to the actor exists, and each order is delivered exactly once.
        expect(orders).toEqual(expect.arrayContaining(ackedOrders));
        expect(delivered).toEqual(orders);
        // One job per order, none lost and none failed; at least once underneath (a killed run is run again).
        expect(states).toEqual([{ state: 'completed', n: orders.length }]);
        expect(attempts.n).toBeGreaterThanOrEqual(orders.length);
      } finally {
        await db.close();
      }
    } finally {
      await postgres?.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 150_000);
});
