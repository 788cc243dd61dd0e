import { lazy, Suspense } from 'react';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';

const CampaignCard = lazy(() => import('./campaign-card'));

/** The campaign card of a content written for a campaign, loaded as its own chunk when needed. */
export function CampaignSlot({
  campaignId,
  services,
  t,
  lang,
}: {
  campaignId: string;
  services: ReaderServices;
  t: Translate;
  lang: ReaderLanguage;
}) {
  return (
    <div className="cv-section reader-campaign-slot">
      <Suspense fallback={null}>
        <CampaignCard campaignId={campaignId} services={services} t={t} lang={lang} />
      </Suspense>
    </div>
  );
}
