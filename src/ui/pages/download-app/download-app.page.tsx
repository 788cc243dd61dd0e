import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Routes } from '../../../domain/routing/routes';
import { storeLinks } from '../../../domain/url/store-links';
import { useStores } from '../../stores/stores-context';

/** Remote-config key of the store pages (bundled default: none). */
export const APP_STORE_LINKS_KEY = 'app_store_links';

/**
 * /download-app (spec §2 public; §4 Flags: "Download-app done: off"): the app's store pages from remote config,
 * for anyone. Someone finishing onboarding continues to the dashboard from here (turning the prompt off); a
 * visitor is never sent to sign in from this page — the web reader is offered instead.
 */
export default observer(function DownloadAppPage() {
  const { t } = useTranslation();
  const { auth, remoteConfig } = useStores();
  const navigate = useNavigate();
  const raw = t('downloadApp.benefits', { returnObjects: true });
  const benefits = Array.isArray(raw) ? (raw as string[]) : [];
  const stores = storeLinks(remoteConfig.getJson<unknown>(APP_STORE_LINKS_KEY));
  const hasSession = auth.isSignedIn || auth.state.isWebViewAccessTokenInjected;
  const done = () => {
    auth.auth.downloadAppDone();
    void navigate(Routes.dashboard);
  };
  return (
    <article className="container page" aria-labelledby="page-title">
      <div className="card stack download-app">
        <h1 id="page-title">{t('downloadApp.title')}</h1>
        <p className="page__lead">{t('downloadApp.lead')}</p>
        <ul className="download-app__benefits">
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
        {stores.appStore || stores.googlePlay ? (
          <ul className="download-app__stores" aria-label={t('downloadApp.stores')}>
            {stores.appStore ? (
              <li>
                <a className="button button--secondary download-app__store" href={stores.appStore}>
                  {t('downloadApp.appStore')}
                </a>
              </li>
            ) : null}
            {stores.googlePlay ? (
              <li>
                <a className="button button--secondary download-app__store" href={stores.googlePlay}>
                  {t('downloadApp.googlePlay')}
                </a>
              </li>
            ) : null}
          </ul>
        ) : (
          <p>{t('downloadApp.howTo')}</p>
        )}
        {hasSession ? (
          <div>
            <button type="button" className="button" onClick={done}>
              {t('downloadApp.continue')}
            </button>
          </div>
        ) : (
          <p>
            {t('downloadApp.onTheWeb')} {/* The map is a page of the lean reader entry: a full load. */}
            <a href={Routes.map}>{t('downloadApp.openMap')}</a>
          </p>
        )}
      </div>
    </article>
  );
});
