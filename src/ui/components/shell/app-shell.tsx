import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { appModeOf, showsCookieBanner } from '../../../domain/routing/page-behaviour';
import { decideRoute } from '../../../domain/routing/route-gate';
import { Routes } from '../../../domain/routing/routes';
import { needsHostAppSignIn } from '../../../domain/routing/web-view-sign-in';
import { lineLinkHandoff } from './line-link-handoff';
import { gateTarget } from './redirect';
import { useStores } from '../../stores/stores-context';
import { CookieBanner } from '../cookie-banner/cookie-banner';
import { AppOverlay } from '../overlay/app-overlay';
import { GeneralErrorToasts } from './general-error-toasts';
import { shellOverlay } from './shell-overlay';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useDocumentLanguage } from './use-document-language';
import { useLangQuery } from './use-lang-query';
import { WebViewSignIn } from './web-view-sign-in';
import './shell.css';

/** react-toastify and its stylesheet: a chunk of their own, downloaded when toasts are first wanted. */
const ToastHost = lazy(() => import('../toasts/toast-host').then(({ ToastHost }) => ({ default: ToastHost })));

/** What counts as the person's first interaction: a tap or click (any pointer) or a key. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Whether the toast host is wanted: toasts follow something someone does, or something that happens to a signed-in
 * person, so it comes with the first tap or key, with a signed-in person, or with the first toast (`want`), and
 * stays. An anonymous visit that only reads never downloads it.
 */
function useToastHost(signedIn: boolean): readonly [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  // Kept once signed in: a toast raised as the session ends stays on screen.
  if (signedIn && !wanted) setWanted(true);
  useEffect(() => {
    if (wanted) return undefined;
    for (const type of INTERACTIONS) window.addEventListener(type, want, { capture: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want, true);
    };
  }, [wanted, want]);
  return [wanted || signedIn, want] as const;
}

/**
 * The application shell of spec §2 that wraps every page: the login gate on every location change,
 * the three overlays, the cookie banner (§4 §9), toasts (§9), and header/footer outside the web view. Inside
 * the web view, where the gate would show the web's sign-in, the app is asked to sign the person in instead.
 */
export const AppShell = observer(function AppShell() {
  const { auth, remoteConfig, cookieConsent, shell, services } = useStores();
  const location = useLocation();
  const { t, i18n } = useTranslation();
  const langPending = useLangQuery();
  useDocumentLanguage();

  const isWebView = shell.isWebView || appModeOf(location.search) === 'webview';
  useEffect(() => {
    shell.noteAppMode(location.search);
  }, [shell, location.search]);

  // A LINE link coming back on the LINE callback goes to settings before the gate decides.
  const lineLink = lineLinkHandoff(location.pathname, location.search, services.accountSecurity);
  const decision = decideRoute({ path: location.pathname, search: location.search, auth: auth.gateView });
  const target = langPending ? null : gateTarget(decision, location.pathname, location.search);
  const hostAppSignIn = needsHostAppSignIn({
    isWebView,
    isInitialized: auth.state.isInitialized,
    path: location.pathname,
    decision,
  });
  const overlay = shellOverlay({ path: location.pathname, auth: auth.state, remoteConfig });
  const showBanner = cookieConsent.visible && showsCookieBanner(location.pathname, isWebView);
  const [toastsWanted, wantToasts] = useToastHost(auth.isSignedIn);

  return (
    <div className={['app', isWebView ? 'app--web-view' : '', showBanner ? 'app--with-banner' : ''].join(' ').trim()}>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      {isWebView ? null : <SiteHeader />}
      <main id="main" className="app__main" tabIndex={-1}>
        {lineLink !== null ? (
          <Navigate replace to={Routes.profileSettings} state={lineLink} />
        ) : hostAppSignIn ? (
          <WebViewSignIn sessionEnded={auth.state.sessionEnded} />
        ) : target !== null ? (
          <Navigate replace to={target} />
        ) : overlay === null ? (
          <Outlet />
        ) : null}
      </main>
      {isWebView ? null : <SiteFooter />}
      {overlay === 'unavailable' ? (
        <AppOverlay
          tone="error"
          message={t('app.serviceUnavailable')}
          action={{ label: t('app.retry'), onClick: () => window.location.reload() }}
        />
      ) : overlay !== null ? (
        <AppOverlay message={t(overlay === 'initializing' ? 'app.initializing' : 'app.loading')} />
      ) : null}
      {showBanner ? (
        <CookieBanner
          onAccept={cookieConsent.accept}
          onDecline={cookieConsent.declineEnabled ? cookieConsent.decline : undefined}
        />
      ) : null}
      {toastsWanted ? (
        <Suspense fallback={null}>
          <ToastHost rtl={i18n.dir() === 'rtl'} />
        </Suspense>
      ) : null}
      <GeneralErrorToasts onToast={wantToasts} />
    </div>
  );
});
