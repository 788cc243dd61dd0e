import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from './routes/app-routes';
import { useStores } from './stores/stores-context';

type Router = ReturnType<typeof createBrowserRouter>;

export interface AppProps {
  /** Tests pass a memory router over the same routes; the browser gets one over the address bar. */
  readonly router?: Router;
  /** The mobile app's access token found in local storage (spec §1 §4), handed to auth before it starts. */
  readonly webViewAccessToken?: string | null;
}

/** Starts the stores once per mount (their disposer runs on unmount; StrictMode does both) and routes. */
export function App({ router, webViewAccessToken = null }: AppProps) {
  const stores = useStores();
  const [appRouter] = useState(() => router ?? createBrowserRouter(appRoutes));
  useEffect(() => stores.start({ webViewAccessToken }), [stores, webViewAccessToken]);
  return <RouterProvider router={appRouter} />;
}
