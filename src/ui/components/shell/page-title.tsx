import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { documentTitle } from '../../../domain/routing/document-title';

type SetPageTitle = (title: string | null) => void;

const PageTitleContext = createContext<SetPageTitle>(() => undefined);

/**
 * The tab title of one route, "<page> · Travelogue" in the interface language: the page's own name when it
 * gives one (usePageTitle: a job, a category), else the route's. Tabs, history and bookmarks then tell pages apart.
 */
export function RouteTitle({ title, children }: { readonly title: string | null; readonly children: ReactNode }) {
  const [own, setOwn] = useState<string | null>(null);
  const text = documentTitle(own ?? title);
  useEffect(() => {
    document.title = text;
  }, [text]);
  return <PageTitleContext.Provider value={setOwn}>{children}</PageTitleContext.Provider>;
}

/** A page's own name for the tab (null while it is unknown: the route's title shows meanwhile). */
export function usePageTitle(title: string | null | undefined): void {
  const set = useContext(PageTitleContext);
  const name = title?.trim() || null;
  useEffect(() => {
    set(name);
    return () => set(null);
  }, [set, name]);
}
