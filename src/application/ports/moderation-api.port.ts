import type { CampaignDraft, CampaignView } from '../../domain/campaigns/campaign';
import type { ContentAuthor } from '../../domain/content/content';
import type { PollEdit, PollView } from '../../domain/polls/poll';
import type { QueueKind, QueueStatus, ReportTarget } from '../../domain/moderation/moderation';

/** An upload attached to a queue item (an issue report's screenshot); served to moderators only. */
export interface QueueAttachment {
  readonly uploadId: string;
  /** The admin uploads call for it: needs the bearer token, so it is fetched, never linked. */
  readonly url: string;
  readonly contentType: string | null;
}

/**
 * One thing in the moderators' queue (src/contract/moderation.contract.ts QueueItem). `kind` says which
 * fields mean something: a report names its target, reason and message; a contact message its topic
 * (`reason`), text and email; an issue report its category, description and attachments; a proposed place
 * its location (`targetId`, `targetExcerpt` the name) and proposer (`targetAuthor`).
 */
export interface QueueItem {
  readonly kind: QueueKind;
  readonly itemId: string;
  readonly status: QueueStatus;
  /** ISO instant. */
  readonly createdAt: string;
  readonly reporter: ContentAuthor | null;
  readonly email: string | null;
  readonly reason: string | null;
  readonly message: string;
  readonly targetType: ReportTarget | 'location' | null;
  readonly targetId: string | null;
  readonly targetUrl: string | null;
  readonly targetExcerpt: string | null;
  readonly targetHidden: boolean;
  readonly targetAuthor: ContentAuthor | null;
  readonly attachments: readonly QueueAttachment[];
  /** A place's "closed on public holidays"; null for other kinds or a place without opening hours. */
  readonly placeClosedOnPublicHolidays: boolean | null;
  readonly note: string | null;
}

export interface QueueQuery {
  /** Null: every kind. */
  readonly kind: QueueKind | null;
  readonly status: QueueStatus;
  readonly offset: number;
  readonly limit: number;
}

export interface AdminPage<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/**
 * The admin area's calls (ours, src/contract/moderation.contract.ts, polls.contract.ts and
 * campaigns.contract.ts; paths in wallet.paths.ts ADMIN_PATHS). The server checks the moderator role on every
 * call but `role`: without it 403 4030607011 (moderatorOnly). Unknown ids 404 4040607004; a bad draft 422
 * 4220607000 with the domain's problem as the message; changing a voted poll's options 409 4090607025.
 */
export interface ModerationApi {
  /** Any signed-in user: whether they are a moderator (never 403). */
  role(): Promise<{ readonly moderator: boolean }>;
  queue(query: QueueQuery): Promise<AdminPage<QueueItem>>;
  updateQueueItem(kind: QueueKind, itemId: string, update: { status: QueueStatus; note?: string }): Promise<QueueItem>;
  setContentHidden(contentId: string, hidden: boolean, reason?: string): Promise<{ hidden: boolean }>;
  setCommentHidden(commentId: string, hidden: boolean, reason?: string): Promise<{ hidden: boolean }>;
  /** Through the identity provider: a disabled user is signed out everywhere (spec §2 rule 1). */
  setUserDisabled(userId: string, disabled: boolean): Promise<{ disabled: boolean }>;
  decidePlace(locationId: string, decision: 'approve' | 'refuse', reason?: string): Promise<void>;
  /** Sets or clears a place's "closed on public holidays" (approved or pending); answers the flag now stored. */
  setPlaceClosedOnHolidays(locationId: string, closed: boolean): Promise<{ closed: boolean }>;
  /** The bytes of a queue attachment (bearer token). */
  attachment(url: string): Promise<Blob>;
  listPolls(offset: number, limit: number): Promise<AdminPage<PollView>>;
  /** The public poll read (GET wallet polls/{pollId}), to edit one. */
  getPoll(pollId: string): Promise<PollView>;
  createPoll(draft: PollEdit): Promise<PollView>;
  updatePoll(pollId: string, draft: PollEdit): Promise<PollView>;
  listCampaigns(offset: number, limit: number): Promise<AdminPage<CampaignView>>;
  /** The public campaign read (GET wallet campaigns/{campaignId}), to edit one. */
  getCampaign(campaignId: string): Promise<CampaignView>;
  createCampaign(draft: CampaignDraft): Promise<CampaignView>;
  updateCampaign(campaignId: string, draft: CampaignDraft): Promise<CampaignView>;
}
