import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../application/ports/locale.port';
import { whenSettled } from './when-settled';
import './app-install.css';

type InstallModule = typeof import('../../../infrastructure/service-worker/install-app');

/** The module is fetched once the page has loaded and the person first interacts: nothing of it comes first. */
const settled = () => new Promise<void>((resolve) => whenSettled(resolve));

/**
 * The installable app in the SPA (install-app.ts): the manifest of the interface language and the service worker,
 * outside the mobile app's web view only (spec §2 appMode). A new build waiting to take over is announced with a
 * toast of the shell's host (spec §9: top centre, 5 s, close button) whose Reload switches to it. `onToast` asks
 * the shell for its toast host, downloaded when first wanted.
 */
export function AppInstall({
  webView,
  language,
  onToast,
}: {
  readonly webView: boolean;
  readonly language: Language;
  readonly onToast: () => void;
}) {
  const { t } = useTranslation();
  const latest = useRef({ webView, language, t, onToast });
  const installed = useRef<Promise<InstallModule | null> | null>(null);
  useEffect(() => {
    latest.current = { webView, language, t, onToast };
  });

  useEffect(() => {
    if (installed.current) return;
    installed.current = settled()
      .then(() => import('../../../infrastructure/service-worker/install-app'))
      .then(async (module) => {
        const { webView: inWebView, language: current } = latest.current;
        await module.installApp({ language: current, webView: inWebView, onUpdate: announceUpdate });
        return module;
      })
      .catch(() => null);

    function announceUpdate(apply: () => void): void {
      const { t: translate, onToast: wantToasts } = latest.current;
      wantToasts();
      void import('react-toastify/unstyled')
        .then(({ toast }) =>
          toast.info(
            <div className="app-update-toast">
              <span>{translate('toast.updateAvailable')}</span>
              <button type="button" className="app-update-toast__reload" onClick={apply}>
                {translate('toast.updateReload')}
              </button>
            </div>,
            // Reload is the toast's action: a tap elsewhere on it (or a drag) must not dismiss it instead.
            { toastId: 'app-update', closeOnClick: false, draggable: false },
          ),
        )
        .catch(() => undefined);
    }
  }, []);

  useEffect(() => {
    void installed.current?.then((module) => module?.setAppLanguage(language, webView));
  }, [language, webView]);
  return null;
}
