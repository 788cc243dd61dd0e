import { describe, expect, it } from 'vitest';
import { findPostgresBin, requirePostgresUnderCi } from '../helpers/postgres';

/**
 * The server suite runs on PGlite and on PostgreSQL (architecture "Tests": a real Postgres where one is
 * available); these pin how the PostgreSQL binaries are found and that CI never skips them quietly.
 */
describe('finding the PostgreSQL server binaries', () => {
  const installed =
    (...bins: string[]) =>
    (bin: string) =>
      bins.includes(bin);

  it('takes the newest major Debian installed under /usr/lib/postgresql (15 on bookworm, 17 on trixie)', () => {
    expect(findPostgresBin({}, () => ['15'], installed('/usr/lib/postgresql/15/bin'))).toBe(
      '/usr/lib/postgresql/15/bin',
    );
    expect(
      findPostgresBin(
        {},
        () => ['9.6', '17', '15'],
        installed('/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/9.6/bin'),
      ),
    ).toBe('/usr/lib/postgresql/17/bin');
  });

  it('skips a folder left without its server (client-only package) and anything that is no version', () => {
    expect(findPostgresBin({}, () => ['17', '15', 'common'], installed('/usr/lib/postgresql/15/bin'))).toBe(
      '/usr/lib/postgresql/15/bin',
    );
    expect(findPostgresBin({}, () => [], installed())).toBeNull();
  });

  it('POSTGRES_BIN names another folder, used only when it holds initdb', () => {
    expect(findPostgresBin({ POSTGRES_BIN: '/opt/pg/bin' }, () => ['15'], installed('/opt/pg/bin'))).toBe(
      '/opt/pg/bin',
    );
    expect(
      findPostgresBin({ POSTGRES_BIN: '/nope' }, () => ['15'], installed('/usr/lib/postgresql/15/bin')),
    ).toBeNull();
  });
});

describe('PostgreSQL under CI', () => {
  it('CI=true without PostgreSQL fails the run, naming why; locally (or with it) nothing is thrown', () => {
    expect(() => requirePostgresUnderCi('no initdb', { CI: 'true' })).toThrow(
      'PostgreSQL is required under CI=true, but no initdb.',
    );
    expect(() => requirePostgresUnderCi('no initdb', {})).not.toThrow();
    expect(() => requirePostgresUnderCi(null, { CI: 'true' })).not.toThrow();
  });
});
