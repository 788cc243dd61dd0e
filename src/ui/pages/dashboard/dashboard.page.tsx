import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Routes } from '../../../domain/routing/routes';
import { useStores } from '../../stores/stores-context';
import '../../components/auth-form/auth.css';
import './dashboard.css';

/** /dashboard (spec §6: the signed-in home). The contents feed arrives with the contents issue. */
export default observer(function DashboardPage() {
  const { t } = useTranslation();
  const { auth, profile } = useStores();
  const navigate = useNavigate();
  const name = profile.profile?.displayName ?? profile.profile?.username ?? auth.state.firebaseUser?.email ?? null;

  return (
    <div className="container dashboard stack">
      <header className="dashboard__header">
        <div>
          <h1>{name ? t('dashboard.greeting', { name }) : t('dashboard.greetingAnonymous')}</h1>
          {profile.state.isFetching ? <p className="muted" role="status">{t('app.loading')}</p> : null}
        </div>
        <div className="row">
          <Link className="button button--secondary" to={Routes.profileSettings}>{t('dashboard.settings')}</Link>
          <button
            type="button" className="button button--ghost"
            onClick={() => void auth.auth.logout().then(() => navigate(Routes.login, { replace: true }))}
          >
            {t('nav.logout')}
          </button>
        </div>
      </header>
      <section className="card dashboard__empty" aria-labelledby="dashboard-contents">
        <h2 id="dashboard-contents">{t('dashboard.contentsTitle')}</h2>
        <p className="muted">{t('dashboard.contentsEmpty')}</p>
        {/* Issue 4: the way into the editor. */}
        <div className="row dashboard__write">
          <Link className="button" to={`${Routes.myContentNew}?kind=article`}>{t('myContents.writeArticle')}</Link>
          <Link className="button button--secondary" to={`${Routes.myContentNew}?kind=trip`}>{t('myContents.planTrip')}</Link>
          <Link className="button button--ghost" to={Routes.myContents}>{t('myContents.title')}</Link>
        </div>
      </section>
    </div>
  );
});
