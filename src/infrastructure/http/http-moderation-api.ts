import type { AdminPage, ModerationApi, QueueItem, QueueQuery } from '../../application/ports/moderation-api.port';
import type { CampaignWire } from '../../contract/campaigns.contract';
import type { AuthorWire } from '../../contract/content.contract';
import type {
  AccessBodyWire,
  AccessWire,
  PlaceDecisionBodyWire,
  PlaceHolidaysBodyWire,
  QueueItemUpdateWire,
  QueueItemWire,
  RoleAnswerWire,
  VisibilityBodyWire,
  VisibilityWire,
} from '../../contract/moderation.contract';
import type { LocationWire } from '../../contract/places.contract';
import type { PollWire } from '../../contract/polls.contract';
import { ADMIN_PATHS, fillPath, WALLET_PATHS } from '../../contract/wallet.paths';
import type { CampaignDraft, CampaignView } from '../../domain/campaigns/campaign';
import type { ContentAuthor } from '../../domain/content/content';
import { normalizeError } from '../../domain/errors/normalize-error';
import type { QueueKind, QueueStatus } from '../../domain/moderation/moderation';
import { closedOnPublicHolidaysFromWire } from '../wire/content-mappers';
import type { PollEdit, PollView } from '../../domain/polls/poll';
import type { ApiResponse } from '../wire/api-envelope';
import { campaignFromWire, campaignToWire } from '../wire/campaign-mappers';
import { authorFromWire } from '../wire/content-mappers';
import { pollFromWire, pollToWire } from '../wire/poll-mappers';
import type { HttpClient } from './http-client';
import { loadAxios } from './load-axios';

export interface AttachmentSession {
  /** The SPA's API origin ('' for its own). */
  readonly baseUrl: string;
  /** The bearer token of the signed-in moderator. */
  readonly getToken: () => Promise<string | null>;
}

const author = (w: AuthorWire | null | undefined): ContentAuthor | null => (w ? authorFromWire(w) : null);

const pageOf = <W, T>(response: ApiResponse<W[]>, map: (w: W) => T): AdminPage<T> => {
  const items = (response.data ?? []).map(map);
  return { items, total: response.totalCount ?? items.length };
};

export const queueItemFromWire = (w: QueueItemWire): QueueItem => ({
  kind: w.kind,
  itemId: w.item_id,
  status: w.status,
  createdAt: w.created_at,
  reporter: author(w.reporter),
  email: w.email ?? null,
  reason: w.reason ?? null,
  message: w.message ?? '',
  targetType: w.target_type ?? null,
  targetId: w.target_id ?? null,
  targetUrl: w.target_url ?? null,
  targetExcerpt: w.target_excerpt ?? null,
  targetHidden: w.target_hidden === true,
  placeClosedOnPublicHolidays:
    typeof w.place_closed_on_public_holidays === 'boolean' ? w.place_closed_on_public_holidays : null,
  targetAuthor: author(w.target_author),
  note: w.note ?? null,
  attachments: (w.attachments ?? []).map((a) => ({
    uploadId: a.upload_id,
    url: a.url,
    contentType: a.content_type ?? null,
  })),
});

/** An attachment's address as the queue gives it: absolute, under an API base, or a bare admin path. */
const attachmentUrl = (baseUrl: string, url: string): string => {
  if (/^https?:\/\//.test(url)) return url;
  if (/^\/(api|private\/api|public\/api)\//.test(url)) return `${baseUrl}${url}`;
  return `${baseUrl}/private/api${url.startsWith('/') ? '' : '/'}${url}`;
};

/**
 * The admin area's calls (ADMIN_PATHS, bearer on every one) and the two public reads the edit
 * forms start from. Paths come from the TypeBox-free wallet.paths.ts; wire types are type-only imports.
 */
export class HttpModerationApi implements ModerationApi {
  constructor(
    private readonly http: HttpClient,
    private readonly files: AttachmentSession,
  ) {}

  async role(): Promise<{ moderator: boolean }> {
    const { data } = await this.http.get<RoleAnswerWire>('private', ADMIN_PATHS.role);
    return { moderator: data.moderator === true };
  }

  async queue(query: QueueQuery): Promise<AdminPage<QueueItem>> {
    const params = {
      ...(query.kind ? { kind: query.kind } : {}),
      status: query.status,
      offset: query.offset,
      limit: query.limit,
    };
    return pageOf(await this.http.get<QueueItemWire[]>('private', ADMIN_PATHS.queue, params), queueItemFromWire);
  }

  async updateQueueItem(
    kind: QueueKind,
    itemId: string,
    update: { status: QueueStatus; note?: string },
  ): Promise<QueueItem> {
    const body: QueueItemUpdateWire = update;
    const { data } = await this.http.post<QueueItemWire>(
      'private',
      fillPath(ADMIN_PATHS.queueItem, { kind, itemId }),
      body,
    );
    return queueItemFromWire(data);
  }

  async setContentHidden(contentId: string, hidden: boolean, reason?: string): Promise<{ hidden: boolean }> {
    const body: VisibilityBodyWire = reason ? { hidden, reason } : { hidden };
    const { data } = await this.http.post<VisibilityWire>(
      'private',
      fillPath(ADMIN_PATHS.hideContent, { contentId }),
      body,
    );
    return { hidden: data.hidden };
  }

  async setCommentHidden(commentId: string, hidden: boolean, reason?: string): Promise<{ hidden: boolean }> {
    const body: VisibilityBodyWire = reason ? { hidden, reason } : { hidden };
    const { data } = await this.http.post<VisibilityWire>(
      'private',
      fillPath(ADMIN_PATHS.hideComment, { commentId }),
      body,
    );
    return { hidden: data.hidden };
  }

  async setUserDisabled(userId: string, disabled: boolean): Promise<{ disabled: boolean }> {
    const body: AccessBodyWire = { disabled };
    const { data } = await this.http.post<AccessWire>('private', fillPath(ADMIN_PATHS.userAccess, { userId }), body);
    return { disabled: data.disabled };
  }

  async decidePlace(locationId: string, decision: 'approve' | 'refuse', reason?: string): Promise<void> {
    const body: PlaceDecisionBodyWire = reason ? { decision, reason } : { decision };
    await this.http.post<unknown>('private', fillPath(ADMIN_PATHS.placeDecision, { locationId }), body);
  }

  async setPlaceClosedOnHolidays(locationId: string, closed: boolean): Promise<{ closed: boolean }> {
    const body: PlaceHolidaysBodyWire = { closed_on_public_holidays: closed };
    const { data } = await this.http.post<LocationWire>(
      'private',
      fillPath(ADMIN_PATHS.placeHolidays, { locationId }),
      body,
    );
    return { closed: closedOnPublicHolidaysFromWire(data.opening_hours) };
  }

  /** Image bytes, not an envelope, so not through the JSON wrapper; a refusal's envelope is read as one. */
  async attachment(url: string): Promise<Blob> {
    const token = await this.files.getToken();
    const axios = await loadAxios().catch((error: unknown) => Promise.reject(normalizeError(error)));
    const response = await axios
      .get<Blob>(attachmentUrl(this.files.baseUrl, url), {
        responseType: 'blob',
        validateStatus: () => true,
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      })
      .catch((error: unknown) => Promise.reject(normalizeError(error)));
    if (response.status >= 200 && response.status < 300) return response.data;
    const body: unknown = await response.data
      .text()
      .then((t) => JSON.parse(t) as unknown)
      .catch(() => null);
    throw normalizeError(body);
  }

  async listPolls(offset: number, limit: number): Promise<AdminPage<PollView>> {
    return pageOf(await this.http.get<PollWire[]>('private', ADMIN_PATHS.polls, { offset, limit }), pollFromWire);
  }

  async getPoll(pollId: string): Promise<PollView> {
    const { data } = await this.http.get<PollWire>('api', fillPath(WALLET_PATHS.poll, { pollId }));
    return pollFromWire(data);
  }

  async createPoll(draft: PollEdit): Promise<PollView> {
    const { data } = await this.http.post<PollWire>('private', ADMIN_PATHS.polls, pollToWire(draft));
    return pollFromWire(data);
  }

  async updatePoll(pollId: string, draft: PollEdit): Promise<PollView> {
    const { data } = await this.http.patch<PollWire>(
      'private',
      fillPath(ADMIN_PATHS.poll, { pollId }),
      pollToWire(draft),
    );
    return pollFromWire(data);
  }

  async listCampaigns(offset: number, limit: number): Promise<AdminPage<CampaignView>> {
    return pageOf(
      await this.http.get<CampaignWire[]>('private', ADMIN_PATHS.campaigns, { offset, limit }),
      campaignFromWire,
    );
  }

  async getCampaign(campaignId: string): Promise<CampaignView> {
    const { data } = await this.http.get<CampaignWire>('api', fillPath(WALLET_PATHS.campaign, { campaignId }));
    return campaignFromWire(data);
  }

  async createCampaign(draft: CampaignDraft): Promise<CampaignView> {
    const { data } = await this.http.post<CampaignWire>('private', ADMIN_PATHS.campaigns, campaignToWire(draft));
    return campaignFromWire(data);
  }

  async updateCampaign(campaignId: string, draft: CampaignDraft): Promise<CampaignView> {
    const { data } = await this.http.patch<CampaignWire>(
      'private',
      fillPath(ADMIN_PATHS.campaign, { campaignId }),
      campaignToWire(draft),
    );
    return campaignFromWire(data);
  }
}
