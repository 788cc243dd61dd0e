import { formatCalendarDay } from '../../src/domain/time/date-formats';
import type { CampaignPageData, PollPageData } from './reader-data';
import { documentTitle } from '../../src/domain/routing/document-title';
import { shortDescription, type PageMeta, type ReaderLanguage } from './social-meta';

/**
 * The heads of /polls/:id and /campaigns/:id/detail: a
 * shared poll previews with its question and options, a shared campaign with its title, dates and cover.
 * Texts are th/en with the other language as the fallback, as the reader shows them.
 */

type Text = { readonly th: string; readonly en: string };

/** The text in `language`, else the other one (domain `localized` rule, kept here so http stays free of it). */
const pick = (text: Text, language: ReaderLanguage): string =>
  (language === 'th' ? text.th || text.en : text.en || text.th).trim();

export const pollUrl = (publicUrl: string, pollId: string): string =>
  `${publicUrl}/polls/${encodeURIComponent(pollId)}`;
export const campaignUrl = (publicUrl: string, campaignId: string): string =>
  `${publicUrl}/campaigns/${encodeURIComponent(campaignId)}/detail`;

const POLL_WORDS: Record<ReaderLanguage, { poll: string; votes: (n: number) => string; closed: string }> = {
  en: { poll: 'Poll', votes: (n) => (n === 1 ? '1 vote' : `${n} votes`), closed: 'Final result' },
  th: { poll: 'โพล', votes: (n) => `${n} โหวต`, closed: 'ผลสุดท้าย' },
};

export function pollMeta(publicUrl: string, poll: PollPageData, language: ReaderLanguage): PageMeta {
  const words = POLL_WORDS[language];
  const question = pick(poll.question, language) || words.poll;
  const options = poll.options
    .map((option) => pick(option.text, language))
    .filter(Boolean)
    .join(' · ');
  const state =
    poll.state === 'closed' ? `${words.closed}, ${words.votes(poll.total_votes)}` : words.votes(poll.total_votes);
  return {
    title: documentTitle(question),
    socialTitle: question,
    description: `${words.poll}: ${options} (${state})`,
    url: pollUrl(publicUrl, poll.poll_id),
    image: null,
    type: 'website',
    language,
  };
}

const CAMPAIGN_WORDS: Record<ReaderLanguage, { campaign: string; runs: (start: string, end: string) => string }> = {
  en: { campaign: 'Writing campaign', runs: (start, end) => `${start} to ${end} (Bangkok time)` },
  th: { campaign: 'แคมเปญชวนเขียน', runs: (start, end) => `${start} ถึง ${end} (เวลากรุงเทพฯ)` },
};

export function campaignMeta(publicUrl: string, campaign: CampaignPageData, language: ReaderLanguage): PageMeta {
  const words = CAMPAIGN_WORDS[language];
  const title = pick(campaign.title, language) || words.campaign;
  const about = pick(campaign.description, language);
  const runs = words.runs(
    formatCalendarDay(campaign.starts_on, language),
    formatCalendarDay(campaign.ends_on, language),
  );
  const image = campaign.cover?.url ? new URL(campaign.cover.url, `${publicUrl}/`).href : null;
  return {
    title: documentTitle(title),
    socialTitle: title,
    description: shortDescription(about ? `${about} ${runs}` : `${words.campaign}: ${runs}`),
    url: campaignUrl(publicUrl, campaign.campaign_id),
    image: image
      ? {
          url: image,
          width: campaign.cover?.width || undefined,
          height: campaign.cover?.height || undefined,
          alt: title,
        }
      : null,
    type: 'website',
    language,
  };
}
