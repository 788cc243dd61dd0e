import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule = { default: ComponentType };

/**
 * Every screen module, found by the agreed path `<folder>/<name>/<name>.page.tsx` and split into its own
 * chunk: `pages/` for the app's screens, `editor/pages/` for the editor feature's. A glob (rather than one
 * literal import per page) keeps the router building while screens owned by other work are still being
 * written; `pageModuleExists` lets a test prove none is missing.
 */
const pageModules = import.meta.glob<PageModule>(['../pages/*/*.page.tsx', '../editor/pages/*/*.page.tsx']);

const PAGE_FOLDERS = ['../pages', '../editor/pages'] as const;

const pathOf = (name: string) => {
  const paths = PAGE_FOLDERS.map((folder) => `${folder}/${name}/${name}.page.tsx`);
  return paths.find((path) => path in pageModules) ?? paths[0];
};

export function pageModuleExists(name: string): boolean {
  return pathOf(name) in pageModules;
}

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

function loadPage(name: string): Promise<PageModule> {
  const load = pageModules[pathOf(name)];
  return load ? load() : Promise.reject(new Error(`Page module missing: ${pathOf(name)}`));
}

interface StringsSource {
  loadAllStrings(): Promise<void>;
}

const withStrings = new WeakMap<StringsSource, Map<string, LazyExoticComponent<ComponentType>>>();

/**
 * `lazyPage`, resolved once every screen's strings are in too (both download at once): for a screen that needs more strings than
 * the first render brought. One component per page and source, so a render never makes a new one.
 */
export function lazyPageWithStrings(name: string, strings: StringsSource): LazyExoticComponent<ComponentType> {
  let pages = withStrings.get(strings);
  if (!pages) withStrings.set(strings, (pages = new Map()));
  let component = pages.get(name);
  if (!component) {
    component = lazy(async () => (await Promise.all([loadPage(name), strings.loadAllStrings()]))[0]);
    pages.set(name, component);
  }
  return component;
}

/** `React.lazy` over the page module; a missing module rejects, which the route's error boundary shows. */
export function lazyPage(name: string): LazyExoticComponent<ComponentType> {
  const cached = cache.get(name);
  if (cached) return cached;
  const component = lazy(() => loadPage(name));
  cache.set(name, component);
  return component;
}
