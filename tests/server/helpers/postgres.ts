import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';

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
  if (!existsSync(path.join(BIN, 'initdb'))) return `${BIN}/initdb not found`;
  if (process.getuid?.() === 0 && !postgresUid()) return 'running as root and no postgres user to run initdb';
  return null;
}

/** A throwaway cluster in a temp folder on a free port (trust auth on 127.0.0.1 only); `stop` deletes it. */
export async function startPostgres(): Promise<TestPostgres> {
  const reason = postgresUnavailableReason();
  if (reason) throw new Error(`PostgreSQL unavailable: ${reason}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'travelogue-pg-'));
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? postgresUid() : null;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const run = (bin: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(BIN, bin);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(BIN, bin), ...args] : args;
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
