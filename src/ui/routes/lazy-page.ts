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

/** `React.lazy` over the page module; a missing module rejects, which the route's error boundary shows. */
export function lazyPage(name: string): LazyExoticComponent<ComponentType> {
  const cached = cache.get(name);
  if (cached) return cached;
  const component = lazy(() => {
    const load = pageModules[pathOf(name)];
    return load ? load() : Promise.reject(new Error(`Page module missing: ${pathOf(name)}`));
  });
  cache.set(name, component);
  return component;
}
