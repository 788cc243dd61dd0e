import { StrictMode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CommentView, PublicContent } from '../../../src/domain/content/content';
import type { Translate } from '../../../src/infrastructure/i18n/reader-i18n';
import { ContentBody } from '../../../src/ui/components/content-view/content-body';
import ContentPage from '../../../src/ui/reader/content/content.page';
import TripPage from '../../../src/ui/reader/trip/trip.page';
import { aPublicContent } from '../../builders/public-content.builder';
import { aTrip, englishT, goTo, NOW, readerServices } from './trip-support';
import { aCampaign, aPoll } from './wallet-support';

let t: Translate;
beforeEach(async () => {
  t = await englishT();
  goTo('/contents/content-1');
});

const withPoll = (overrides: Partial<PublicContent> = {}): PublicContent => {
  const content = aPublicContent(overrides);
  return { ...content, sections: [...content.sections, { sectionId: 'sec-poll', type: 'poll', pollId: 'poll-1' }] };
};

const comment = (over: Partial<CommentView> = {}): CommentView => ({
  commentId: 'cm-1',
  contentId: 'content-1',
  parentCommentId: null,
  text: 'Lovely photos',
  mentions: [],
  author: { userId: 'u2', username: 'nok', displayName: 'Nok', avatarImage: null },
  createdAt: '2025-01-06T03:00:00.000Z',
  replyCount: 0,
  ...over,
});

function renderContent(content: PublicContent, options: { comments?: CommentView[] } = {}) {
  const built = readerServices();
  built.api.add(content);
  built.api.comments.push(...(options.comments ?? []));
  built.pollApi.add(aPoll());
  built.campaignApi.add(aCampaign({ entryCount: 4 }));
  render(
    <StrictMode>
      <ContentPage initialData={content} services={built.services} t={t} lang="en" />
    </StrictMode>,
  );
  return built;
}

describe('on the content page: polls in the body, the campaign card, reports, removed comments', () => {
  it('a poll section shows the live poll (lazy chunk) with sign-in back to the article', async () => {
    const { feed } = renderContent(withPoll());
    const question = await screen.findByRole('heading', { level: 2, name: 'Where should we go next?' });
    const section = question.closest('section')!;
    expect(within(section).getByTestId('poll-total')).toHaveTextContent('10 votes');
    expect(within(section).getByRole('link', { name: 'Sign in to vote' })).toHaveAttribute(
      'href',
      '/login?redirectUrl=%2Fcontents%2Fcontent-1',
    );
    expect(within(section).getByRole('link', { name: 'Open the poll page' })).toHaveAttribute('href', '/polls/poll-1');
    expect(feed.open).toBe(1);
  });

  it('a poll section of a trip shows the live poll too', async () => {
    goTo('/trips/trip-1');
    const built = readerServices();
    const trip = aTrip();
    const content = {
      ...trip,
      sections: [...trip.sections, { sectionId: 'sec-poll', type: 'poll' as const, pollId: 'poll-1' }],
    };
    built.api.add(content);
    built.pollApi.add(aPoll());
    render(
      <StrictMode>
        <TripPage initialData={content} services={{ ...built.services, now: () => NOW }} t={t} lang="en" />
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Where should we go next?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to vote' })).toHaveAttribute(
      'href',
      '/login?redirectUrl=%2Ftrips%2Ftrip-1',
    );
  });

  it("without a poll slot (the editor's preview) a poll section is a plain box linking to /polls/ID", () => {
    render(<ContentBody sections={[{ sectionId: 's', type: 'poll', pollId: 'poll-9' }]} places={[]} now={NOW} t={t} />);
    expect(screen.getByRole('link', { name: 'Open the poll to see the results and vote' })).toHaveAttribute(
      'href',
      '/polls/poll-9',
    );
  });

  it('a content written for a campaign shows the campaign card linking to the campaign page', async () => {
    renderContent(aPublicContent({ campaignId: 'camp-1' }));
    const card = await screen.findByTestId('campaign-card');
    expect(card).toHaveAttribute('href', '/campaigns/camp-1/detail');
    expect(card).toHaveTextContent('Second-city trips');
  });

  it('"Report this story" opens the report dialog for the content', async () => {
    const { reportApi, session } = renderContent(aPublicContent());
    session.remembered = true;
    session.token = 'id-token';
    fireEvent.click(screen.getByRole('button', { name: 'Report this story' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report to the moderators' });
    // The dialog's heading and form sit beside the button: a <p> around them is invalid HTML (and a hydration error).
    expect(dialog.closest('p')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'copyright' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. The moderators will look at it.')).toBeInTheDocument();
    expect(reportApi.reports).toEqual([
      { targetType: 'content', targetId: 'content-1', reason: 'copyright', message: '', token: 'id-token' },
    ]);
  });

  it('each comment has "Report this comment"; a comment a moderator hid reads "removed by a moderator" with no text and no report', async () => {
    renderContent(aPublicContent(), {
      comments: [comment(), comment({ commentId: 'cm-2', text: '', removed: true })],
    });
    expect(await screen.findByText('Lovely photos')).toBeInTheDocument();
    expect(screen.getByTestId('comment-removed')).toHaveTextContent('This comment was removed by a moderator.');
    expect(screen.getAllByRole('button', { name: 'Report this comment' })).toHaveLength(1);
  });
});
