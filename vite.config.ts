import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;

/** The public reading pages (spec §2) answered by the lean reader entry instead of the main SPA (issue 4). */
const READER_PATH =
  /^\/(?:(contents|trips|profiles|map\/location|polls)\/[^/?#]+|campaigns\/[^/?#]+\/detail|map)\/?(?:[?#]|$)/;

/**
 * In `npm run dev` the Vite server answers reader paths with reader.html, as the API server does in
 * production (server/http/reader-page.ts, which also embeds Open Graph meta and the page's data).
 */
function readerEntryInDev(): Plugin {
  return {
    name: 'travelogue-reader-entry',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const accepts = String(req.headers.accept ?? '');
        if (req.method === 'GET' && req.url && READER_PATH.test(req.url) && accepts.includes('text/html')) {
          const query = req.url.indexOf('?');
          req.url = `/reader.html${query >= 0 ? req.url.slice(query) : ''}`;
        }
        next();
      });
    },
  };
}

/**
 * React's API served by Preact's compat layer in the built bundles: React DOM with its scheduler is about 68 KB
 * gzip, Preact with compat about 10 KB. The SPA and the reader use only React's core API (function components,
 * hooks, lazy, Suspense, createRoot, useId, useSyncExternalStore for MobX); react-router's optional React 19 calls
 * (`use`, `useOptimistic`) are feature-tested and absent here. `npm run dev` and the Testing Library tests run on
 * React itself, so both runtimes run the same components; the e2e tests run the build. One known difference,
 * written into the components concerned: Preact runs passive effects (useEffect) a frame after the render, so an
 * effect that writes a prop back into the DOM under the user's caret is a layout effect.
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** Preact only when building (`vite build`); the dev server keeps React and its fast refresh. */
const building = process.argv.includes('build');

export default defineConfig({
  plugins: [react(), readerEntryInDev()],
  ...(building ? { resolve: { alias: PREACT_ALIASES } } : {}),
  build: {
    outDir: 'dist',
    // No source maps in the build: served beside the bundles they would hand anyone the SPA's original sources
    // (the server refuses *.map under STATIC_DIR as well). `npm run dev` maps everything in the browser.
    sourcemap: false,
    rolldownOptions: {
      // The main SPA. The reader of the public pages (reader.html) is a second build with Preact in place of
      // React (vite.reader.config.ts), into the same dist/: `npm run build` and scripts/lib/spa-build.ts run both.
      input: { main: fileURLToPath(new URL('./index.html', import.meta.url)) },
      // react-router reads React 19's `use` and `useOptimistic` and falls back when they are missing, as they are
      // from preact/compat: the bundler's note that those imports are undefined is expected, nothing else is hidden.
      onwarn(warning, warn) {
        if (warning.code === 'IMPORT_IS_UNDEFINED' && /react-router/.test(warning.id ?? '')) return;
        warn(warning);
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': apiTarget,
      '/private/api': apiTarget,
      '/public/api': apiTarget,
    },
  },
});
