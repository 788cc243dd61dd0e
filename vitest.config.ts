import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'tests/domain/**/*.test.ts',
            'tests/application/**/*.test.ts',
            'tests/infrastructure/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/ui/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30000,
          // Starting a server on PGlite (WASM) takes seconds, and minutes on a busy 2-core machine.
          hookTimeout: 120000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/e2e-setup.ts'],
          testTimeout: 60000,
          // A step of a whole-stack journey can stall once on a loaded 2-core machine (a page that never finishes
          // loading, a stack that answers late); a second attempt tells that from a real fault. Every failed attempt
          // is written to .tmp/e2e-failures and printed at the end of `npm test`, so a flaky test is seen, not hidden.
          retry: 1,
          // beforeAll may build the SPA and start a server: generous on a busy 2-core machine.
          hookTimeout: 300000,
          fileParallelism: false,
        },
      },
    ],
  },
});
