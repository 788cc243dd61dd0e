import { render } from '@testing-library/react';
import { StrictMode, useEffect, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { StoresProvider, useStores } from '../../../src/ui/stores/stores-context';
import { aRootStore, anApp, type AppFakes } from './render-app';

function Started({ children }: { readonly children: React.ReactNode }) {
  const stores = useStores();
  useEffect(() => stores.start(), [stores]);
  return <>{children}</>;
}

/**
 * One screen on its own (no shell, no gate) over real services and the same fakes as renderApp, in
 * StrictMode, at `path`. Other paths render a marker so a test can see where the screen navigated.
 */
export function renderScreen(Page: ComponentType, path: string, fakes: AppFakes = anApp()) {
  const store = aRootStore(fakes);
  const pathname = path.split('?')[0];
  const router = createMemoryRouter(
    [
      { path: pathname, element: <Page /> },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <StrictMode>
      <I18nextProvider i18n={fakes.i18n}>
        <StoresProvider store={store}>
          <Started>
            <main>
              <RouterProvider router={router} />
            </main>
          </Started>
        </StoresProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, store, router, location, fakes };
}
