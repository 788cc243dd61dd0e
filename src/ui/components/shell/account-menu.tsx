import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Routes } from '../../../domain/routing/routes';
import { useStores } from '../../stores/stores-context';

/** Sign in / sign up for visitors; an avatar menu (dashboard, settings, log out) for a signed-in user. */
export const AccountMenu = observer(function AccountMenu() {
  const { auth, profile, moderator } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = auth.isSignedIn ? (auth.state.firebaseUser?.uid ?? null) : null;
  // The admin link only for moderators (GET role, asked once per user).
  useEffect(() => void moderator.check(userId), [moderator, userId]);

  if (!auth.isSignedIn) {
    return (
      <div className="account-menu">
        <Link className="button button--ghost account-menu__signin" to={Routes.login}>
          {t('nav.login')}
        </Link>
        <Link className="button account-menu__signup" to={Routes.signup}>
          {t('nav.signup')}
        </Link>
      </div>
    );
  }

  const name =
    profile.profile?.displayName ?? auth.state.firebaseUser?.displayName ?? auth.state.firebaseUser?.email ?? '';
  const avatar = profile.profile?.avatarImage ?? null;
  const logout = async () => {
    try {
      await auth.auth.logout();
      void navigate(Routes.login);
    } catch (error) {
      auth.auth.reportError(error); // shown as a toast by the shell (spec §4 general error)
    }
  };
  return (
    <details className="account-menu account-menu--signed-in">
      <summary className="account-menu__summary" aria-label={t('shell.accountMenu', { name })}>
        {avatar ? (
          <img className="account-menu__avatar" src={avatar} alt="" width={36} height={36} />
        ) : (
          <span className="account-menu__avatar account-menu__avatar--initial" aria-hidden="true">
            {name.slice(0, 1).toUpperCase() || '?'}
          </span>
        )}
      </summary>
      <ul className="account-menu__list">
        <li className="account-menu__name">{name}</li>
        <li>
          <Link to={Routes.dashboard}>{t('nav.dashboard')}</Link>
        </li>
        <li>
          <Link to={Routes.myContents}>{t('myContents.title')}</Link>
        </li>
        <li>
          <Link to={Routes.saved}>{t('nav.saved')}</Link>
        </li>
        <li>
          <Link to={Routes.profileSettings}>{t('nav.settings')}</Link>
        </li>
        {moderator.isModerator ? (
          <li>
            <Link to={Routes.admin}>{t('admin.nav.link')}</Link>
          </li>
        ) : null}
        <li>
          <button type="button" className="account-menu__logout" onClick={() => void logout()}>
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </details>
  );
});
