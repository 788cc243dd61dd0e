import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createTranslator, loadReaderTranslator, type Translate } from '../../../infrastructure/i18n/reader-i18n';
import { createReaderServices } from '../../../infrastructure/reader/reader-services';
import { ReaderInteractiveRoot } from '../reader-interactive';
import type { ReaderStart } from '../reader-start';
import { hydrateIslands } from './hydrate-islands';

const CookieBanner = lazy(() => import('../reader-cookie-banner'));

/**
 * A page the server drew whose interactive parts are islands (reader-main.tsx's ISLAND_PAGES): the page itself is
 * never loaded nor re-rendered; its islands hydrate, each when it is needed (hydrate-islands.tsx). A reader who
 * may be signed in gets the page drawn afresh instead (../reader-app), as the server drew it for no one signed in.
 */
export default async function startIslandPage(start: ReaderStart): Promise<void> {
  const { container, lang } = start;
  const services = createReaderServices(import.meta.env);
  if (services.session.mayBeSignedIn()) return (await import('../reader-app')).default(start);
  // A strings chunk that fails to download must not leave the page dead: the islands work with the keys.
  const t = await loadReaderTranslator(lang).catch(() => createTranslator());
  if (start.banner) renderBanner(container, t);
  await hydrateIslands(container, { services, t, lang, now: services.now() });
  container.setAttribute('data-interactive', 'true');
}

/** The cookie banner of a page whose HTML is the server's: its own root after the page's, in #root. */
function renderBanner(container: HTMLElement, t: Translate): void {
  const host = document.createElement('div');
  host.className = 'reader-banner-host';
  container.append(host);
  createRoot(host).render(
    <StrictMode>
      <ReaderInteractiveRoot container={host}>
        <Suspense fallback={null}>
          <CookieBanner t={t} />
        </Suspense>
      </ReaderInteractiveRoot>
    </StrictMode>,
  );
}
