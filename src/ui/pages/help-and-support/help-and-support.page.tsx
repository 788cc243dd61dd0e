import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { matchesRoute, Routes } from '../../../domain/routing/routes';
import { InfoPage } from '../../components/page/info-page';

/**
 * /help-and-support and /_/help-and-support (spec §2): readable by a disabled user too (§6). The
 * in-app variant links to the in-app contact form.
 */
export default observer(function HelpAndSupportPage() {
  const { t } = useTranslation();
  const inApp = matchesRoute(useLocation().pathname, Routes.inAppHelpAndSupport);
  return (
    <InfoPage titleKey="helpAndSupport.title" leadKey="helpAndSupport.lead" sectionsKey="helpAndSupport.topics">
      <section className="card stack" aria-labelledby="help-contact-title">
        <h2 id="help-contact-title">{t('helpAndSupport.contactTitle')}</h2>
        <p>{t('helpAndSupport.contactBody')}</p>
        <div className="row">
          <Link className="button" to={inApp ? Routes.inAppContactUs : Routes.contactUs}>
            {t('helpAndSupport.contactCta')}
          </Link>
          {inApp ? null : (
            <Link className="button button--secondary" to={Routes.faq}>
              {t('helpAndSupport.faqCta')}
            </Link>
          )}
        </div>
      </section>
    </InfoPage>
  );
});
