import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { footerGroups } from '../../../domain/routing/site-links';
import { formatYear } from '../../../domain/time/date-formats';
import { useStores } from '../../stores/stores-context';
import { SiteLinkAnchor } from './site-link';

/** The site footer (hidden in the mobile app's web view, spec §1): into the product, then company and help. */
export const SiteFooter = observer(function SiteFooter() {
  const { auth } = useStores();
  const { t, i18n } = useTranslation();
  const [now] = useState(() => Date.now());
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav className="site-footer__groups" aria-label={t('site.footerNav')}>
          {footerGroups(auth.isSignedIn).map((group) => (
            <div key={group.id} className="site-footer__group">
              <h2 className="site-footer__heading" id={`site-footer-${group.id}`}>
                {t(`site.footer.${group.id}`)}
              </h2>
              <ul className="site-footer__links" aria-labelledby={`site-footer-${group.id}`}>
                {group.links.map((link) => (
                  <li key={link.id}>
                    <SiteLinkAnchor link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <p className="site-footer__note">{t('site.copyright', { year: formatYear(now, i18n.language) })}</p>
      </div>
    </footer>
  );
});
