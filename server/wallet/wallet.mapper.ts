import type { ImageRefWire } from '../../src/contract/content.contract';
import type { CampaignCardWire, CampaignWire } from '../../src/contract/campaigns.contract';
import type { PollTallyWire, PollWire } from '../../src/contract/polls.contract';
import { campaignState } from '../../src/domain/campaigns/campaign-rules';
import { pollState, tally } from '../../src/domain/polls/poll-rules';
import { isoOrNull } from '../kernel/clock';
import type { Kernel } from '../kernel/deps';
import { imageUrlFor } from '../media/media.use-cases';
import type { CampaignRow, PollOptionRow, PollRow } from './wallet.ports';

type WithConfig = Pick<Kernel, 'config'>;

const iso = (value: Date | string): string => new Date(value).toISOString();
const ms = (value: Date | string | null): number | null => (value === null ? null : new Date(value).getTime());

const imageRef = (
  deps: WithConfig,
  id: string | null,
  width: number | null,
  height: number | null,
  blurhash: string | null,
): ImageRefWire | null =>
  id && width && height
    ? {
        image_id: id,
        url: imageUrlFor(deps, id),
        blurhash: blurhash ?? null,
        width: Number(width),
        height: Number(height),
      }
    : null;

/** Counts → the tally the poll page and the event stream show (the domain's whole percents adding up to 100). */
export function toTally(
  pollId: string,
  closesAt: Date | null,
  counts: readonly { option_id: string; votes: number }[],
  nowMs: number,
): PollTallyWire {
  const rows = tally(counts.map((c) => ({ optionId: c.option_id, votes: c.votes })));
  return {
    poll_id: pollId,
    total_votes: rows.reduce((sum, row) => sum + row.votes, 0),
    options: rows.map((row) => ({ option_id: row.optionId, votes: row.votes, percent: row.percent })),
    state: pollState(ms(closesAt), nowMs),
  };
}

export function toPoll(
  deps: WithConfig,
  poll: PollRow,
  options: readonly PollOptionRow[],
  myVote: string | null,
  nowMs: number,
): PollWire {
  const counted = toTally(poll.poll_id, poll.closes_at, options, nowMs);
  return {
    poll_id: poll.poll_id,
    question: { th: poll.question_th, en: poll.question_en },
    options: options.map((option, i) => ({
      option_id: option.option_id,
      text: { th: option.text_th, en: option.text_en },
      image: imageRef(deps, option.image_id, option.image_width, option.image_height, option.image_blurhash),
      votes: counted.options[i].votes,
      percent: counted.options[i].percent,
    })),
    total_votes: counted.total_votes,
    state: counted.state,
    closes_at: isoOrNull(poll.closes_at),
    owner: poll.owner_user_id
      ? {
          user_id: poll.owner_user_id,
          username: poll.username,
          display_name: poll.display_name,
          avatar_image: poll.avatar_image,
        }
      : null,
    standalone: poll.standalone,
    location_id: poll.location_id,
    my_vote: myVote,
    created_at: iso(poll.created_at),
    updated_at: iso(poll.updated_at),
  };
}

export function toCampaignCard(deps: WithConfig, row: CampaignRow, nowMs: number): CampaignCardWire {
  return {
    campaign_id: row.campaign_id,
    title: { th: row.title_th, en: row.title_en },
    cover: imageRef(deps, row.cover_image_id, row.cover_width, row.cover_height, row.cover_blurhash),
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    opens_at: iso(row.opens_at),
    ends_at: iso(row.ends_at),
    state: campaignState(row.starts_on, row.ends_on, nowMs),
    entry_count: Number(row.entry_count),
    category_id: row.category_id,
  };
}

export const toCampaign = (deps: WithConfig, row: CampaignRow, nowMs: number): CampaignWire => ({
  ...toCampaignCard(deps, row, nowMs),
  description: { th: row.description_th, en: row.description_en },
  rules: { th: row.rules_th, en: row.rules_en },
  prize: { th: row.prize_th, en: row.prize_en },
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});
