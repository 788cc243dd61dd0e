import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openPgDatabase } from '../../../server/db/pg-database';
import { openPgliteDatabase } from '../../../server/db/pglite-database';
import type { Database } from '../../../server/kernel/database.port';
import { NOTIFICATIONS_QUEUE } from '../../../server/notifications/notifications.jobs';
import { startLineChild, type LineChild } from '../../support/line-child';
import { seedPgliteDataDir } from '../../support/pglite-template';
import { startPostgres } from '../helpers/postgres';
import { DATABASES } from '../helpers/test-server';

const CHILD = fileURLToPath(new URL('../../support/fan-out-child.ts', import.meta.url));
/** Must match tests/support/fan-out-child.ts (not imported: importing it would run it). */
const AUTHOR = 'fanout-author';
const CONTENT = 'fanout-content';
const FOLLOWERS = 1000;
/** Followers per statement: twenty statements for the thousand, so a kill finds some made and some not. */
const CHUNK = 50;
/** The worker is killed once this many notifications exist… */
const KILL_AT = 300;
/** …and stops making more from this many on, so however late the kill lands, it lands mid fan-out. */
const HOLD_AT = 600;
/** Per step of the test: generous on a busy 2-core machine, and each step ends as soon as it gets there. */
const STEP_MS = 40_000;

const madeAtLeast = (n: number) => (line: string) => line.startsWith('made ') && Number(line.slice(5)) >= n;
const valueOf = (lines: string[], prefix: string) =>
  lines.find((line) => line.startsWith(prefix))?.slice(prefix.length);

/**
 * A publish tells each of the author's followers once (spec: notifications, a new content of a followed creator)
 * even when the process fanning it out is killed with SIGKILL half-way: the job survives the kill, a new process
 * resumes it, and the rows keyed per recipient make neither a loss nor a double.
 */
describe.each(DATABASES)('new_content fan-out across kill -9 (%s)', (kind) => {
  it('a worker killed with SIGKILL mid fan-out to 1,000 followers: a new worker finishes it, one notification per follower, none lost, none twice', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'travelogue-fanout-'));
    const postgres = kind === 'postgres' ? await startPostgres() : null;
    if (!postgres) seedPgliteDataDir(folder);
    const target = postgres ? postgres.url : `pglite:${path.join(folder, 'pglite')}`;
    const children: LineChild[] = [];
    try {
      // 1. The author publishes; the worker fans out 50 followers per statement, slowly, and is killed mid-way.
      const publisher = startLineChild(CHILD, {
        FANOUT_DATABASE: target,
        FANOUT_MODE: 'publish',
        FANOUT_FOLLOWERS: String(FOLLOWERS),
        FANOUT_CHUNK: String(CHUNK),
        FANOUT_PAUSE_MS: '100',
        FANOUT_HOLD_AT: String(HOLD_AT),
      });
      children.push(publisher);
      await publisher.waitFor(madeAtLeast(KILL_AT), STEP_MS);
      publisher.process.kill('SIGKILL');
      expect(await publisher.exited).toBeNull();
      expect(publisher.lines).toContain('published');

      // 2. A new worker on the same data: the killed job is put back once its expiry has passed and runs again.
      const resumer = startLineChild(CHILD, {
        FANOUT_DATABASE: target,
        FANOUT_MODE: 'resume',
        FANOUT_CHUNK: String(CHUNK),
      });
      children.push(resumer);
      const lines = await resumer.waitFor((line) => line === 'done', STEP_MS);
      expect(await resumer.exited).toBe(0);
      expect(
        lines.filter((line) => line.startsWith('log ')),
        'no job failed in the new worker',
      ).toEqual([]);
      const rowsAtKill = Number(valueOf(lines, 'rows '));
      expect(rowsAtKill, 'the kill left some followers told').toBeGreaterThanOrEqual(KILL_AT);
      expect(rowsAtKill, 'and some not').toBeLessThan(FOLLOWERS);
      expect(valueOf(lines, 'job '), 'the kill came while the job was running').toBe('active');
      // The rerun pages every follower again; the dedupe key leaves those already told as they were.
      expect(Number(valueOf(lines, 'resumed ')), 'the new worker made exactly the missing ones').toBe(
        FOLLOWERS - rowsAtKill,
      );

      const db: Database = postgres
        ? await openPgDatabase(postgres.url)
        : await openPgliteDatabase(path.join(folder, 'pglite'));
      try {
        const [told] = await db.query<{ rows: number; recipients: number; by_author: number; author_told: number }>(
          `SELECT count(*)::int AS rows, count(DISTINCT recipient_user_id)::int AS recipients,
             count(*) FILTER (WHERE actor_user_id = $2)::int AS by_author,
             count(*) FILTER (WHERE recipient_user_id = $2)::int AS author_told
           FROM notifications WHERE kind = 'new_content' AND content_id = $1`,
          [CONTENT, AUTHOR],
        );
        expect(told).toEqual({ rows: FOLLOWERS, recipients: FOLLOWERS, by_author: FOLLOWERS, author_told: 0 });
        const [untold] = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM follows f WHERE f.creator_user_id = $2 AND NOT EXISTS (
             SELECT 1 FROM notifications n WHERE n.recipient_user_id = f.follower_user_id
               AND n.kind = 'new_content' AND n.content_id = $1)`,
          [CONTENT, AUTHOR],
        );
        expect(untold.n, 'every follower is told').toBe(0);
        // One job for the publish, completed (the killed run and the rerun were the same job).
        const states = await db.query<{ state: string; n: number }>(
          `SELECT state::text AS state, count(*)::int AS n FROM pgboss.job WHERE name = $1 GROUP BY 1`,
          [NOTIFICATIONS_QUEUE],
        );
        expect(states).toEqual([{ state: 'completed', n: 1 }]);
      } finally {
        await db.close();
      }
    } finally {
      for (const child of children) await child.kill();
      await postgres?.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 90_000);
});
