import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { Routes } from '../../../domain/routing/routes';
import { useStores } from '../../stores/stores-context';
import { AccountMenu } from './account-menu';
import { LanguageSwitcher } from './language-switcher';

/** The site header (hidden in the mobile app's web view, spec §1). */
export const SiteHeader = observer(function SiteHeader() {
  const { auth } = useStores();
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link className="site-header__logo" to={auth.isSignedIn ? Routes.dashboard : Routes.home}>
          {t('app.name')}
        </Link>
        <nav className="site-header__nav" aria-label={t('shell.mainNav')}>
          <NavLink to={Routes.aboutUs}>{t('nav.aboutUs')}</NavLink>
          <NavLink to={Routes.jobs}>{t('nav.jobs')}</NavLink>
          <NavLink to={Routes.helpAndSupport}>{t('nav.helpAndSupport')}</NavLink>
        </nav>
        <div className="site-header__end">
          <LanguageSwitcher />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
});
