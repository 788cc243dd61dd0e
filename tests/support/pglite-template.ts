import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { root } from '../../scripts/lib/spa-build';

/**
 * A freshly initialised, empty PGlite cluster, made once per test run and copied into each test server's data folder.
 * Initialising a cluster (PGlite's initdb, in WASM) takes about 8 s of CPU; copying one takes a fraction of a second,
 * and a test run starts over a hundred servers. The server still opens the cluster and runs every migration itself, as
 * it does on a deployment's first start; `tests/server/seed-and-main.test.ts` and the scale-out cluster still start
 * from an empty folder, so the initialising path stays covered.
 */
const TEMPLATE_ENV = 'TRAVELOGUE_PGLITE_TEMPLATE';

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const manifest = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Makes the template for this PGlite version unless it exists, and tells the test workers where it is. */
export async function ensurePgliteTemplate(): Promise<string> {
  const template = path.join(root, '.tmp', `pglite-template-${pgliteVersion()}`);
  if (!fs.existsSync(path.join(template, 'PG_VERSION'))) {
    const building = `${template}.building-${process.pid}`;
    fs.rmSync(building, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(building), { recursive: true });
    const pg = await PGlite.create(building);
    await pg.close();
    try {
      fs.renameSync(building, template);
    } catch {
      // Another project's setup finished first: its template is the same.
      fs.rmSync(building, { recursive: true, force: true });
    }
  }
  process.env[TEMPLATE_ENV] = template;
  return template;
}

/** Gives a server's data folder the initialised cluster the server would otherwise spend seconds making. */
export function seedPgliteDataDir(dataDir: string): void {
  const template = process.env[TEMPLATE_ENV];
  if (!template || !fs.existsSync(path.join(template, 'PG_VERSION'))) return;
  fs.cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
}
