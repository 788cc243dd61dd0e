import type { Database } from '../kernel/database.port';
import { migration0001 } from './migrations/0001-users-and-profiles';
import { migration0002 } from './migrations/0002-auth-events-and-sessions';
import { migration0003 } from './migrations/0003-uploads-and-support';
import { migration0004 } from './migrations/0004-categories-and-interests';
import { migration0005 } from './migrations/0005-contents';
import { migration0006 } from './migrations/0006-version-documents';
import { migration0007 } from './migrations/0007-search';
import { migration0008 } from './migrations/0008-places';
import { migration0009 } from './migrations/0009-roles';
import { migration0010 } from './migrations/0010-polls-and-campaigns';
import { migration0011 } from './migrations/0011-moderation';
import { migration0012 } from './migrations/0012-line-links';
import { migration0013 } from './migrations/0013-rate-counters';
import { migration0014 } from './migrations/0014-keyset-paging';
import { migration0015 } from './migrations/0015-server-secrets';
import { migration0016 } from './migrations/0016-own-words';
import { migration0017 } from './migrations/0017-place-areas';
import { migration0018 } from './migrations/0018-display-name-keys';
import { migration0019 } from './migrations/0019-saved';
import { migration0020 } from './migrations/0020-trip-copies';
import { migration0021 } from './migrations/0021-poll-places';
import { migration0022 } from './migrations/0022-follows';
import { migration0023 } from './migrations/0023-notifications';
import { migration0024 } from './migrations/0024-content-stats';
import { migration0025 } from './migrations/0025-notification-events';
import { migration0026 } from './migrations/0026-notification-mail';
import { migration0027 } from './migrations/0027-notification-preferences';
import { migration0028 } from './migrations/0028-trip-adds';
import { migration0029 } from './migrations/0029-search-place-names';
import { migration0030 } from './migrations/0030-search-translations';

export interface Migration {
  readonly id: number;
  readonly name: string;
  readonly sql: string;
}

/** Every migration in order. Append only: an applied migration is never edited. */
export const migrations: readonly Migration[] = [
  migration0001,
  migration0002,
  migration0003,
  migration0004,
  migration0005,
  migration0006,
  migration0007,
  migration0008,
  migration0009,
  migration0010,
  migration0011,
  migration0012,
  migration0013,
  migration0014,
  migration0015,
  migration0016,
  migration0017,
  migration0018,
  migration0019,
  migration0020,
  migration0021,
  migration0022,
  migration0023,
  migration0024,
  migration0025,
  migration0026,
  migration0027,
  migration0028,
  migration0029,
  migration0030,
];

/** The advisory lock every migrating server takes (one number for this application's schema). */
const MIGRATION_LOCK = 7241001;

/**
 * Applies each pending migration once, in its own transaction together with its bookkeeping row, under an
 * advisory lock so two servers starting on one PostgreSQL do not race.
 */
export async function migrate(db: Database, list: readonly Migration[] = migrations): Promise<number[]> {
  // Under the lock too: CREATE TABLE IF NOT EXISTS is not safe against itself, and two servers starting on a fresh
  // database would otherwise both create the table and one fail (duplicate key in pg_type).
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  });
  const applied: number[] = [];
  for (const migration of list) {
    const done = await db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [migration.id, migration.name]);
      return true;
    });
    if (done) applied.push(migration.id);
  }
  return applied;
}

/**
 * Statements split at semicolons outside `$$ … $$` bodies (a function body keeps its own semicolons); our
 * migrations hold no semicolons inside string literals.
 */
export const splitStatements = (sql: string): string[] =>
  sql
    .split('$$')
    .flatMap((part, i) => (i % 2 === 1 ? [`$$${part}$$`] : part.split(';').map((s, j) => (j === 0 ? s : `;${s}`))))
    .reduce<string[]>(
      (statements, piece) => {
        if (piece.startsWith(';')) statements.push(piece.slice(1));
        else statements[statements.length - 1] = (statements[statements.length - 1] ?? '') + piece;
        return statements;
      },
      [''],
    )
    .map((s) => s.trim())
    .filter(Boolean);
