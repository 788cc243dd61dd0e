import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/kernel/database.port';
import { migrate, migrations } from '../../../server/db/migrate';
import { openPgDatabase } from '../../../server/db/pg-database';
import { openPgliteDatabase } from '../../../server/db/pglite-database';
import { userRepository } from '../../../server/users/user.repository';
import { startPostgres, type TestPostgres } from '../helpers/postgres';
import { DATABASES } from '../helpers/test-server';

describe.each(DATABASES)('persistence on %s (same SQL, same migrations)', (kind) => {
  let db: Database;
  let postgres: TestPostgres | null = null;
  beforeAll(async () => {
    if (kind === 'postgres') {
      postgres = await startPostgres();
      db = await openPgDatabase(postgres.url);
    } else {
      db = await openPgliteDatabase(null);
    }
  });
  afterAll(async () => {
    await db?.close();
    await postgres?.stop();
  });

  it('applies each migration once and records it', async () => {
    expect(await migrate(db)).toEqual(migrations.map((m) => m.id));
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual(migrations.map((m) => m.id));
  });

  it.runIf(kind === 'postgres')(
    'servers starting together on a fresh database migrate it once, none fails (schema_migrations made under the lock)',
    async () => {
      for (let round = 0; round < 6; round += 1) {
        const name = `migrate_race_${round}`;
        await db.query(`CREATE DATABASE ${name}`);
        const servers = await Promise.all(
          [0, 1, 2, 3].map(() => openPgDatabase(postgres!.url.replace(/\/postgres$/, `/${name}`))),
        );
        try {
          const applied = await Promise.all(servers.map((server) => migrate(server)));
          expect(applied.flat().sort((a, b) => a - b)).toEqual(migrations.map((m) => m.id));
        } finally {
          await Promise.all(servers.map((server) => server.close()));
        }
      }
    },
    120_000,
  );

  it('a failing migration leaves nothing behind (its own transaction)', async () => {
    const broken = {
      id: 999,
      name: 'broken',
      sql: 'CREATE TABLE half_done (id int); SELECT no_such_column FROM half_done',
    };
    await expect(migrate(db, [broken])).rejects.toThrow();
    expect(await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'")).toEqual([]);
    expect(await db.query('SELECT 1 FROM schema_migrations WHERE id = 999')).toEqual([]);
  });

  it('a transaction that throws writes no row (never a half-written row)', async () => {
    const now = new Date();
    await expect(
      db.transaction(async (tx) => {
        await userRepository.insertIfAbsent(
          tx,
          { user_id: 'u-rollback', firebase_uid: 'fb-rollback', email: null },
          now,
        );
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await userRepository.findById(db, 'u-rollback')).toBeNull();
  });

  it('names are unique case-insensitively at the database too (spec §5)', async () => {
    const now = new Date();
    for (const id of ['a', 'b']) {
      await userRepository.insertIfAbsent(db, { user_id: `u-${id}`, firebase_uid: `fb-${id}`, email: null }, now);
    }
    await userRepository.insertProfile(db, 'u-a', { username: 'Somchai' }, now);
    await expect(userRepository.insertProfile(db, 'u-b', { username: 'somchai' }, now)).rejects.toMatchObject({
      code: '23505',
    });
  });
});
