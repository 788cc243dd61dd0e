import { observer } from 'mobx-react-lite';
import { InfoPage } from '../../components/page/info-page';

/** /_/terms-of-use (spec §2 public, no overlay, no cookie banner: also opened inside the mobile app). */
export default observer(function TermsOfUsePage() {
  return <InfoPage titleKey="termsOfUse.title" leadKey="termsOfUse.lead" sectionsKey="termsOfUse.sections" />;
});
