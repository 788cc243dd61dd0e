import { useCallback, useEffect, useState } from 'react';
import type { CampaignView } from '../../../application/ports/reader-campaign-api.port';
import type { ContentListItem } from '../../../domain/content/content';
import type { AppError } from '../../../domain/errors/app-error';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { normalizeError } from '../../../domain/errors/normalize-error';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';

export type CampaignLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly campaign: CampaignView }
  | { readonly status: 'notFound' }
  | { readonly status: 'error'; readonly error: AppError };

/** The campaign of /campaigns/[id]/detail: drawn at once from the embedded data, else fetched; 4040607004 is "not found". */
export function useCampaign(services: Pick<ReaderServices, 'campaigns'>, campaignId: string, initialData: unknown) {
  const [state, setState] = useState<CampaignLoad>(() => {
    const campaign = services.campaigns.embeddedCampaign(campaignId, initialData);
    return campaign ? { status: 'ready', campaign } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (state.status === 'ready' && state.campaign.campaignId === campaignId) return;
    let live = true;
    services.campaigns.loadCampaign(campaignId).then(
      (campaign) => live && setState({ status: 'ready', campaign }),
      (error: unknown) => {
        if (!live) return;
        const appError = normalizeError(error);
        setState(appError.code === ErrorCode.contentNotFound ? { status: 'notFound' } : { status: 'error', error: appError });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- per campaign and per retry only
  }, [services, campaignId, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}

export interface CampaignEntries {
  readonly items: readonly ContentListItem[];
  readonly totalCount: number;
  readonly status: 'loading' | 'idle' | 'failed';
}

/** The published entries, read after the page draws, a page at a time ("show more"). */
export function useCampaignEntries(services: Pick<ReaderServices, 'campaigns'>, campaignId: string) {
  const [state, setState] = useState<CampaignEntries>({ items: [], totalCount: 0, status: 'loading' });

  const load = useCallback((offset: number) => {
    setState((current) => ({ ...current, status: 'loading' }));
    return services.campaigns.entriesPage(campaignId, offset).then(
      (page) => setState((current) => ({
        items: offset === 0 ? page.items : [...current.items, ...page.items.filter((item) => !current.items.some((shown) => shown.contentId === item.contentId))],
        totalCount: page.totalCount,
        status: 'idle',
      })),
      () => setState((current) => ({ ...current, status: 'failed' })),
    );
  }, [services, campaignId]);

  useEffect(() => {
    void load(0);
  }, [load]);

  const loadMore = useCallback(() => void load(state.items.length), [load, state.items.length]);
  return { entries: state, loadMore, hasMore: state.items.length < state.totalCount };
}
