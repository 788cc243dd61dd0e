import { useTranslation } from 'react-i18next';

/**
 * In the mobile app's web view, what shows where the web would open its sign-in pages (web-view-sign-in.ts):
 * sign in (again) in the app. No sign-in form and no Google, Facebook or Apple buttons, whose popups a web view
 * cannot open. "Try again" reloads, for when the app has handed over a new token meanwhile.
 */
export function WebViewSignIn({ sessionEnded }: { readonly sessionEnded: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="card web-view-sign-in stack" aria-labelledby="web-view-sign-in-title">
      <h1 id="web-view-sign-in-title">{t('shell.webViewSignIn.title')}</h1>
      <p role="status">{t(sessionEnded ? 'shell.webViewSignIn.sessionEnded' : 'shell.webViewSignIn.signIn')}</p>
      <div>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('shell.webViewSignIn.retry')}
        </button>
      </div>
    </section>
  );
}
