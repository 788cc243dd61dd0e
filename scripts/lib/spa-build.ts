import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRECOMPRESS_VERSION, precompressDir } from './precompress';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const INPUTS = [
  'src',
  'index.html',
  'reader.html',
  'vite.config.ts',
  'vite.reader.config.ts',
  'package-lock.json',
  'public',
];

function newestInput(): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const input of INPUTS) visit(path.join(root, input));
  return newest;
}

/**
 * Builds the SPA with Vite unless dist/ already holds a build of the same sources and the same
 * VITE_* settings (a second `npm start` should not wait for a rebuild it does not need), then writes the
 * .br/.gz siblings the server sends instead of the raw assets (readers get ~87 KB, not 272 KB).
 */
export function ensureSpaBuilt(viteEnv: Record<string, string>, outDir = path.join(root, 'dist')): void {
  const stampFile = path.join(outDir, '.build-stamp');
  const stamp = crypto
    .createHash('sha256')
    .update(JSON.stringify({ viteEnv, newest: newestInput(), precompress: PRECOMPRESS_VERSION }))
    .digest('hex');
  const ssrDir = `${outDir}-ssr`;
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp && fs.existsSync(ssrDir)) return;
  console.log('Building the web app (vite build)…');
  // Build beside the target and swap it in, so a server (or another run) reading outDir never sees half a build.
  const staging = `${outDir}.staging-${process.pid}`;
  const ssrStaging = `${ssrDir}.staging-${process.pid}`;
  // Two builds into one folder: the SPA, then the reader of the public pages (vite.reader.config.ts), both on Preact;
  // and the reader built for Node beside it, which the server renders the reading pages with.
  const builds = [
    ['build', '--outDir', staging, '--emptyOutDir', '--logLevel', 'warn'],
    ['build', '--config', 'vite.reader.config.ts', '--outDir', staging, '--logLevel', 'warn'],
    [
      'build',
      '--config',
      'vite.reader.config.ts',
      '--ssr',
      'src/ui/reader/reader-ssr.tsx',
      '--outDir',
      ssrStaging,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
  ];
  for (const args of builds) {
    const result = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), args, {
      cwd: root,
      // A test runner's NODE_ENV=test would give a development React build; this is the production build.
      // (the reader config imports vite.config.ts without an extension, which Vite's future native loader will not take)
      env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...viteEnv },
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      fs.rmSync(staging, { recursive: true, force: true });
      fs.rmSync(ssrStaging, { recursive: true, force: true });
      throw new Error('vite build failed');
    }
  }
  // Compressed inside the staging folder, before the stamp: a swapped-in build always has its .br/.gz.
  try {
    precompressDir(staging);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  fs.writeFileSync(path.join(staging, '.build-stamp'), stamp);
  fs.rmSync(ssrDir, { recursive: true, force: true });
  fs.renameSync(ssrStaging, ssrDir);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.renameSync(staging, outDir);
}

/** The VITE_* settings of the embedded stack: identity from the local emulator, remote config from bundled defaults. */
export function localViteEnv(emulatorUrl: string): Record<string, string> {
  return {
    VITE_FIREBASE_API_KEY: process.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
    VITE_FIREBASE_PROJECT_ID: process.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-travelogue',
    VITE_FIREBASE_AUTH_DOMAIN: process.env.VITE_FIREBASE_AUTH_DOMAIN ?? 'localhost',
    VITE_FIREBASE_AUTH_EMULATOR_URL: emulatorUrl,
    VITE_REMOTE_CONFIG: process.env.VITE_REMOTE_CONFIG ?? 'local',
    ...(process.env.VITE_LINE_CLIENT_ID ? { VITE_LINE_CLIENT_ID: process.env.VITE_LINE_CLIENT_ID } : {}),
  };
}
