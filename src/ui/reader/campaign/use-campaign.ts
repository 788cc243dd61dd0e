import type { AppError } from '../../../domain/errors/app-error';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { usePagedContents, useReaderResource, type PagedContents } from '../use-reader-resource';
import type { CampaignView } from '../../../domain/campaigns/campaign';

export type CampaignLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly campaign: CampaignView }
  | { readonly status: 'notFound' }
  | { readonly status: 'error'; readonly error: AppError };

/** The campaign of /campaigns/[id]/detail: drawn at once from the embedded data, else fetched; 4040607004 is "not found". */
export function useCampaign(services: Pick<ReaderServices, 'campaigns'>, campaignId: string, initialData: unknown) {
  const { state, retry } = useReaderResource(
    campaignId,
    () => services.campaigns.embeddedCampaign(campaignId, initialData),
    () => services.campaigns.loadCampaign(campaignId),
    (campaign) => campaign.campaignId === campaignId,
  );
  const campaignState: CampaignLoad = state.status === 'ready' ? { status: 'ready', campaign: state.value } : state;
  return { state: campaignState, retry };
}

export type CampaignEntries = PagedContents;

/** The published entries, read after the page draws, a page at a time ("show more"). */
export function useCampaignEntries(services: Pick<ReaderServices, 'campaigns'>, campaignId: string) {
  const { state, loadMore, hasMore } = usePagedContents(campaignId, (offset) =>
    services.campaigns.entriesPage(campaignId, offset),
  );
  return { entries: state, loadMore, hasMore };
}
