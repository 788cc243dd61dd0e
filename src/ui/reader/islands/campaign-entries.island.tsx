import { useMemo } from 'react';
import { CampaignEntries } from '../campaign/campaign-entries';
import { withPollsStrings } from '../polls-strings';
import { defineIsland } from './island';

/** The published entries of /campaigns/[id]/detail: read once the island hydrates, then "show more". */
export default defineIsland<{ campaignId: string; open: boolean }>(
  'campaign-entries',
  function CampaignEntriesIsland({ props, context }) {
    const t = useMemo(() => withPollsStrings(context.t, context.lang), [context.t, context.lang]);
    return (
      <CampaignEntries
        campaignId={props.campaignId}
        open={props.open}
        services={context.services}
        t={t}
        lang={context.lang}
      />
    );
  },
);
