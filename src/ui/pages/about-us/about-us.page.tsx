import { observer } from 'mobx-react-lite';
import { InfoPage } from '../../components/page/info-page';

/** /about-us (spec §2 public page). */
export default observer(function AboutUsPage() {
  return <InfoPage titleKey="aboutUs.title" leadKey="aboutUs.lead" sectionsKey="aboutUs.sections" />;
});
