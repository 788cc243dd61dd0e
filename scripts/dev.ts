/**
 * `npm run dev`: Vite with hot reload on :5173 proxying /api, /private/api and /public/api to the
 * API server, which runs with the emulator exactly as in `npm start` (the SPA build is skipped).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { localViteEnv, root } from './lib/spa-build';

const port = process.env.PORT ?? '8080';
const authPort = process.env.FIREBASE_AUTH_PORT ?? '9099';
const stack = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/start.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: port, SKIP_SPA_BUILD: '1' },
});
const vite = spawn(path.join(root, 'node_modules', '.bin', 'vite'), [], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...localViteEnv(`http://127.0.0.1:${authPort}`), API_URL: `http://127.0.0.1:${port}` },
});
const stop = () => {
  vite.kill('SIGTERM');
  stack.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.once('exit', stop);
stack.once('exit', (code) => {
  vite.kill('SIGTERM');
  process.exit(code ?? 0);
});
