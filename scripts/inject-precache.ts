import path from 'node:path';
import { root } from './lib/spa-build';
import { injectPrecacheManifest } from './lib/service-worker-build';

/** `npm run build`'s step after the service worker's Vite build: its precache list (scripts/lib/service-worker-build.ts). */
const dir = path.resolve(root, process.argv[2] ?? 'dist');
const entries = injectPrecacheManifest(dir);
console.log(`Service worker: ${entries.length} files precached (${path.relative(root, dir) || '.'}/sw.js)`);
