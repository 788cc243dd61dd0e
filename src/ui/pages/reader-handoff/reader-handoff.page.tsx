import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import NotFoundPage from '../not-found/not-found.page';
import { PageLoading } from '../../components/page/page-loading';
import { usePageTitle } from '../../components/shell/page-title';
import { useTranslation } from 'react-i18next';

/**
 * /contents/:id, /trips/:id and /profiles/:username belong to the lean reader entry (reader.html,
 * which the server sends with Open Graph meta and the page's data). The main SPA only meets these paths
 * after a client-side navigation, so it hands over with a full-page load of the same URL (replace: Back
 * returns to the page the reader came from).
 *
 * Loop guard: when THIS document was itself loaded for this URL, the server answered the path with the
 * main SPA (a build without reader.html): loading it again would loop, so the not-found page is shown.
 */
export function shouldHandOff(path: string, documentUrl: string | null, origin: string): boolean {
  // Without Navigation Timing the document's own URL is unknown: showing not-found beats risking a loop.
  if (documentUrl === null) return false;
  try {
    return new URL(documentUrl, origin).pathname !== path;
  } catch {
    return true;
  }
}

function documentUrl(): string | null {
  const entry = window.performance?.getEntriesByType?.('navigation')?.[0];
  return entry ? entry.name : null;
}

export default function ReaderHandoffPage() {
  const { pathname, search, hash } = useLocation();
  const [handOff] = useState(() => shouldHandOff(pathname, documentUrl(), window.location.origin));
  const { t } = useTranslation();
  usePageTitle(handOff ? null : t('titles.not-found'));

  useEffect(() => {
    if (handOff) window.location.replace(`${pathname}${search}${hash}`);
  }, [handOff, pathname, search, hash]);

  return handOff ? <PageLoading /> : <NotFoundPage />;
}
