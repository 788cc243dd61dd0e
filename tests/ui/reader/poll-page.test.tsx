import { StrictMode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../src/domain/time/date-formats';
import type { Translate } from '../../../src/infrastructure/i18n/reader-i18n';
import thPolls from '../../../src/infrastructure/i18n/locales/th/reader-polls.json';
import enPolls from '../../../src/infrastructure/i18n/locales/en/reader-polls.json';
import { ANNOUNCE_INTERVAL_MS } from '../../../src/ui/reader/poll/poll-widget';
import PollPage from '../../../src/ui/reader/poll/poll.page';
import { matchReaderRoute } from '../../../src/ui/reader/reader-route';
import { tallyOf } from '../../fakes/in-memory-reader-poll-api';
import { englishT, goTo, readerServices } from './trip-support';
import { aPoll } from './wallet-support';
import type { PollView } from '../../../src/domain/polls/poll';

let t: Translate;
beforeEach(async () => {
  t = await englishT();
  goTo('/polls/poll-1');
});
afterEach(() => {
  vi.useRealTimers();
});

function renderPoll(options: { poll?: PollView; initial?: unknown; signedIn?: boolean; lang?: 'en' | 'th' } = {}) {
  const built = readerServices();
  const poll = options.poll ?? aPoll();
  built.pollApi.add(poll);
  built.session.remembered = options.signedIn ?? false;
  built.session.token = options.signedIn ? 'id-token' : null;
  const view = render(
    <StrictMode>
      <PollPage
        initialData={options.initial === undefined ? poll : options.initial}
        services={built.services}
        t={t}
        lang={options.lang ?? 'en'}
      />
    </StrictMode>,
  );
  return { ...view, ...built };
}

const figures = () => screen.getAllByTestId('poll-figures').map((el) => el.textContent);

describe('/polls/[id] (spec §2 public route)', () => {
  it("route: /polls/ID is the reader's poll page; /campaigns/ID/detail its campaign page; /campaigns/write/new is not the reader's", () => {
    expect(matchReaderRoute('/polls/poll-1')).toEqual({ route: 'poll', key: 'poll-1' });
    expect(matchReaderRoute('/campaigns/camp-1/detail')).toEqual({ route: 'campaign', key: 'camp-1' });
    expect(matchReaderRoute('/campaigns/write/new')).toBeNull();
  });

  it('an anonymous reader sees the question, counts and percentages, the total and the closing time, and no vote form', async () => {
    const { pollApi } = renderPoll();
    expect(screen.getByRole('heading', { level: 1, name: 'Where should we go next?' })).toBeInTheDocument();
    expect(figures()).toEqual(['50% 5 votes', '30% 3 votes', '20% 2 votes']);
    expect(screen.getByTestId('poll-total')).toHaveTextContent('10 votes');
    expect(screen.getByTestId('poll-state')).toHaveTextContent('Open');
    expect(screen.getByTestId('poll-closes')).toHaveAttribute('dateTime', '2025-02-01T12:00:00.000Z');
    // Spec §9 default DD/MM/YYYY H:mm, in the reader's own time zone (the test machine's, whatever it is).
    expect(screen.getByTestId('poll-closes').textContent).toBe(
      `Voting closes ${formatDate('2025-02-01T12:00:00.000Z', 'DEFAULT', 'en')}`,
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(document.title).toBe('Where should we go next? · Travelogue');
    // An option written only in Thai shows in Thai rather than empty.
    expect(screen.getByText('น่าน')).toBeInTheDocument();
    // Embedded data is enough: an anonymous reader's page asks for nothing.
    await Promise.resolve();
    expect(pollApi.calls).toEqual([]);
  });

  it('an anonymous reader gets a sign-in button that returns to the poll (redirectUrl)', () => {
    renderPoll();
    const link = screen.getByRole('link', { name: 'Sign in to vote' });
    expect(link).toHaveAttribute('href', '/login?redirectUrl=%2Fpolls%2Fpoll-1');
  });

  it('a signed-in reader votes once; the choice is marked and the tally counts it', async () => {
    const { pollApi } = renderPoll({ signedIn: true });
    await waitFor(() => expect(pollApi.calls).toContain('get:poll-1:id-token'));
    fireEvent.click(screen.getByRole('radio', { name: /Phuket/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(await screen.findByText('Thank you, your vote is counted.')).toBeInTheDocument();
    expect(pollApi.calls).toContain('vote:poll-1:opt-b:id-token');
    expect(screen.queryByRole('radio')).toBeNull();
    const mine = screen.getAllByTestId('poll-option').find((li) => li.getAttribute('aria-current') === 'true')!;
    expect(within(mine).getByText('Phuket')).toBeInTheDocument();
    expect(within(mine).getByText('Your vote')).toBeInTheDocument();
    expect(screen.getByTestId('poll-total')).toHaveTextContent('11 votes');
    expect(screen.queryByRole('link', { name: 'Sign in to vote' })).toBeNull();
  });

  it('a vote without a choice is not sent and says why', async () => {
    const { pollApi } = renderPoll({ signedIn: true });
    await waitFor(() => expect(pollApi.calls).toContain('get:poll-1:id-token'));
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an answer first.');
    expect(pollApi.calls.some((call) => call.startsWith('vote:'))).toBe(false);
  });

  it("a returning reader's own vote is marked on arrival (my_vote)", async () => {
    const built = readerServices();
    built.pollApi.add(aPoll());
    built.pollApi.votes.set('id-token', new Map([['poll-1', 'opt-a']]));
    built.session.remembered = true;
    built.session.token = 'id-token';
    render(
      <StrictMode>
        <PollPage initialData={aPoll()} services={built.services} t={t} lang="en" />
      </StrictMode>,
    );
    expect(await screen.findByText('Your vote')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('a refused second vote (409 4090607021) says so in words, the tally stays and the first vote is marked', async () => {
    const { pollApi } = renderPoll({ signedIn: true });
    await waitFor(() => expect(pollApi.calls).toContain('get:poll-1:id-token'));
    await screen.findAllByRole('radio');
    // The same reader voted for Chiang Mai in another tab after this page drew.
    await pollApi.vote('poll-1', 'opt-a', 'id-token');
    fireEvent.click(screen.getByRole('radio', { name: /Phuket/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(await screen.findByText('You have already voted in this poll. Your first vote stays.')).toBeInTheDocument();
    const mine = await waitFor(() =>
      screen.getAllByTestId('poll-option').find((li) => li.getAttribute('aria-current') === 'true')!,
    );
    expect(within(mine).getByText('Chiang Mai')).toBeInTheDocument();
    expect(figures()).toEqual(['55% 6 votes', '27% 3 votes', '18% 2 votes']);
  });

  it('a poll that closed before the vote (409 4090607022) says so and shows the final result', async () => {
    const { pollApi } = renderPoll({ signedIn: true });
    await waitFor(() => expect(pollApi.calls).toContain('get:poll-1:id-token'));
    await screen.findAllByRole('radio');
    pollApi.add(aPoll({ state: 'closed' }));
    fireEvent.click(screen.getByRole('radio', { name: /Phuket/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(await screen.findByText('This poll is closed. Here is the final result.')).toBeInTheDocument();
    expect(await screen.findByTestId('poll-final')).toHaveTextContent('Final result');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(figures()).toEqual(['50% 5 votes', '30% 3 votes', '20% 2 votes']);
  });

  it('a closed poll shows the final result, no vote buttons and no sign-in', () => {
    renderPoll({ poll: aPoll({ state: 'closed', closesAt: '2025-01-05T12:00:00.000Z' }) });
    expect(screen.getByTestId('poll-final')).toHaveTextContent('Final result');
    expect(screen.getByTestId('poll-state')).toHaveTextContent('Closed');
    expect(screen.getByTestId('poll-closes').textContent).toBe(
      `Voting closed ${formatDate('2025-01-05T12:00:00.000Z', 'DEFAULT', 'en')}`,
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in to vote' })).toBeNull();
  });

  it("live: another reader's vote arriving on the event stream moves the tally without a reload, announced politely", async () => {
    const { pollApi, feed } = renderPoll();
    expect(feed.open).toBeGreaterThan(0);
    const after = pollApi.counted(aPoll(), 'opt-c');
    act(() => feed.push(tallyOf(after)));
    expect(figures()).toEqual(['46% 5 votes', '27% 3 votes', '27% 3 votes']);
    expect(screen.getByTestId('poll-total')).toHaveTextContent('11 votes');
    const announcer = screen.getByTestId('poll-announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(announcer).toHaveTextContent('Results updated: 11 votes in total.'));
  });

  it('live: a burst of votes is announced once per interval with the latest total, not once per vote', async () => {
    let clock = 1_000_000;
    const built = readerServices();
    built.pollApi.add(aPoll());
    const services = { ...built.services, now: () => clock };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <StrictMode>
        <PollPage initialData={aPoll()} services={services} t={t} lang="en" />
      </StrictMode>,
    );
    let poll = aPoll();
    poll = built.pollApi.counted(poll, 'opt-a');
    act(() => built.feed.push(tallyOf(poll)));
    void act(() => vi.advanceTimersByTime(0));
    const announcer = screen.getByTestId('poll-announcer');
    expect(announcer).toHaveTextContent('Results updated: 11 votes in total.');
    for (let i = 0; i < 5; i++) {
      clock += 1000;
      poll = built.pollApi.counted(poll, 'opt-b');
      act(() => built.feed.push(tallyOf(poll)));
      void act(() => vi.advanceTimersByTime(1000));
    }
    expect(announcer).toHaveTextContent('Results updated: 11 votes in total.');
    clock += ANNOUNCE_INTERVAL_MS;
    void act(() => vi.advanceTimersByTime(ANNOUNCE_INTERVAL_MS));
    expect(announcer).toHaveTextContent('Results updated: 16 votes in total.');
    expect(screen.getByTestId('poll-total')).toHaveTextContent('16 votes');
  });

  it('live: an older tally than what is shown is ignored (votes only grow)', () => {
    const { feed } = renderPoll();
    act(() =>
      feed.push({ ...tallyOf(aPoll()), totalVotes: 9, options: aPoll().options.map((o) => ({ ...o, votes: 1 })) }),
    );
    expect(screen.getByTestId('poll-total')).toHaveTextContent('10 votes');
  });

  it('live: the stream is closed when the page goes away', () => {
    const { feed, unmount } = renderPoll();
    expect(feed.open).toBe(1);
    unmount();
    expect(feed.open).toBe(0);
    expect(feed.closed).toBe(feed.opened);
  });

  it('in Thai, the Thai question and words', () => {
    renderPoll({ lang: 'th' });
    expect(screen.getByRole('heading', { level: 1, name: 'ไปเที่ยวที่ไหนดี' })).toBeInTheDocument();
    expect(screen.getByTestId('poll-total')).toHaveTextContent('10 โหวต');
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบเพื่อโหวต' })).toBeInTheDocument();
    // Spec §9 default format with the Buddhist Era year Thai readers use (2025 is 2568).
    expect(screen.getByTestId('poll-closes').textContent).toContain(
      formatDate('2025-02-01T12:00:00.000Z', 'DEFAULT', 'th'),
    );
    expect(screen.getByTestId('poll-closes').textContent).toMatch(/\d{2}\/\d{2}\/2568 \d{1,2}:\d{2}/);
  });

  it('without embedded data the poll is fetched; an unknown poll is "not found"', async () => {
    goTo('/polls/nope');
    renderPoll({ initial: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'This poll is not available' })).toBeInTheDocument();
  });

  it('spec §1: reader-polls.json has the same keys in Thai and English, none empty', () => {
    const leaves = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(leaves(thPolls).sort()).toEqual(leaves(enPolls).sort());
    const value = (tree: object, key: string) => key.split('.').reduce<any>((node, part) => node[part], tree) as string;
    for (const key of leaves(enPolls)) expect(value(thPolls, key).trim()).not.toBe('');
  });
});
