import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../../scripts/lib/spa-build';
import { freePort, postgresUnavailableReason, startPostgres, type TestPostgres } from '../server/helpers/postgres';

/**
 * The production shape, on this machine: a throwaway PostgreSQL, N `node --import tsx server/main.ts`
 * instances on it, and nginx (Debian's, installed by .ci/run) balancing between them. Used by
 * tests/server/scale-out.test.ts and by `npm run bench` (scripts/bench/scale-out-bench.ts).
 */
/** Why the cluster cannot run here (no PostgreSQL, no nginx), or null when it can. */
export function clusterUnavailableReason(): string | null {
  const nginxMissing = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).status !== 0;
  return (
    postgresUnavailableReason() ??
    (nginxMissing ? 'nginx not installed (Debian package nginx-light; .ci/run installs it)' : null)
  );
}

export interface ServerInstance {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  readonly child: ChildProcess;
  output: string;
}

export interface NginxProxy {
  readonly port: number;
  readonly url: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

export interface Cluster {
  /** The temp folder holding the instances' DATA_DIR and nginx's files; deleted by `stop`. */
  readonly dir: string;
  /** Every instance's DATA_DIR (local storage of pictures). */
  readonly dataDir: string;
  readonly postgres: TestPostgres;
  readonly instances: readonly ServerInstance[];
  /** nginx balancing between all instances; every instance's PUBLIC_URL is its URL. */
  readonly nginx: NginxProxy;
  /** Another nginx in front of the given instances only (stopped by `stop` too). */
  startNginx(upstreams: readonly ServerInstance[]): Promise<NginxProxy>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  readonly instances: number;
  /** Added to (and overriding) every instance's environment, e.g. FIREBASE_AUTH_EMULATOR_HOST, STATIC_DIR, limits. */
  readonly env?: Readonly<Record<string, string>>;
  readonly startTimeoutMs?: number;
}

export async function waitFor(url: string, child: ChildProcess, log: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited ${child.exitCode}: ${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} not up within ${timeoutMs} ms: ${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const stopChild = (child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> =>
  new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });

async function startInstance(
  name: string,
  dir: string,
  databaseUrl: string,
  publicUrl: string,
  env: Readonly<Record<string, string>>,
): Promise<ServerInstance> {
  const port = await freePort();
  // node itself (tsx as its loader), not the tsx launcher: `kill -9` must reach the server's own process.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(dir, 'data'),
      STATIC_DIR: path.join(dir, 'no-spa'),
      PUBLIC_URL: publicUrl,
      FIREBASE_PROJECT_ID: 'demo-travelogue',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // nginx (and the clients it forwards for: all on loopback) may set X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
      ...env,
    },
  });
  const instance: ServerInstance = { name, port, url: `http://127.0.0.1:${port}`, child, output: '' };
  child.stdout?.on('data', (chunk: Buffer) => (instance.output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (instance.output += chunk.toString()));
  return instance;
}

async function startNginxIn(dir: string, port: number, upstreams: readonly ServerInstance[]): Promise<NginxProxy> {
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub), { recursive: true });
  writeFileSync(
    conf,
    `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream travelogue {
${upstreams.map((u) => `    server 127.0.0.1:${u.port} max_fails=1 fail_timeout=30s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    # nginx closes a client connection after 1000 requests by default; under the bench's load a request sent as
    # it closes is a socket error at the client. A browser never comes near it; the load generator does.
    keepalive_requests 1000000;
    location / {
      proxy_pass http://travelogue;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
      proxy_connect_timeout 1s;
      proxy_next_upstream error timeout http_502;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  let log = '';
  const child = spawn('nginx', ['-p', dir, '-e', path.join(dir, 'nginx-error.log'), '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const proxy: NginxProxy = { port, url, child, stop: () => stopChild(child, 'SIGQUIT') };
  try {
    await waitFor(
      `${url}/healthz`,
      child,
      () => {
        try {
          return log + readFileSync(path.join(dir, 'nginx-error.log'), 'utf8');
        } catch {
          return log;
        }
      },
      10_000,
    );
  } catch (error) {
    await proxy.stop();
    throw error;
  }
  return proxy;
}

/**
 * PostgreSQL, `instances` servers started together on the empty database (the migrations' advisory lock lets
 * exactly one migrate), each answering /healthz, then nginx in front of all of them. On failure everything
 * started is stopped again.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'travelogue-scale-'));
  mkdirSync(path.join(dir, 'data'));
  let postgres: TestPostgres | undefined;
  let instances: ServerInstance[] = [];
  const proxies: NginxProxy[] = [];
  const stop = async () => {
    for (const proxy of proxies.splice(0)) await proxy.stop();
    await Promise.all(instances.map((i) => stopChild(i.child)));
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    postgres = await startPostgres();
    const nginxPort = await freePort();
    const publicUrl = `http://127.0.0.1:${nginxPort}`;
    const names = Array.from({ length: options.instances }, (_, i) => String.fromCharCode(97 + i));
    instances = await Promise.all(
      names.map((name) => startInstance(name, dir, postgres!.url, publicUrl, options.env ?? {})),
    );
    await Promise.all(
      instances.map((i) => waitFor(`${i.url}/healthz`, i.child, () => i.output, options.startTimeoutMs ?? 40_000)),
    );
    let extra = 0;
    const startNginx = async (upstreams: readonly ServerInstance[], port?: number) => {
      const proxy = await startNginxIn(path.join(dir, `nginx-${extra++}`), port ?? (await freePort()), upstreams);
      proxies.push(proxy);
      return proxy;
    };
    const nginx = await startNginx(instances, nginxPort);
    return {
      dir,
      dataDir: path.join(dir, 'data'),
      postgres,
      instances,
      nginx,
      startNginx: (upstreams) => startNginx(upstreams),
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
