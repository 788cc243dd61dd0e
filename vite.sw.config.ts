import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The service worker (src/infrastructure/service-worker/service-worker.ts), the third build of `npm run build`,
 * after the SPA and the reader and into the same dist/: one classic script, dist/sw.js, served at the origin's
 * root so its scope is the whole app. scripts/lib/service-worker-build.ts then writes the precache list into it.
 */
export default defineConfig({
  publicDir: false,
  // Workbox logs its development diagnostics unless this reads "production".
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    minify: true,
    lib: {
      entry: fileURLToPath(new URL('./src/infrastructure/service-worker/service-worker.ts', import.meta.url)),
      formats: ['iife'],
      name: 'travelogueServiceWorker',
      fileName: () => 'sw.js',
    },
  },
});
