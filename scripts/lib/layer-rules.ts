import fs from 'node:fs';
import path from 'node:path';

/**
 * The dependency rule of the architecture page, default-deny:
 *   src/domain          → only src/domain, no packages at all
 *   src/application     → only src/domain and src/application, no packages
 *   src/infrastructure  → src/application, src/domain, packages (the only place for SDKs: firebase, axios, inversify, …)
 *   src/ui              → src/application, src/domain, src/infrastructure/container + di tokens only, UI packages
 *                         (and the public reader's own lean composition root, src/infrastructure/reader/reader-services,
 *                         which skips Inversify to keep /contents/[id] under its JavaScript budget)
 *   server/             → src/domain and server/, never src/ui, src/infrastructure or src/application
 * Plus: react/mobx only in src/ui; firebase/axios/inversify/js-cookie/jwt-decode only in src/infrastructure (and firebase-admin in server/).
 */
export interface Violation {
  readonly file: string;
  readonly specifier: string;
  readonly reason: string;
}

const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
const SDKS_INFRA_ONLY = ['firebase', 'axios', 'inversify', 'js-cookie', 'jwt-decode', 'i18next', 'reflect-metadata'];
const UI_ONLY = ['react', 'react-dom', 'mobx', 'mobx-react-lite', 'react-router', 'react-router-dom', 'react-toastify'];

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

const packageName = (spec: string) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
const isUnder = (target: string, dir: string) => target === dir || target.startsWith(dir + '/');
const layerOf = (rel: string) =>
  ['src/domain', 'src/application', 'src/infrastructure', 'src/ui', 'server'].find((layer) => isUnder(rel, layer));

export function findViolations(root: string): Violation[] {
  const violations: Violation[] = [];
  const files = [...walk(path.join(root, 'src')), ...walk(path.join(root, 'server'))];
  for (const file of files) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    const layer = layerOf(rel);
    if (!layer) continue;
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      const problem = check(layer, rel, specifier, root, file);
      if (problem) violations.push({ file: rel, specifier, reason: problem });
    }
  }
  return violations;
}

function check(layer: string, rel: string, specifier: string, root: string, file: string): string | null {
  if (!specifier.startsWith('.')) {
    if (specifier.startsWith('node:') && layer !== 'server' && layer !== 'src/infrastructure') return `${layer} must not use Node built-ins`;
    const pkg = packageName(specifier);
    const sdk = SDKS_INFRA_ONLY.some((p) => pkg === p || pkg.startsWith(p + '/') || pkg.startsWith('@firebase/'));
    if (layer === 'src/domain') return 'src/domain imports no packages';
    if (layer === 'src/application') return 'src/application imports no packages (talk to the world through ports)';
    if (sdk && layer !== 'src/infrastructure') return `only src/infrastructure may import ${pkg}`;
    if (UI_ONLY.includes(pkg) && layer !== 'src/ui') return `only src/ui may import ${pkg}`;
    return null;
  }
  const target = path.relative(root, path.resolve(path.dirname(file), specifier)).split(path.sep).join('/');
  const allowed: Record<string, string[]> = {
    'src/domain': ['src/domain'],
    'src/application': ['src/domain', 'src/application'],
    'src/infrastructure': ['src/domain', 'src/application', 'src/infrastructure'],
    'src/ui': [
      'src/domain', 'src/application', 'src/ui', 'src/infrastructure/container', 'src/infrastructure/di/tokens', 'src/infrastructure/i18n',
      'src/infrastructure/reader/reader-services',
    ],
    server: ['src/domain', 'server'],
  };
  if (allowed[layer].some((dir) => isUnder(target, dir))) return null;
  return `${rel.split('/').slice(0, 2).join('/')} may not import ${target}`;
}
