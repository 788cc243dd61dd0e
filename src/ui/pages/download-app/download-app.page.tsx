import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Routes } from '../../../domain/routing/routes';
import { useStores } from '../../stores/stores-context';

/** /download-app (spec §2; §4 Flags: "Download-app done: off"), the last onboarding step. */
export default observer(function DownloadAppPage() {
  const { t } = useTranslation();
  const { auth } = useStores();
  const navigate = useNavigate();
  const raw = t('downloadApp.benefits', { returnObjects: true });
  const benefits = Array.isArray(raw) ? (raw as string[]) : [];
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
        <p>{t('downloadApp.howTo')}</p>
        <div>
          <button type="button" className="button" onClick={done}>
            {t('downloadApp.continue')}
          </button>
        </div>
      </div>
    </article>
  );
});
