import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, isPortFree, waitForHttp } from './ports';

export const DEMO_PROJECT_ID = 'demo-travelogue';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  readonly host: string;
  readonly url: string;
  /** Writes the accounts to the data folder now (no-op without one); rejects when the emulator cannot. */
  exportData(): Promise<void>;
  /** Exports the accounts (when there is a data folder), then stops the emulator. */
  stop(): Promise<void>;
}

export interface EmulatorOptions {
  /** Auth port; a free one is chosen when omitted. */
  port?: number;
  /** Folder to import users from at start and export them to on stop (keeps accounts across restarts). */
  dataDir?: string;
  quiet?: boolean;
}

/**
 * Starts the Firebase Auth emulator from firebase-tools (offline, demo project, no Java) with a
 * generated config so the hub and logging ports never clash with another running stack.
 */
export async function startAuthEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  // Free ports are picked before the emulator binds them, so another process may take one in between
  // (two test runs at once): try again with fresh ports rather than fail the run.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (attempt >= 3 || !/port taken|already in use/i.test(String(error)) || options.port) throw error;
    }
  }
}

async function startOnce(options: EmulatorOptions): Promise<RunningEmulator> {
  const port = options.port ?? (await freePort());
  if (!(await isPortFree(port))) {
    throw new Error(
      `Port ${port} for the Firebase Auth emulator is already in use; stop the other stack or set FIREBASE_AUTH_PORT`,
    );
  }
  const [hub, logging] = [await freePort(), await freePort()];
  const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'travelogue-emulator-'));
  const configFile = path.join(configDir, 'firebase.json');
  fs.writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const args = ['emulators:start', '--only', 'auth', '--project', DEMO_PROJECT_ID, '--config', configFile];
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    if (fs.existsSync(path.join(options.dataDir, 'firebase-export-metadata.json')))
      args.push('--import', options.dataDir);
    // No --export-on-exit: firebase-tools finds "its" hub through a per-project locator file in the temp folder,
    // which only the first emulator suite of a project writes. With a second one running (the server tests use
    // the same demo project), the export on exit went to the other suite's hub (its accounts in our folder) or
    // failed with "Did not find any running emulators". exportData() asks this emulator's own hub instead.
  }
  const bin = path.join(root, 'node_modules', '.bin', 'firebase');
  const child = spawn(bin, args, {
    cwd: configDir,
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: process.env.CI ?? 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (!options.quiet && /error/i.test(chunk.toString())) process.stderr.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`Firebase Auth emulator exited (${code}):\n${output.slice(-2000)}`))),
  );
  exited.catch(() => undefined);
  const importing = args.includes('--import');
  try {
    await Promise.race([waitForHttp(url, 90_000), exited]);
    // firebase-tools listens first and imports the saved accounts after: until it says it is ready, a sign-in of a
    // saved account is refused (EMAIL_NOT_FOUND), which a loaded machine made visible.
    if (importing) await Promise.race([waitForOutput(() => output, /All emulators ready/, 90_000), exited]);
  } catch (error) {
    await stopChild(child, configDir);
    throw error;
  }
  const dataDir = options.dataDir;
  const exportData = async () => {
    if (dataDir) await exportThroughHub(`http://127.0.0.1:${hub}`, dataDir);
  };
  return {
    host: `127.0.0.1:${port}`,
    url,
    exportData,
    async stop() {
      if (dataDir && child.exitCode === null && child.signalCode === null) {
        await exportData().catch((error: unknown) => {
          console.error(
            `The Firebase Auth emulator accounts were not saved to ${dataDir}: ${(error as Error).message}`,
          );
        });
      }
      await stopChild(child, configDir);
    },
  };
}

/** Resolves once the emulator's output so far matches `pattern`; rejects after `timeoutMs`. */
async function waitForOutput(read: () => string, pattern: RegExp, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(read())) {
    if (Date.now() > deadline)
      throw new Error(`The Firebase Auth emulator did not report ${pattern} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The hub's own export endpoint (what `firebase emulators:export` calls): writes to a temporary folder and
 * swaps it in, so the previous export survives a failure part-way.
 */
async function exportThroughHub(hubUrl: string, dataDir: string): Promise<void> {
  const response = await fetch(`${hubUrl}/_admin/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: path.resolve(dataDir), initiatedBy: 'travelogue', targets: ['auth'] }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`hub export answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
}

function stopChild(child: ChildProcess, configDir: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      fs.rmSync(configDir, { recursive: true, force: true });
      resolve();
    };
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    killGroup(child, 'SIGINT');
  });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid && process.platform !== 'win32') process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    child.kill(signal);
  }
}
