import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './root.store';

const StoresContext = createContext<RootStore | null>(null);

export function StoresProvider({ store, children }: { readonly store: RootStore; readonly children: ReactNode }) {
  return <StoresContext.Provider value={store}>{children}</StoresContext.Provider>;
}

/** Components reach stores through this typed context, never through the container. */
export function useStores(): RootStore {
  const store = useContext(StoresContext);
  if (!store) throw new Error('useStores() outside <StoresProvider>');
  return store;
}
