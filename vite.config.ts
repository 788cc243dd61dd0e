import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  plugins: [react(), readerEntryInDev()],
  build: {
    outDir: 'dist',
    // No source maps in the build: served beside the bundles they would hand anyone the SPA's original sources
    // (the server refuses *.map under STATIC_DIR as well). `npm run dev` maps everything in the browser.
    sourcemap: false,
    rolldownOptions: {
      // The main SPA. The reader of the public pages (reader.html) is a second build with Preact in place of
      // React (vite.reader.config.ts), into the same dist/: `npm run build` and scripts/lib/spa-build.ts run both.
      input: { main: fileURLToPath(new URL('./index.html', import.meta.url)) },
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
