import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Routes } from '../../../domain/routing/routes';
import { InfoPage } from '../../components/page/info-page';

/** /standards-against-csae (spec §2 public, no overlay, no cookie banner). */
export default observer(function StandardsAgainstCsaePage() {
  const { t } = useTranslation();
  return (
    <InfoPage titleKey="standards.title" leadKey="standards.lead" sectionsKey="standards.sections">
      <p>
        <Link className="button" to={Routes.contactUs}>
          {t('standards.reportCta')}
        </Link>
      </p>
    </InfoPage>
  );
});
