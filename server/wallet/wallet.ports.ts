import type { Queryable } from '../kernel/database.port';

/** A poll as stored (migration 0010), with its owner's public profile. */
export interface PollRow {
  readonly poll_id: string;
  readonly question_th: string;
  readonly question_en: string;
  readonly closes_at: Date | null;
  readonly owner_user_id: string | null;
  readonly standalone: boolean;
  /** The place it is pinned to (migration 0021), or null. */
  readonly location_id: string | null;
  readonly created_at: Date;
  readonly updated_at: Date;
  readonly username: string | null;
  readonly display_name: string | null;
  readonly avatar_image: string | null;
}

/** An option with its vote count and image (blurhash and size from the upload row). */
export interface PollOptionRow {
  readonly option_id: string;
  readonly text_th: string;
  readonly text_en: string;
  readonly image_id: string | null;
  readonly image_width: number | null;
  readonly image_height: number | null;
  readonly image_blurhash: string | null;
  readonly votes: number;
}

export interface NewPollOption {
  readonly optionId: string;
  readonly textTh: string;
  readonly textEn: string;
  readonly imageId: string | null;
}

export interface PollFields {
  readonly questionTh: string;
  readonly questionEn: string;
  readonly closesAt: Date | null;
  readonly locationId: string | null;
}

/** Polls and their votes: wallet/polls.repository.ts. */
export interface PollStore {
  find(q: Queryable, pollId: string): Promise<PollRow | null>;
  /** Locks the poll row for the rest of the transaction (edits queue here). */
  lock(q: Queryable, pollId: string): Promise<PollRow | null>;
  options(q: Queryable, pollId: string): Promise<PollOptionRow[]>;
  /** The options of several polls in one query (a page of the admin list), by poll id. */
  optionsOf(q: Queryable, pollIds: readonly string[]): Promise<Map<string, PollOptionRow[]>>;
  /** The poll's option ids in its order. */
  optionIds(q: Queryable, pollId: string): Promise<string[]>;
  /** closes_at and the counts per option, in the poll's order, or null for no such poll: the one query a change costs the live tally. */
  tally(
    q: Queryable,
    pollId: string,
  ): Promise<{ closes_at: Date | null; counts: { option_id: string; votes: number }[] } | null>;
  myVote(q: Queryable, pollId: string, userId: string): Promise<string | null>;
  hasVotes(q: Queryable, pollId: string): Promise<boolean>;
  /**
   * The vote, counted only when the option is the poll's and the poll is open at `now`; false when not
   * counted: voted before (the (poll, user) key: the first vote stays), closed, unknown option or poll.
   */
  insertVote(q: Queryable, pollId: string, userId: string, optionId: string, now: Date): Promise<boolean>;
  insert(
    q: Queryable,
    poll: PollFields & { pollId: string; ownerUserId: string | null; createdBy: string },
    now: Date,
  ): Promise<void>;
  update(q: Queryable, pollId: string, poll: PollFields, now: Date): Promise<void>;
  /** Replaces the options (positions follow the array); only for a poll without votes, or with the same ids. */
  replaceOptions(q: Queryable, pollId: string, options: readonly NewPollOption[]): Promise<void>;
  list(q: Queryable, offset: number, limit: number): Promise<{ rows: PollRow[]; total: number }>;
  /** The polls pinned to `locationId` and open at `now`, newest first, at most `limit`; none unless the place is approved. */
  openAtPlace(q: Queryable, locationId: string, now: Date, limit: number): Promise<PollRow[]>;
  /** True when `locationId` is an approved place (the only kind a poll may be pinned to). */
  isApprovedPlace(q: Queryable, locationId: string): Promise<boolean>;
  /** Image ids among `ids` uploaded by `userId` (media_images). */
  ownedImageIds(q: Queryable, userId: string, ids: readonly string[]): Promise<Set<string>>;
}

/** A campaign as stored (migration 0010), with its cover's upload row and its published entry count. */
export interface CampaignRow {
  readonly campaign_id: string;
  readonly title_th: string;
  readonly title_en: string;
  readonly description_th: string;
  readonly description_en: string;
  readonly rules_th: string;
  readonly rules_en: string;
  readonly prize_th: string;
  readonly prize_en: string;
  readonly cover_image_id: string | null;
  readonly cover_width: number | null;
  readonly cover_height: number | null;
  readonly cover_blurhash: string | null;
  readonly starts_on: string;
  readonly ends_on: string;
  readonly opens_at: Date;
  readonly ends_at: Date;
  readonly category_id: string | null;
  readonly created_at: Date;
  readonly updated_at: Date;
  readonly entry_count: number;
}

export interface CampaignFields {
  readonly titleTh: string;
  readonly titleEn: string;
  readonly descriptionTh: string;
  readonly descriptionEn: string;
  readonly rulesTh: string;
  readonly rulesEn: string;
  readonly prizeTh: string;
  readonly prizeEn: string;
  readonly coverImageId: string | null;
  readonly startsOn: string;
  readonly endsOn: string;
  readonly opensAt: Date;
  readonly endsAt: Date;
  readonly categoryId: string | null;
}

export type CampaignStateFilter = 'upcoming' | 'open' | 'ended' | null;

/** Campaigns: wallet/campaigns.repository.ts. */
export interface CampaignStore {
  find(q: Queryable, campaignId: string): Promise<CampaignRow | null>;
  /** Paged; `state` decided in SQL against `now` from opens_at / ends_at. */
  list(
    q: Queryable,
    state: CampaignStateFilter,
    now: Date,
    offset: number,
    limit: number,
  ): Promise<{ rows: CampaignRow[]; total: number }>;
  insert(q: Queryable, campaign: CampaignFields & { campaignId: string; createdBy: string }, now: Date): Promise<void>;
  update(q: Queryable, campaignId: string, campaign: CampaignFields, now: Date): Promise<boolean>;
  ownsImage(q: Queryable, userId: string, imageId: string): Promise<boolean>;
  categoryExists(q: Queryable, categoryId: string): Promise<boolean>;
}

/**
 * "A poll's votes changed" between the writers and the live-tally hub (tally-bus.ts: over the kernel's change
 * feed, so on PostgreSQL a vote on one instance reaches the viewers of all).
 */
export interface TallyBus {
  publish(pollId: string): void;
  /** The listener hears every poll's changes, and null when changes may have been missed; the answer unsubscribes. */
  subscribe(listener: (pollId: string | null) => void): () => void;
}
