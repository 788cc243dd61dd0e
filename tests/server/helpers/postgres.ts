import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/**
 * The server binaries' folder of the newest PostgreSQL Debian installed (`/usr/lib/postgresql/<major>/bin`, 15 on
 * bookworm, 17 on trixie), or null. `POSTGRES_BIN` names another folder (a hand-built or Homebrew PostgreSQL).
 */
export function findPostgresBin(
  env: Readonly<Record<string, string | undefined>> = process.env,
  majors: () => string[] = () => (existsSync(DEBIAN_ROOT) ? readdirSync(DEBIAN_ROOT) : []),
  hasInitdb: (bin: string) => boolean = (bin) => existsSync(path.join(bin, 'initdb')),
): string | null {
  if (env.POSTGRES_BIN) return hasInitdb(env.POSTGRES_BIN) ? env.POSTGRES_BIN : null;
  const newestFirst = majors()
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const major of newestFirst) {
    const bin = path.join(DEBIAN_ROOT, major, 'bin');
    if (hasInitdb(bin)) return bin;
  }
  return null;
}

const BIN = findPostgresBin();

export interface TestPostgres {
  readonly url: string;
  stop(): Promise<void>;
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

const postgresUid = (): { uid: number; gid: number } | null => {
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  return id.status === 0 ? { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) } : null;
};

/**
 * Why PostgreSQL is not available here, or null when it is: the binaries must exist, and as root a
 * `postgres` user must exist to run them (initdb refuses root).
 */
export function postgresUnavailableReason(): string | null {
  if (!BIN) return `no initdb in ${process.env.POSTGRES_BIN || `${DEBIAN_ROOT}/*/bin`} (Debian's postgresql package)`;
  if (process.getuid?.() === 0 && !postgresUid()) return 'running as root and no postgres user to run initdb';
  return null;
}

/** A throwaway cluster in a temp folder on a free port (trust auth on 127.0.0.1 only); `stop` deletes it. */
/**
 * Under CI (`CI=true`) PostgreSQL is required: a machine without it fails the run, saying why, instead of quietly
 * testing half the server suite. Locally the PostgreSQL runs are skipped with a note.
 */
export function requirePostgresUnderCi(
  reason: string | null,
  env: Readonly<Record<string, string | undefined>> = process.env,
): void {
  if (reason && env.CI === 'true')
    throw new Error(
      `PostgreSQL is required under CI=true, but ${reason}. .ci/run installs it (apt-get install postgresql).`,
    );
}

export async function startPostgres(): Promise<TestPostgres> {
  const reason = postgresUnavailableReason();
  if (reason || !BIN) throw new Error(`PostgreSQL unavailable: ${reason}`);
  const bin = BIN;
  const dir = mkdtempSync(path.join(tmpdir(), 'travelogue-pg-'));
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? postgresUid() : null;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const run = (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, program);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args;
    execFileSync(command, argv, { stdio: 'pipe' });
  };
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
