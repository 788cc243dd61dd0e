import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Routes } from '../../../domain/routing/routes';
import { formatYear } from '../../../domain/time/date-formats';

const LINKS = [
  { to: Routes.aboutUs, key: 'nav.aboutUs' },
  { to: Routes.jobs, key: 'nav.jobs' },
  { to: Routes.faq, key: 'nav.faq' },
  { to: Routes.helpAndSupport, key: 'nav.helpAndSupport' },
  { to: Routes.contactUs, key: 'nav.contactUs' },
  { to: Routes.inAppTermsOfUse, key: 'nav.termsOfUse' },
  { to: Routes.standardsAgainstCsae, key: 'shell.footer.standards' },
] as const;

/** The site footer (hidden in the mobile app's web view, spec §1). */
export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const [now] = useState(() => Date.now());
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label={t('shell.footer.nav')}>
          <ul className="site-footer__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__note">{t('shell.footer.copyright', { year: formatYear(now, i18n.language) })}</p>
      </div>
    </footer>
  );
}
