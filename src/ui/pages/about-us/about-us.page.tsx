import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncResource } from '../../components/discovery/async-resource';
import { ContentGrid } from '../../components/discovery/content-card';
import { InfoPage } from '../../components/page/info-page';
import { useStores } from '../../stores/stores-context';
import '../../components/discovery/discovery.css';

/** How many trending stories the about page shows: one row of the card grid. */
const TRENDING_ON_ABOUT = 3;

/**
 * /about-us (spec §2 public page), the home of a visitor who is not signed in (routes.ts PUBLIC_HOME): what
 * Travelogue is, then stories being read now (the public trending feed) and the way into the product.
 */
export default observer(function AboutUsPage() {
  const { t } = useTranslation();
  const { services } = useStores();
  const [trending] = useState(() => new AsyncResource(() => services.discovery.trendingContents(TRENDING_ON_ABOUT)));
  useEffect(() => void trending.ensureLoaded(), [trending]);
  const items = trending.value?.items ?? [];
  return (
    <InfoPage titleKey="aboutUs.title" leadKey="aboutUs.lead" sectionsKey="aboutUs.sections">
      {/* An extra on this page: while it loads, or when it cannot, the page reads complete without it. */}
      {items.length > 0 ? (
        <section className="info-section stack" aria-labelledby="about-trending-title">
          <h2 id="about-trending-title">{t('explore.trending')}</h2>
          <ContentGrid items={items} label={t('explore.trending')} />
        </section>
      ) : null}
    </InfoPage>
  );
});
