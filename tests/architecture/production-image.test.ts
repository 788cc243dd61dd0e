import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The production image installs `dependencies` only (`npm ci --omit=dev`) and copies only the folders the server
 * runs from. Everything Vite bundles (React, Preact, Firebase's web SDK, MobX, Leaflet…) is a build input and
 * lives in devDependencies, so a server import of a devDependency, or of a folder the image leaves out, would
 * start in development and crash in production. This walks the server's import graph from its entry points and
 * holds both lists to it.
 */
const root = path.resolve(__dirname, '../..');
const ENTRY_POINTS = ['server/main.ts', 'scripts/grant-moderator.ts'];
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

const packageName = (spec: string) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];

function resolveFile(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(root, from)} imports ${specifier}, which resolves to no file`);
}

/** Every source file the entry points reach, and every package they import. */
function importGraph(): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = ENTRY_POINTS.map((entry) => path.join(root, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (specifier.startsWith('.')) queue.push(resolveFile(file, specifier));
      else if (!specifier.startsWith('node:') && !builtinModules.includes(packageName(specifier)))
        packages.add(packageName(specifier));
    }
  }
  return { files, packages };
}

/** The final stage of the Dockerfile: the lines after its last FROM. */
function finalStage(): string[] {
  const lines = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8').split('\n');
  const froms = lines.flatMap((line, index) => (/^FROM\s/.test(line) ? [index] : []));
  return lines.slice(froms[froms.length - 1]);
}

describe('the production image (Dockerfile, npm ci --omit=dev)', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
    scripts: Record<string, string>;
  };
  const graph = importGraph();

  it('every package the server imports is a production dependency', () => {
    expect(graph.packages.size).toBeGreaterThan(5);
    expect([...graph.packages].filter((name) => !(name in pkg.dependencies)).sort()).toEqual([]);
  });

  it('start:prod loads the TypeScript with tsx, so tsx is a production dependency', () => {
    expect(pkg.scripts['start:prod']).toContain('--import tsx');
    expect(pkg.dependencies).toHaveProperty('tsx');
  });

  it('the final stage copies every folder the server imports from, and production node_modules only', () => {
    const stage = finalStage();
    const copied = stage
      .filter((line) => /^COPY\s/.test(line) && !line.includes('--from='))
      .flatMap((line) => line.split(/\s+/).slice(1, -1));
    const folders = new Set(
      [...graph.files].map((file) => {
        const rel = path.relative(root, file).split(path.sep);
        return rel[0] === 'src' ? `${rel[0]}/${rel[1]}` : rel[0] === 'scripts' ? rel.join('/') : rel[0];
      }),
    );
    expect([...folders].sort()).toEqual(['scripts/grant-moderator.ts', 'server', 'src/contract', 'src/domain']);
    for (const folder of folders) expect(copied).toContain(folder);
    expect(stage.join('\n')).toMatch(/COPY --from=deps \/app\/node_modules \.\/node_modules/);
    const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/AS deps[\s\S]*RUN npm ci --omit=dev/);
    expect(stage.join('\n')).toMatch(/^USER node$/m);
    expect(stage.join('\n')).toMatch(/^HEALTHCHECK .*\n.*\/healthz/m);
  });
});
