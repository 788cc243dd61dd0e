import CampaignCard from '../campaign/campaign-card';
import { defineIsland } from './island';

/** The card of the campaign a content was written for: read after the page shows. */
export default defineIsland<{ campaignId: string }>('campaign', function CampaignIsland({ props, context }) {
  return (
    <div className="cv-section reader-campaign-slot">
      <CampaignCard campaignId={props.campaignId} services={context.services} t={context.t} lang={context.lang} />
    </div>
  );
});
