import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForHttp } from '../../scripts/lib/ports';
import { ensureSpaBuilt, localViteEnv, root } from '../../scripts/lib/spa-build';
import { registerServerLog } from './failure-log';
import { seedPgliteDataDir } from './pglite-template';

export interface RunningStack {
  /** Origin of the SPA and the API, e.g. http://localhost:43125 */
  readonly url: string;
  readonly emulatorHost: string;
  readonly dataDir: string;
  stop(): Promise<void>;
}

/**
 * The app's store pages the end-to-end stack is built with (`VITE_REMOTE_CONFIG_VALUES`, remote config
 * `app_store_links`), as a deployment whose app is in the stores would be: /download-app shows them.
 */
export const E2E_STORE_LINKS = {
  app_store: 'https://apps.apple.com/app/travelogue/id6400000001',
  google_play: 'https://play.google.com/store/apps/details?id=app.travelogue',
} as const;

/**
 * The whole local stack as `npm start` runs it (built SPA + API server on PGlite + the run's
 * emulator), on free ports and a throwaway data folder, for end-to-end tests.
 */
export async function startStack(
  env: Record<string, string> = {},
  options: { viteEnv?: Record<string, string> } = {},
): Promise<RunningStack> {
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!emulatorHost)
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set (tests/support/global-setup.ts starts the emulator)');
  // The emulator URL is baked into the build, so each emulator gets its own build folder (two runs at once
  // must not overwrite each other's SPA).
  // Extra VITE_* settings (e.g. a LINE stand-in's URLs) get a build folder of their own.
  const viteEnv = {
    ...localViteEnv(`http://${emulatorHost}`),
    VITE_REMOTE_CONFIG_VALUES: JSON.stringify({ app_store_links: JSON.stringify(E2E_STORE_LINKS) }),
    ...options.viteEnv,
  };
  const extra = options.viteEnv
    ? `-${crypto.createHash('sha256').update(JSON.stringify(options.viteEnv)).digest('hex').slice(0, 10)}`
    : '';
  const distDir = path.join(root, '.tmp', `dist-e2e-${emulatorHost.replace(/[^0-9a-z]+/gi, '-')}${extra}`);
  ensureSpaBuilt(viteEnv, distDir);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'travelogue-e2e-'));
  if (!env.DATABASE_URL) seedPgliteDataDir(dataDir);
  let output = '';
  const child: ChildProcess = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: distDir,
      PUBLIC_URL: `http://localhost:${port}`,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      SEED_DEMO: 'false',
      ...env,
    },
  });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const url = `http://localhost:${port}`;
  const unregister = registerServerLog(url, () => output);
  try {
    await Promise.race([
      waitForHttp(`${url}/api/docs/openapi.json`, 180_000),
      new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)))),
    ]);
  } catch (error) {
    unregister();
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    emulatorHost,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          unregister();
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
