import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PUBLIC_HOME, Routes } from '../../../domain/routing/routes';
import { headerLinks } from '../../../domain/routing/site-links';
import { useStores } from '../../stores/stores-context';
import { AccountMenu } from './account-menu';
import { LanguageSwitcher } from './language-switcher';
import { NotificationBell } from './notification-bell';
import { SiteLinkAnchor } from './site-link';

/**
 * The site header (hidden in the mobile app's web view, spec §1): the way on from any page — the map for
 * everyone, search once signed in — the language switch, and sign-in / sign-up or the bell and the account menu. On a
 * phone the way on and the language take a second row rather than hiding behind a menu (styles/global.css).
 */
export const SiteHeader = observer(function SiteHeader() {
  const { auth } = useStores();
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link className="site-header__logo" to={auth.isSignedIn ? Routes.dashboard : PUBLIC_HOME}>
          {t('app.name')}
        </Link>
        <nav className="site-header__nav" aria-label={t('site.mainNav')}>
          {headerLinks(auth.isSignedIn).map((link) => (
            <SiteLinkAnchor key={link.id} link={link} />
          ))}
        </nav>
        <div className="site-header__lang">
          <LanguageSwitcher />
        </div>
        <div className="site-header__account">
          <NotificationBell />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
});
