import { StrictMode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ContentListItem } from '../../../src/domain/content/content';
import { formatDate } from '../../../src/domain/time/date-formats';
import type { Translate } from '../../../src/infrastructure/i18n/reader-i18n';
import CampaignCard from '../../../src/ui/reader/campaign/campaign-card';
import CampaignPage from '../../../src/ui/reader/campaign/campaign.page';
import { englishT, goTo, readerServices } from './trip-support';
import { aCampaign } from './wallet-support';
import type { CampaignView } from '../../../src/domain/campaigns/campaign';

const entry = (contentId: string, title: string, kind: 'article' | 'trip' = 'article'): ContentListItem => ({
  contentId,
  kind,
  status: 'published',
  title,
  summary: '',
  cover: null,
  hasDraft: false,
  revision: 1,
  updatedAt: '2025-01-05T00:00:00.000Z',
  publishedAt: '2025-01-05T00:00:00.000Z',
  viewCount: 0,
  commentCount: 0,
  author: { userId: 'u1', username: 'noi', displayName: 'Noi', avatarImage: null },
});

/** Spec §9's default DD/MM/YYYY H:mm in the reader's own time zone (the test machine's, whatever it is). */
const local = (iso: string) => formatDate(iso, 'DEFAULT', 'en');

let t: Translate;
beforeEach(async () => {
  t = await englishT();
  goTo('/campaigns/camp-1/detail');
});

function renderCampaign(
  options: { campaign?: CampaignView; entries?: ContentListItem[]; initial?: unknown; lang?: 'en' | 'th' } = {},
) {
  const built = readerServices();
  const campaign = options.campaign ?? aCampaign();
  built.campaignApi.add(campaign, options.entries ?? []);
  const view = render(
    <StrictMode>
      <CampaignPage
        initialData={options.initial === undefined ? campaign : options.initial}
        services={built.services}
        t={t}
        lang={options.lang ?? 'en'}
      />
    </StrictMode>,
  );
  return { ...view, ...built };
}

describe('/campaigns/[id]/detail (spec §2 public route)', () => {
  it("an open campaign shows title, state, dates in the reader's locale (Bangkok time said), description, rules, prize and the write link", async () => {
    renderCampaign();
    expect(screen.getByRole('heading', { level: 1, name: 'Second-city trips' })).toBeInTheDocument();
    expect(screen.getByTestId('campaign-state')).toHaveTextContent('Open for entries');
    expect(screen.getByText(`Opens ${local('2024-12-31T17:00:00.000Z')}`)).toHaveAttribute(
      'dateTime',
      '2024-12-31T17:00:00.000Z',
    );
    expect(screen.getByText(`Closes ${local('2025-01-31T17:00:00.000Z')}`)).toHaveAttribute(
      'dateTime',
      '2025-01-31T17:00:00.000Z',
    );
    expect(screen.getByText('Dates are decided in Bangkok time.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About the campaign' })).toBeInTheDocument();
    expect(screen.getByText(/One story each\./)).toBeInTheDocument();
    // The prize is written in Thai only: shown in Thai rather than left out.
    expect(screen.getByText('บัตรกำนัล')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write for this campaign' })).toHaveAttribute(
      'href',
      '/campaigns/write/new?campaign=camp-1',
    );
    expect(document.title).toBe('Second-city trips · Travelogue');
    expect(await screen.findByText('No entries yet. Be the first to write one.')).toBeInTheDocument();
  });

  it('an upcoming campaign says when entries open and has no write link', () => {
    renderCampaign({ campaign: aCampaign({ state: 'upcoming' }) });
    expect(screen.getByTestId('campaign-state')).toHaveTextContent('Upcoming');
    expect(screen.getByTestId('campaign-note')).toHaveTextContent(`Entries open ${local('2024-12-31T17:00:00.000Z')}.`);
    expect(screen.queryByRole('link', { name: 'Write for this campaign' })).toBeNull();
  });

  it('an ended campaign says so and has no write link', () => {
    renderCampaign({ campaign: aCampaign({ state: 'ended' }) });
    expect(screen.getByTestId('campaign-state')).toHaveTextContent('Ended');
    expect(screen.getByTestId('campaign-note')).toHaveTextContent('This campaign has ended.');
    expect(screen.queryByRole('link', { name: 'Write for this campaign' })).toBeNull();
  });

  it('the published entries are listed a page at a time, linking to their content or trip page', async () => {
    const entries = Array.from({ length: 11 }, (_, i) =>
      entry(`c-${i + 1}`, `Story ${i + 1}`, i === 0 ? 'trip' : 'article'),
    );
    const { campaignApi } = renderCampaign({ entries });
    await waitFor(() => expect(screen.getAllByTestId('campaign-entry')).toHaveLength(9));
    expect(screen.getByRole('heading', { name: 'Entries (11)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Story 1$/ })).toHaveAttribute('href', '/trips/c-1');
    expect(screen.getByRole('link', { name: /Story 2$/ })).toHaveAttribute('href', '/contents/c-2');
    fireEvent.click(screen.getByRole('button', { name: 'Show more entries' }));
    await waitFor(() => expect(screen.getAllByTestId('campaign-entry')).toHaveLength(11));
    expect(campaignApi.calls).toContain('entries:camp-1:9:9');
    expect(screen.queryByRole('button', { name: 'Show more entries' })).toBeNull();
  });

  it('in Thai, the Thai title and state', () => {
    renderCampaign({ lang: 'th' });
    expect(screen.getByRole('heading', { level: 1, name: 'เที่ยวเมืองรอง' })).toBeInTheDocument();
    expect(screen.getByTestId('campaign-state')).toHaveTextContent('เปิดรับผลงาน');
    expect(screen.getByRole('link', { name: 'เขียนเพื่อแคมเปญนี้' })).toBeInTheDocument();
  });

  it('an unknown campaign (4040607004) is "not found"', async () => {
    goTo('/campaigns/nope/detail');
    renderCampaign({ initial: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This campaign is not available' }),
    ).toBeInTheDocument();
  });
});

describe('the campaign card of a content written for a campaign (spec §7 "public campaign preview")', () => {
  it('reads the preview and links to the campaign page', async () => {
    const built = readerServices();
    built.campaignApi.add(aCampaign({ entryCount: 3 }));
    render(<CampaignCard campaignId="camp-1" services={built.services} t={t} lang="en" />);
    const card = await screen.findByTestId('campaign-card');
    expect(card).toHaveAttribute('href', '/campaigns/camp-1/detail');
    expect(card).toHaveTextContent('Written for the campaign');
    expect(card).toHaveTextContent('Second-city trips');
    expect(card).toHaveTextContent('3 entries');
    expect(built.campaignApi.calls).toContain('preview:camp-1');
  });

  it('shows nothing when the preview cannot be read', async () => {
    const built = readerServices();
    const { container } = render(<CampaignCard campaignId="gone" services={built.services} t={t} lang="en" />);
    await waitFor(() => expect(built.campaignApi.calls).toContain('preview:gone'));
    expect(container).toBeEmptyDOMElement();
  });
});
