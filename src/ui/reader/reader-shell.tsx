import { useEffect, useState, type ReactNode } from 'react';
import { documentTitle } from '../../domain/routing/document-title';
import { loginRedirectTarget } from '../../domain/routing/route-gate';
import { matchesRoute, Routes } from '../../domain/routing/routes';
import { footerGroups, headerLinks } from '../../domain/routing/site-links';
import { formatYear } from '../../domain/time/date-formats';
import type { ReaderLanguage, Translate } from '../../infrastructure/i18n/reader-i18n';
import { useReaderAddress } from './reader-address';
import { readerHomeHref } from './reader-links';

interface ShellProps {
  readonly t: Translate;
  readonly lang: ReaderLanguage;
  /**
   * `services.session.mayBeSignedIn()`: a sign-in this browser remembers. The server cannot know it, so it
   * renders every page for a visitor; a signed-in reader's page is drawn afresh in the browser (reader-main.tsx).
   */
  readonly signedIn: boolean;
  /** The page's creator: the logo takes a visitor to their profile (reader-links.ts readerHomeHref). */
  readonly creator?: string | null;
  readonly children: ReactNode;
}

/** The same URL in the other language (spec §2 `lang` query), keeping the rest of the query. */
function languageHref(pathname: string, search: string, language: ReaderLanguage): string {
  const query = new URLSearchParams(search);
  query.set('lang', language);
  return `${pathname}?${query.toString()}`;
}

/**
 * The frame of every reader page: skip link, header, main, footer. The header is plain links, rendered on the
 * server with the page (no script to load or wait for): the logo, the way on (the map; search once signed in),
 * the language switch, and "Log in" (back to this page after) with "Sign up" — or, for a reader this browser
 * remembers as signed in, "My account". In the mobile app's web view (spec §1 §2 appMode) the web
 * header, logo and footer are left out, as the SPA does.
 */
export function ReaderShell({ t, lang, signedIn, creator = null, children }: ShellProps) {
  const other: ReaderLanguage = lang === 'th' ? 'en' : 'th';
  const { pathname, search, webView } = useReaderAddress();
  const [now] = useState(() => Date.now());
  return (
    <>
      <a className="skip-link" href="#main">
        {t('reader.skipToContent')}
      </a>
      {webView ? null : (
        <header className="site-header">
          <div className="container site-header__inner">
            <a className="site-header__logo" href={readerHomeHref(signedIn, creator)}>
              Travelogue
            </a>
            <nav className="site-header__nav" aria-label={t('site.mainNav')}>
              {headerLinks(signedIn).map((link) => (
                <a key={link.id} href={link.href} aria-current={matchesRoute(pathname, link.href) ? 'page' : undefined}>
                  {t(`nav.${link.id}`)}
                </a>
              ))}
            </nav>
            <div className="site-header__lang">
              <a className="reader-lang" href={languageHref(pathname, search, other)} hrefLang={other} lang={other}>
                {t(`reader.language.${other}`)}
              </a>
            </div>
            <div className="site-header__account">
              {signedIn ? (
                <a className="button button--secondary reader-account" href={Routes.dashboard}>
                  {t('nav.account')}
                </a>
              ) : (
                <>
                  <a className="button button--ghost reader-account" href={loginRedirectTarget(pathname, '')}>
                    {t('nav.login')}
                  </a>
                  <a className="button reader-account reader-account--signup" href={Routes.signup}>
                    {t('nav.signup')}
                  </a>
                </>
              )}
            </div>
          </div>
        </header>
      )}
      <main id="main" className="reader-main" tabIndex={-1}>
        {children}
      </main>
      {webView ? null : (
        <footer className="site-footer">
          <div className="container">
            <nav className="site-footer__groups" aria-label={t('site.footerNav')}>
              {footerGroups(signedIn).map((group) => (
                <div key={group.id} className="site-footer__group">
                  <h2 className="site-footer__heading" id={`site-footer-${group.id}`}>
                    {t(`site.footer.${group.id}`)}
                  </h2>
                  <ul className="site-footer__links" aria-labelledby={`site-footer-${group.id}`}>
                    {group.links.map((link) => (
                      <li key={link.id}>
                        <a href={link.href}>{t(`nav.${link.id}`)}</a>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
            <p className="site-footer__note">{t('site.copyright', { year: formatYear(now, lang) })}</p>
          </div>
        </footer>
      )}
    </>
  );
}

/**
 * The tab title, "<page> · Travelogue" in the interface language (the server's <title> says the same for the
 * language it chose; this follows the reader's own choice). Null keeps what the tab shows.
 */
export function useReaderTitle(page: string | null): void {
  useEffect(() => {
    if (page) document.title = documentTitle(page);
  }, [page]);
}

/** Spec §2 public page not found: the reader's own, so no SPA has to load to say it. */
export function ReaderNotFound({ t, lang, signedIn }: { t: Translate; lang: ReaderLanguage; signedIn: boolean }) {
  useReaderTitle(t('reader.notFound.title'));
  return (
    <ReaderShell t={t} lang={lang} signedIn={signedIn}>
      <div className="reader-state">
        <h1>{t('reader.notFound.title')}</h1>
        <p>{t('reader.notFound.body')}</p>
        <a className="button" href={readerHomeHref(signedIn, null)}>
          {t('reader.notFound.home')}
        </a>
      </div>
    </ReaderShell>
  );
}
