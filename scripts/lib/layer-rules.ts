import fs from 'node:fs';
import path from 'node:path';

/**
 * The dependency rule of the architecture page, default-deny: a file may import only what its layer's row
 * allows, and a file that belongs to no layer is itself a violation.
 *
 * The SPA:
 *   src/domain          → only src/domain, no packages at all
 *   src/contract        → src/domain and src/contract; the only package is @sinclair/typebox (schemas as values)
 *   src/application     → only src/domain and src/application, no packages
 *   src/infrastructure  → src/application, src/domain, src/contract, packages (the only place for SDKs: firebase, axios, inversify, …)
 *   src/ui              → src/application, src/domain, src/infrastructure/container + di tokens only, UI packages
 *                         (and the public reader's own lean composition root, src/infrastructure/reader/reader-services,
 *                         which skips Inversify to keep /contents/[id] under its JavaScript budget)
 * Inside src/infrastructure:
 *   concrete adapters     (a file that exports a class implementing a port: `export class HttpWalletApi implements
 *                         WalletApi`) are imported only by the two client composition roots: the SPA's
 *                         src/infrastructure/container.ts with its modules src/infrastructure/di/**, and the lean
 *                         reader's src/infrastructure/reader/reader-services.ts. Adapters share code through
 *                         transports (http/http-client, reader/fetch-json) and src/infrastructure/wire, never
 *                         through another adapter.
 *   wire/**               the one mapping of each wire resource to client shapes, the envelope, the paths; shared by
 *                         the axios adapters (http/) and the reader's fetch adapters (reader/): no packages at all
 *   reader/**, wire/**    never http/, di/ or container (the reader's bundle must not reach axios or Inversify);
 *                         the reader's only package is firebase (loaded on demand for an ID token)
 * Inside src/ui (bulletproof-react's import zones; a folder may always import itself):
 *   components/         shared parts: components, stores (the app-wide stores' context), styles — no screen, no route
 *   stores/             the app-wide MobX stores: stores only
 *   pages/, editor/     the screens: themselves, components, stores, styles — never another screen or routes/
 *   reader/             the public reader's screens: itself, components, styles — never another screen, routes/ or
 *                         stores/ (no MobX in the reader's bundle)
 *   routes/             the router: every screen, components, stores, styles (the only place that knows all screens)
 *   styles/             CSS only;  src/ui/*.tsx (main, app): anything in src/ui
 *   A piece two screens need moves down into components/; a piece of one screen stays in it.
 * The server (never src/ui, src/application or src/infrastructure), by role:
 *   server/main.ts, server/app.ts   the entry and the composition root, on top: anything in server/, src/domain,
 *                         src/contract, any package
 *   server/kernel/**      what every module may import (ports, config, clock, ids, paging): kernel, src/domain,
 *                         src/contract; node: built-ins — never a module, the edge or an adapter
 *   server/http/**        the edge (route table, OpenAPI, errors, security, encoding): http, kernel, src/domain,
 *                         src/contract; fastify, @fastify/*, typebox, prom-client (metrics), helmet, node:
 *   server/reader-pages/** the server-rendered reader pages, their metadata, sitemap and robots: reader-pages, http,
 *                         kernel, src/domain, src/contract; fastify, @fastify/static, node: (modules reach it only as
 *                         the data source the composition root hands it)
 *   server/db/**          db, kernel; pg, @electric-sql/pglite, pg-boss (the job queue on the database), node:
 *   server/adapters/**    adapters, kernel, src/domain, src/contract; firebase-admin, sanitize-html, sharp, nodemailer,
 *                         node:
 *   server/seed/**        seed, kernel, src/domain, src/contract, any module file but routes; jpeg-js, blurhash, node:
 *   server/<module>/ (every other folder is a module):
 *     *.routes.ts         http, kernel, src/domain, src/contract, its own module but repositories; fastify, typebox
 *     *.repository.ts     kernel, src/domain, src/contract, its own module's ports and mappers; no packages
 *     *.module.ts         its own module, kernel, other modules' use cases; no packages
 *     anything else       (use cases, ports, mappers: the application) src/domain, src/contract, kernel,
 *                         its own module but repositories/routes/module files, other modules' *.use-cases.ts and
 *                         *.ports.ts; no packages, not even node: — modules reach each other only through use cases
 * Plus: react/mobx only in src/ui; firebase/axios/inversify/js-cookie/jwt-decode/i18next only in src/infrastructure.
 */
export interface Violation {
  readonly file: string;
  readonly specifier: string;
  readonly reason: string;
}

const SOURCE = /\.(ts|tsx)$/;
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
const SDKS_INFRA_ONLY = ['firebase', 'axios', 'inversify', 'js-cookie', 'jwt-decode', 'i18next', 'reflect-metadata'];
const UI_ONLY = ['react', 'react-dom', 'mobx', 'mobx-react-lite', 'react-router', 'react-router-dom', 'react-toastify'];
const SERVER_INFRA = ['kernel', 'http', 'reader-pages', 'db', 'adapters', 'seed'];

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

const packageName = (spec: string) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
const isUnder = (target: string, dir: string) => target === dir || target.startsWith(dir + '/');
const SRC_LAYERS = ['src/domain', 'src/contract', 'src/application', 'src/infrastructure', 'src/ui'];

export function findViolations(root: string): Violation[] {
  const violations: Violation[] = [];
  const files = [...walk(path.join(root, 'src')), ...walk(path.join(root, 'server'))];
  for (const file of files) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    const layer = rel.startsWith('server/') ? serverLayer(rel) : (SRC_LAYERS.find((l) => isUnder(rel, l)) ?? null);
    if (!layer) {
      violations.push({
        file: rel,
        specifier: '',
        reason: `${rel} belongs to no layer (default-deny: put it under a layer's folder)`,
      });
      continue;
    }
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      const problem = specifier.startsWith('.')
        ? checkPath(layer, rel, specifier, root, file)
        : checkPackage(layer, specifier, rel);
      if (problem) violations.push({ file: rel, specifier, reason: problem });
    }
  }
  return violations;
}

// ——— the server's roles ———

type ServerRole =
  | 'root'
  | 'kernel'
  | 'http'
  | 'reader-pages'
  | 'db'
  | 'adapters'
  | 'seed'
  | 'routes'
  | 'repository'
  | 'module'
  | 'application';

interface ServerLayer {
  readonly role: ServerRole;
  /** The module folder name for module files (`content` for server/content/x.ts). */
  readonly module: string | null;
}

const serverLayers = new Map<string, ServerLayer>();

/** A server file's layer key: `server:<role>:<module>`; null for a file directly in server/ other than main.ts. */
function serverLayer(rel: string): string | null {
  const info = serverRole(rel);
  if (!info) return null;
  const key = `server:${info.role}:${info.module ?? ''}`;
  serverLayers.set(key, info);
  return key;
}

function serverRole(rel: string): ServerLayer | null {
  if (rel === 'server/main.ts' || rel === 'server/app.ts') return { role: 'root', module: null };
  const parts = rel.split('/');
  if (parts.length < 3) return null;
  const folder = parts[1];
  if (SERVER_INFRA.includes(folder)) return { role: folder as ServerRole, module: null };
  const name = parts[parts.length - 1];
  if (name.endsWith('.routes.ts')) return { role: 'routes', module: folder };
  if (name.endsWith('.repository.ts')) return { role: 'repository', module: folder };
  if (name.endsWith('.module.ts')) return { role: 'module', module: folder };
  return { role: 'application', module: folder };
}

const SERVER_PACKAGES: Record<ServerRole, readonly string[]> = {
  root: ['*'],
  kernel: ['node:'],
  http: ['node:', 'fastify', '@fastify/*', '@sinclair/typebox', 'prom-client', 'helmet'],
  'reader-pages': ['node:', 'fastify', '@fastify/static'],
  db: ['node:', 'pg', '@electric-sql/pglite', 'pg-boss'],
  adapters: ['node:', 'firebase-admin', 'sanitize-html', 'sharp', 'nodemailer'],
  seed: ['node:', 'jpeg-js', 'blurhash'],
  routes: ['fastify', '@sinclair/typebox'],
  repository: [],
  module: [],
  application: [],
};

function checkServerPackage(info: ServerLayer, specifier: string): string | null {
  const allowed = SERVER_PACKAGES[info.role];
  const pkg = packageName(specifier);
  const ok = allowed.some(
    (a) =>
      a === '*' ||
      (a === 'node:' ? specifier.startsWith('node:') : a.endsWith('/*') ? pkg.startsWith(a.slice(0, -1)) : pkg === a),
  );
  return ok
    ? null
    : `server ${info.role} files may not import ${specifier}${allowed.length ? ` (allowed: ${allowed.join(', ')})` : ' (no packages)'}`;
}

const moduleOf = (target: string): string | null => {
  const parts = target.split('/');
  return parts[0] === 'server' && parts.length >= 3 && !SERVER_INFRA.includes(parts[1]) ? parts[1] : null;
};
const fileName = (target: string) => target.split('/').pop() ?? '';
/** A specifier's target file name without the extension resolution (imports omit `.ts`). */
const hasSuffix = (target: string, suffix: string) =>
  fileName(target).endsWith(suffix) || fileName(target).endsWith(suffix.replace(/\.ts$/, ''));

function checkServerPath(info: ServerLayer, target: string): string | null {
  const shared = isUnder(target, 'src/domain') || isUnder(target, 'src/contract');
  const kernel = isUnder(target, 'server/kernel');
  const targetModule = moduleOf(target);
  const own = targetModule !== null && targetModule === info.module;
  const isRepository = hasSuffix(target, '.repository.ts');
  const isRoutes = hasSuffix(target, '.routes.ts');
  const isModuleFile = hasSuffix(target, '.module.ts');
  const isUseCases = hasSuffix(target, '.use-cases.ts');
  const isPorts = hasSuffix(target, '.ports.ts');
  const ok = (() => {
    switch (info.role) {
      case 'root':
        return isUnder(target, 'server') || shared;
      case 'kernel':
        return kernel || shared;
      case 'http':
        return isUnder(target, 'server/http') || kernel || shared;
      case 'reader-pages':
        return isUnder(target, 'server/reader-pages') || isUnder(target, 'server/http') || kernel || shared;
      case 'db':
        return isUnder(target, 'server/db') || kernel;
      case 'adapters':
        return isUnder(target, 'server/adapters') || kernel || shared;
      case 'seed':
        return isUnder(target, 'server/seed') || kernel || shared || (targetModule !== null && !isRoutes);
      case 'routes':
        return isUnder(target, 'server/http') || kernel || shared || (own && !isRepository);
      case 'repository':
        return kernel || shared || (own && !isRoutes && !isModuleFile && !isUseCases);
      case 'module':
        return own || kernel || (targetModule !== null && isUseCases);
      case 'application':
        return (
          shared ||
          kernel ||
          (own && !isRepository && !isRoutes && !isModuleFile) ||
          (targetModule !== null && (isUseCases || isPorts))
        );
    }
  })();
  if (ok) return null;
  const what = targetModule && !own ? `another module's ${fileName(target)}` : target;
  return `server ${info.role} files${info.module ? ` of ${info.module}/` : ''} may not import ${what}`;
}

// ——— both sides ———

function checkPackage(layer: string, specifier: string, file?: string): string | null {
  if (layer.startsWith('server:')) return checkServerPackage(serverLayers.get(layer)!, specifier);
  if (specifier.startsWith('node:') && layer !== 'src/infrastructure') return `${layer} must not use Node built-ins`;
  const pkg = packageName(specifier);
  const sdk = SDKS_INFRA_ONLY.some((p) => pkg === p || pkg.startsWith(p + '/') || pkg.startsWith('@firebase/'));
  if (layer === 'src/domain') return 'src/domain imports no packages';
  if (layer === 'src/contract')
    return pkg === '@sinclair/typebox' ? null : 'src/contract imports no packages but @sinclair/typebox';
  if (layer === 'src/application') return 'src/application imports no packages (talk to the world through ports)';
  if (sdk && layer !== 'src/infrastructure') return `only src/infrastructure may import ${pkg}`;
  if (layer === 'src/infrastructure' && file !== undefined) {
    if (isUnder(file, 'src/infrastructure/wire'))
      return 'src/infrastructure/wire imports no packages (it is pure mapping)';
    if (isUnder(file, 'src/infrastructure/reader') && pkg !== 'firebase')
      return `src/infrastructure/reader may not import ${pkg} (the reader's JavaScript budget; only firebase, on demand)`;
  }
  if (UI_ONLY.includes(pkg) && layer !== 'src/ui') return `only src/ui may import ${pkg}`;
  return null;
}

function checkPath(layer: string, rel: string, specifier: string, root: string, file: string): string | null {
  const target = path
    .relative(root, path.resolve(path.dirname(file), specifier))
    .split(path.sep)
    .join('/');
  if (layer.startsWith('server:')) {
    if (isUnder(target, 'src') && !isUnder(target, 'src/domain') && !isUnder(target, 'src/contract'))
      return `server may not import ${target}`;
    return checkServerPath(serverLayers.get(layer)!, target);
  }
  const allowed: Record<string, string[]> = {
    'src/domain': ['src/domain'],
    'src/contract': ['src/domain', 'src/contract'],
    'src/application': ['src/domain', 'src/application'],
    'src/infrastructure': ['src/domain', 'src/contract', 'src/application', 'src/infrastructure'],
    'src/ui': [
      'src/domain',
      'src/application',
      'src/ui',
      'src/infrastructure/container',
      'src/infrastructure/di/tokens',
      'src/infrastructure/i18n',
      'src/infrastructure/reader/reader-services',
    ],
  };
  if (!allowed[layer].some((dir) => isUnder(target, dir)))
    return `${rel.split('/').slice(0, 2).join('/')} may not import ${target}`;
  if (layer === 'src/ui') return checkUiZone(rel, target);
  if (layer === 'src/infrastructure') return checkInfrastructure(rel, target, root);
  return null;
}

// ——— inside src/ui ———

const UI_ZONES: Readonly<Record<string, readonly string[]>> = {
  components: ['components', 'stores', 'styles'],
  stores: ['stores'],
  pages: ['pages', 'components', 'stores', 'styles'],
  editor: ['editor', 'components', 'stores', 'styles'],
  reader: ['reader', 'components', 'styles'],
  routes: ['routes', 'pages', 'editor', 'reader', 'components', 'stores', 'styles'],
  styles: ['styles'],
};

/** The zone of a path under src/ui (`pages` for src/ui/pages/x/y.tsx); null for a file directly in src/ui. */
const uiZone = (file: string): string | null => {
  const parts = file.split('/');
  return parts.length > 3 ? parts[2] : null;
};

function checkUiZone(rel: string, target: string): string | null {
  if (!isUnder(target, 'src/ui')) return null;
  const from = uiZone(rel);
  if (from === null) return null;
  const to = uiZone(target);
  const allowed = UI_ZONES[from];
  if (!allowed)
    return `src/ui/${from} is no zone of src/ui (components, stores, pages, editor, reader, routes, styles)`;
  if (to !== null && allowed.includes(to)) return null;
  return `src/ui/${from} may not import ${target} (${
    from === 'components' ? 'shared parts import no screen or route' : 'a screen imports no other screen and no route'
  }; move what both need into src/ui/components)`;
}

// ——— inside src/infrastructure ———

const SPA_ROOT = ['src/infrastructure/container', 'src/infrastructure/di'];
const READER_ROOT = 'src/infrastructure/reader/reader-services';
const isCompositionRoot = (rel: string) => {
  const file = rel.replace(/\.tsx?$/, '');
  return SPA_ROOT.some((root) => isUnder(file, root)) || file === READER_ROOT;
};
const ADAPTER = /export\s+class\s+\w+[^{]*\bimplements\b/;
const adapterFiles = new Map<string, boolean>();

/** Whether an import target (no extension) is a concrete adapter: it exports a class implementing a port. */
function isAdapter(root: string, target: string): boolean {
  const key = path.join(root, target);
  let answer = adapterFiles.get(key);
  if (answer === undefined) {
    const file = ['.ts', '.tsx'].map((ext) => key + ext).find((candidate) => fs.existsSync(candidate));
    answer = file !== undefined && ADAPTER.test(fs.readFileSync(file, 'utf8'));
    adapterFiles.set(key, answer);
  }
  return answer;
}

function checkInfrastructure(rel: string, target: string, root: string): string | null {
  const readerSide = isUnder(rel, 'src/infrastructure/reader') || isUnder(rel, 'src/infrastructure/wire');
  if (
    readerSide &&
    (isUnder(target, 'src/infrastructure/http') ||
      isUnder(target, 'src/infrastructure/di') ||
      isUnder(target, 'src/infrastructure/container'))
  )
    return `${rel} may not import ${target} (the reader's side stays free of axios and Inversify: share through src/infrastructure/wire)`;
  if (isUnder(target, 'src/infrastructure') && !isCompositionRoot(rel) && isAdapter(root, target))
    return `${rel} may not import the concrete adapter ${target} (only the composition roots container.ts, di/ and reader/reader-services.ts do)`;
  return null;
}
