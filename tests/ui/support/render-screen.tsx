import { render } from '@testing-library/react';
import { StrictMode, useEffect, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { StoresProvider, useStores } from '../../../src/ui/stores/stores-context';
import { aRootStore, anApp, type AppFakes } from './render-app';

function Started({ children }: { readonly children: React.ReactNode }) {
  const stores = useStores();
  useEffect(() => stores.start(), [stores]);
  return <>{children}</>;
}

/**
 * Screens on their route patterns (no shell, no gate) over real services and the same fakes as renderApp,
 * in StrictMode, at `path`. Any other path renders a marker so a test can see where a screen navigated.
 * `start` runs the root store's start() (auth and config listeners) as the app does; screens that need
 * none of it (the editor) leave it off.
 */
export function renderRoutes(
  routes: readonly RouteObject[],
  path: string,
  fakes: AppFakes = anApp(),
  { start = true } = {},
) {
  const store = aRootStore(fakes);
  const router = createMemoryRouter([...routes, { path: '*', element: <p data-testid="elsewhere">elsewhere</p> }], {
    initialEntries: [path],
  });
  const page = (
    <main>
      <RouterProvider router={router} />
    </main>
  );
  const view = render(
    <StrictMode>
      <I18nextProvider i18n={fakes.i18n}>
        <StoresProvider store={store}>{start ? <Started>{page}</Started> : page}</StoresProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, store, router, location, fakes };
}

/** One screen on its own at `path` (see renderRoutes). */
export function renderScreen(Page: ComponentType, path: string, fakes: AppFakes = anApp()) {
  return renderRoutes([{ path: path.split('?')[0], element: <Page /> }], path, fakes);
}
