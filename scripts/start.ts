/**
 * `npm start`: the whole product on this machine — Firebase Auth emulator, API server on PGlite
 * with demo data, and the production build of the SPA served by the same server on one origin.
 * Ctrl-C stops every child; a second start reuses DATA_DIR (database and emulator accounts).
 * Unless SMTP_URL is set, a local mail catcher takes the notification e-mails (SMTP on MAIL_CATCHER_SMTP_PORT,
 * default 1025) and shows them in a web inbox (MAIL_CATCHER_WEB_PORT, default 1080).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startAuthEmulator, type RunningEmulator } from './lib/emulator';
import { startMailCatcher, type MailCatcher } from './lib/mail-catcher';
import { isPortFree, waitForHttp } from './lib/ports';
import { ensureSpaBuilt, localViteEnv, root } from './lib/spa-build';
import { stopStack } from './lib/stop-stack';

const port = Number(process.env.PORT ?? 8080);
const authPort = Number(process.env.FIREBASE_AUTH_PORT ?? 9099);
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025);
const inboxPort = Number(process.env.MAIL_CATCHER_WEB_PORT ?? 1080);
/** An SMTP_URL of one's own: mail goes there, and no catcher is started. */
const ownSmtp = process.env.SMTP_URL?.trim() || null;
const children: ChildProcess[] = [];
let emulator: RunningEmulator | undefined;
let catcher: MailCatcher | undefined;
let stopping = false;

async function main(): Promise<void> {
  for (const [p, what, variable] of [
    [port, 'the web server', 'PORT'],
    [authPort, 'the Firebase Auth emulator', 'FIREBASE_AUTH_PORT'],
    ...(ownSmtp
      ? []
      : ([
          [smtpPort, 'the mail catcher (SMTP)', 'MAIL_CATCHER_SMTP_PORT'],
          [inboxPort, 'the mail catcher (inbox)', 'MAIL_CATCHER_WEB_PORT'],
        ] as const)),
  ] as const) {
    if (!(await isPortFree(p)))
      fail(`Port ${p} (${what}) is already in use; stop what uses it or set ${variable} to another port.`);
  }
  const emulatorUrl = `http://127.0.0.1:${authPort}`;
  if (!process.env.SKIP_SPA_BUILD) ensureSpaBuilt(localViteEnv(emulatorUrl));

  console.log(`Starting the Firebase Auth emulator on ${emulatorUrl} …`);
  emulator = await startAuthEmulator({ port: authPort, dataDir: path.join(dataDir, 'auth-emulator') });
  // Ctrl-C while the emulator was starting: shutdown() ran without it, so stop it here (it is detached).
  if (stopping) return void (await emulator.stop());

  if (!ownSmtp) catcher = await startMailCatcher({ smtpPort, webPort: inboxPort });

  const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(root, 'dist'),
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? 'demo-travelogue',
      GCLOUD_PROJECT: process.env.FIREBASE_PROJECT_ID ?? 'demo-travelogue',
      SEED_DEMO: process.env.SEED_DEMO ?? 'true',
      // Request logs would bury the URL and the demo accounts; LOG_LEVEL=info brings them back.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      SMTP_URL: ownSmtp ?? catcher?.smtpUrl ?? '',
    },
  });
  children.push(server);
  server.once('exit', (code) => {
    if (!stopping) {
      console.error(`The API server stopped (exit code ${code}).`);
      void shutdown(code ?? 1);
    }
  });
  await waitForHttp(`http://127.0.0.1:${port}/api/docs/openapi.json`, 120_000);
  // Save the freshly seeded demo accounts now: a crash or kill -9 later then still finds them next start.
  await emulator
    .exportData()
    .catch((error: unknown) => console.error(`Could not save the emulator accounts: ${(error as Error).message}`));
  console.log(
    `\n  Travelogue is running at http://localhost:${port}\n  API docs: http://localhost:${port}/api/docs\n` +
      (catcher ? `  Caught e-mails: ${catcher.inboxUrl}\n` : `  E-mails go to ${ownSmtp}\n`) +
      '  Press Ctrl-C to stop.\n',
  );
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Travelogue …');
  await stopStack({ children, emulator });
  await catcher?.stop().catch(() => undefined);
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void shutdown(1);
});
