import type { TestProject } from 'vitest/node';
import { startAuthEmulator, DEMO_PROJECT_ID } from '../../scripts/lib/emulator';
import { waitForHttp } from '../../scripts/lib/ports';
import { ensurePgliteTemplate } from './pglite-template';

/**
 * One Firebase Auth emulator for the whole run (it takes ~20 s to start): `npm test` starts it before Vitest and passes
 * FIREBASE_AUTH_EMULATOR_HOST; running Vitest directly starts one here. Also the initialised PGlite cluster every test
 * server starts from (tests/support/pglite-template.ts).
 */
export default async function setup(_project: TestProject): Promise<(() => Promise<void>) | void> {
  process.env.GCLOUD_PROJECT = DEMO_PROJECT_ID;
  process.env.FIREBASE_PROJECT_ID = DEMO_PROJECT_ID;
  await ensurePgliteTemplate();
  const existing = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (existing) {
    await waitForHttp(`http://${existing}/`, 30_000);
    return;
  }
  const emulator = await startAuthEmulator({ quiet: true });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  return () => emulator.stop();
}
