import type { ReactNode } from 'react';
import type { ReaderLanguage, Translate } from '../../infrastructure/i18n/reader-i18n';
import { useReaderAddress } from './reader-address';

interface ShellProps {
  readonly t: Translate;
  readonly lang: ReaderLanguage;
  readonly children: ReactNode;
  /** The logo's link (reader-links.ts readerHomeHref): never the gated `/` for an anonymous reader. */
  readonly homeHref: string;
}

/** The same URL in the other language (spec §2 `lang` query), keeping the rest of the query. */
function languageHref(pathname: string, search: string, language: ReaderLanguage): string {
  const query = new URLSearchParams(search);
  query.set('lang', language);
  return `${pathname}?${query.toString()}`;
}

/**
 * The frame of every reader page: skip link, banner with home link and language switch, main, footer.
 * In the mobile app's web view (spec §1 §2 appMode, issue 13) the web header, logo and footer are left out, as the SPA does.
 */
export function ReaderShell({ t, lang, children, homeHref }: ShellProps) {
  const other: ReaderLanguage = lang === 'th' ? 'en' : 'th';
  const { pathname, search, webView } = useReaderAddress();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('reader.skipToContent')}
      </a>
      {webView ? null : (
        <header className="reader-banner">
          <div className="reader-banner__inner">
            <a className="reader-banner__home" href={homeHref}>
              Travelogue
            </a>
            <a
              className="reader-banner__lang"
              href={languageHref(pathname, search, other)}
              hrefLang={other}
              lang={other}
            >
              {t(`reader.language.${other}`)}
            </a>
          </div>
        </header>
      )}
      <main id="main" className="reader-main" tabIndex={-1}>
        {children}
      </main>
      {webView ? null : (
        <footer className="reader-footer">
          <a href="/about-us">{t('reader.footer.about')}</a>
          <a href="/help-and-support">{t('reader.footer.help')}</a>
          <a href="/_/terms-of-use">{t('reader.footer.terms')}</a>
        </footer>
      )}
    </>
  );
}

/** Spec §2 public page not found: the reader's own, so no SPA has to load to say it. */
export function ReaderNotFound({ t, lang, homeHref }: { t: Translate; lang: ReaderLanguage; homeHref: string }) {
  return (
    <ReaderShell t={t} lang={lang} homeHref={homeHref}>
      <div className="reader-state">
        <h1>{t('reader.notFound.title')}</h1>
        <p>{t('reader.notFound.body')}</p>
        <a className="button" href={homeHref}>
          {t('reader.notFound.home')}
        </a>
      </div>
    </ReaderShell>
  );
}
