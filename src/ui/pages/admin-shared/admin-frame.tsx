import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { Routes } from '../../../domain/routing/routes';
import { useStores } from '../../stores/stores-context';
import '../../components/discovery/discovery.css';
import '../../components/chip/chip.css';
import './admin.css';

interface Props {
  readonly title: string;
  /** Rendered only once the server has said this person is a moderator. */
  readonly children: ReactNode;
}

/**
 * Every admin page: asks the role once, then shows the admin navigation and the page, or a
 * refusal with a way home to anyone else (never the data: the page's own calls start only inside).
 */
export const AdminFrame = observer(function AdminFrame({ title, children }: Props) {
  const { t } = useTranslation();
  const { auth, moderator } = useStores();
  const userId = auth.isSignedIn ? (auth.state.firebaseUser?.uid ?? null) : null;
  useEffect(() => void moderator.check(userId), [moderator, userId]);

  if (moderator.status === 'not-moderator') return <AdminRefusal />;
  if (moderator.status === 'failed') {
    return (
      <div className="container admin-page stack">
        <div className="alert alert--error row" role="alert">
          <span>{t('admin.roleFailed')}</span>
          <button type="button" className="button button--secondary" onClick={() => void moderator.check(userId, true)}>
            {t('app.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (!moderator.isModerator)
    return (
      <p className="container admin-page muted" role="status">
        {t('app.loading')}
      </p>
    );

  return (
    <div className="container admin-page stack">
      <nav className="admin-nav" aria-label={t('admin.nav.label')}>
        <NavLink end to={Routes.admin}>
          {t('admin.nav.queue')}
        </NavLink>
        <NavLink to={Routes.adminPolls}>{t('admin.nav.polls')}</NavLink>
        <NavLink to={Routes.adminCampaigns}>{t('admin.nav.campaigns')}</NavLink>
        <NavLink to={Routes.adminPlaces}>{t('admin.nav.places')}</NavLink>
      </nav>
      <h1>{title}</h1>
      {children}
    </div>
  );
});

/** A signed-in person who is not a moderator (or stopped being one, a 403 4030607011). */
export function AdminRefusal() {
  const { t } = useTranslation();
  return (
    <article className="container page admin-page" aria-labelledby="admin-refusal-title">
      <div className="card stack">
        <h1 id="admin-refusal-title">{t('admin.refusal.title')}</h1>
        <p>{t('admin.refusal.message')}</p>
        <div className="row">
          <Link className="button" to={Routes.dashboard}>
            {t('admin.refusal.home')}
          </Link>
        </div>
      </div>
    </article>
  );
}
