import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import base, { PREACT_ALIASES } from './vite.config';

/**
 * The lean reader of the public pages (/contents, /trips, /profiles, /map, /map/location, /polls,
 * /campaigns/…/detail) built on its own, after the main SPA and into the same dist/ (emptyOutDir false).
 *
 * React's DOM renderer alone is 66 KB gzip, two thirds of the reader's 100 KB budget (issue 4) and more than
 * the 60 KB an anonymous reader may download (issue 11). The reader uses only React's core API (function
 * components, hooks, lazy, Suspense, createRoot), which Preact's compat layer implements in ~5 KB gzip, so this
 * build resolves react and react-dom to preact/compat. The same components run on React in the SPA, in
 * `npm run dev` and in the Testing Library tests; the e2e tests run this build.
 */
export default defineConfig({
  ...base,
  publicDir: false,
  // The server build (`--ssr src/ui/reader/reader-ssr.tsx`, issue 11) carries its dependencies with it, so the
  // server can load it from wherever the build folder is, with Preact resolved exactly as in the browser build.
  ssr: { noExternal: true },
  resolve: { alias: PREACT_ALIASES },
  build: {
    ...base.build,
    emptyOutDir: false,
    rolldownOptions: { input: { reader: fileURLToPath(new URL('./reader.html', import.meta.url)) } },
  },
});
