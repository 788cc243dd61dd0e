import type {
  AdminCampaign,
  AdminCampaignDraft,
  AdminPage,
  AdminPoll,
  AdminPollDraft,
  ModerationApi,
  QueueItem,
  QueueQuery,
} from '../../application/ports/moderation-api.port';
import type { CampaignBodyWire, CampaignWire } from '../../contract/campaigns.contract';
import type { AuthorWire } from '../../contract/content.contract';
import { imageFromWire } from '../../contract/content.mapping';
import type {
  AccessBodyWire,
  AccessWire,
  PlaceDecisionBodyWire,
  QueueItemUpdateWire,
  QueueItemWire,
  RoleAnswerWire,
  VisibilityBodyWire,
  VisibilityWire,
} from '../../contract/moderation.contract';
import type { PollBodyWire, PollWire } from '../../contract/polls.contract';
import { ADMIN_PATHS, fillPath, WALLET_PATHS } from '../../contract/wallet.paths';
import type { ContentAuthor } from '../../domain/content/content';
import { normalizeError } from '../../domain/errors/normalize-error';
import type { QueueKind, QueueStatus } from '../../domain/moderation/moderation';
import type { LocalizedText } from '../../domain/polls/poll-rules';
import type { ApiResponse } from './api-envelope';
import type { HttpClient } from './http-client';
import { loadAxios } from './load-axios';

export interface AttachmentSession {
  /** The SPA's API origin ('' for its own). */
  readonly baseUrl: string;
  /** The bearer token of the signed-in moderator. */
  readonly getToken: () => Promise<string | null>;
}

const text = (w: { th?: string; en?: string } | null | undefined): LocalizedText => ({
  th: w?.th ?? '',
  en: w?.en ?? '',
});
const author = (w: AuthorWire | null | undefined): ContentAuthor | null =>
  w
    ? {
        userId: w.user_id,
        username: w.username ?? null,
        displayName: w.display_name ?? null,
        avatarImage: w.avatar_image ?? null,
      }
    : null;

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
  targetAuthor: author(w.target_author),
  note: w.note ?? null,
  attachments: (w.attachments ?? []).map((a) => ({
    uploadId: a.upload_id,
    url: a.url,
    contentType: a.content_type ?? null,
  })),
});

export const adminPollFromWire = (w: PollWire): AdminPoll => ({
  pollId: w.poll_id,
  question: text(w.question),
  totalVotes: w.total_votes,
  state: w.state,
  closesAt: w.closes_at ?? null,
  standalone: w.standalone,
  createdAt: w.created_at,
  options: w.options.map((o) => ({
    optionId: o.option_id,
    text: text(o.text),
    imageId: o.image?.image_id ?? null,
    votes: o.votes,
  })),
});

export const adminPollToWire = (draft: AdminPollDraft): PollBodyWire => ({
  question: { th: draft.question.th, en: draft.question.en },
  options: draft.options.map((o) => ({
    ...(o.optionId ? { option_id: o.optionId } : {}),
    text: { th: o.text.th, en: o.text.en },
    image_id: o.imageId,
  })),
  closes_at: draft.closesAt === null ? null : new Date(draft.closesAt).toISOString(),
});

export const adminCampaignFromWire = (w: CampaignWire): AdminCampaign => ({
  campaignId: w.campaign_id,
  title: text(w.title),
  description: text(w.description),
  rules: text(w.rules),
  prize: text(w.prize),
  cover: w.cover ? imageFromWire(w.cover) : null,
  startsOn: w.starts_on,
  endsOn: w.ends_on,
  state: w.state,
  entryCount: w.entry_count ?? 0,
  categoryId: w.category_id ?? null,
});

export const adminCampaignToWire = (d: AdminCampaignDraft): CampaignBodyWire => ({
  title: { ...d.title },
  description: { ...d.description },
  rules: { ...d.rules },
  prize: { ...d.prize },
  cover: d.cover ? { image_id: d.cover.imageId } : null,
  starts_on: d.startsOn,
  ends_on: d.endsOn,
  category_id: d.categoryId,
});

/** An attachment's address as the queue gives it: absolute, under an API base, or a bare admin path. */
const attachmentUrl = (baseUrl: string, url: string): string => {
  if (/^https?:\/\//.test(url)) return url;
  if (/^\/(api|private\/api|public\/api)\//.test(url)) return `${baseUrl}${url}`;
  return `${baseUrl}/private/api${url.startsWith('/') ? '' : '/'}${url}`;
};

/**
 * The admin area's calls (issue 10; ADMIN_PATHS, bearer on every one) and the two public reads the edit
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

  async listPolls(offset: number, limit: number): Promise<AdminPage<AdminPoll>> {
    return pageOf(await this.http.get<PollWire[]>('private', ADMIN_PATHS.polls, { offset, limit }), adminPollFromWire);
  }

  async getPoll(pollId: string): Promise<AdminPoll> {
    const { data } = await this.http.get<PollWire>('api', fillPath(WALLET_PATHS.poll, { pollId }));
    return adminPollFromWire(data);
  }

  async createPoll(draft: AdminPollDraft): Promise<AdminPoll> {
    const { data } = await this.http.post<PollWire>('private', ADMIN_PATHS.polls, adminPollToWire(draft));
    return adminPollFromWire(data);
  }

  async updatePoll(pollId: string, draft: AdminPollDraft): Promise<AdminPoll> {
    const { data } = await this.http.patch<PollWire>(
      'private',
      fillPath(ADMIN_PATHS.poll, { pollId }),
      adminPollToWire(draft),
    );
    return adminPollFromWire(data);
  }

  async listCampaigns(offset: number, limit: number): Promise<AdminPage<AdminCampaign>> {
    return pageOf(
      await this.http.get<CampaignWire[]>('private', ADMIN_PATHS.campaigns, { offset, limit }),
      adminCampaignFromWire,
    );
  }

  async getCampaign(campaignId: string): Promise<AdminCampaign> {
    const { data } = await this.http.get<CampaignWire>('api', fillPath(WALLET_PATHS.campaign, { campaignId }));
    return adminCampaignFromWire(data);
  }

  async createCampaign(draft: AdminCampaignDraft): Promise<AdminCampaign> {
    const { data } = await this.http.post<CampaignWire>('private', ADMIN_PATHS.campaigns, adminCampaignToWire(draft));
    return adminCampaignFromWire(data);
  }

  async updateCampaign(campaignId: string, draft: AdminCampaignDraft): Promise<AdminCampaign> {
    const { data } = await this.http.patch<CampaignWire>(
      'private',
      fillPath(ADMIN_PATHS.campaign, { campaignId }),
      adminCampaignToWire(draft),
    );
    return adminCampaignFromWire(data);
  }
}
