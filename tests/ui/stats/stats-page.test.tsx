import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { renderApp } from '../support/render-app';
import { aSignedInApp } from '../screens/screen-fakes';

/**
 * A creator with two stories read (and their places added to readers' trips) over the last days, two referring sites
 * and 12 followers.
 */
function aCreator(language: 'en' | 'th' = 'en') {
  const fakes = aSignedInApp({}, { language });
  fakes.stats.seed('c-railay', 'Railay at dawn', '2026-11-28', {
    views: 1200,
    reads: 300,
    comments: 2,
    saves: 5,
    tripAdds: 4,
  });
  fakes.stats.seed('c-railay', 'Railay at dawn', '2026-11-20', { views: 40, reads: 10, newFollowers: 3 });
  fakes.stats.seed('c-pho', 'A slow morning at Wat Pho', '2026-11-27', {
    views: 60,
    reads: 30,
    comments: 1,
    tripAdds: 2,
  });
  fakes.stats.sources = [
    { host: 'google.co.th', views: 700 },
    { host: 'pantip.com', views: 90 },
  ];
  fakes.stats.followerCount = 12;
  return fakes;
}

describe('/dashboard/stats: the numbers a creator looks at', { timeout: 30_000 }, () => {
  it('the last 30 days by default: totals, views and reads per day as a chart with a table, stories and sources', async () => {
    const fakes = aCreator();
    renderApp('/dashboard/stats', fakes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your stats' }, { timeout: 5000 })).toBeInTheDocument();
    await screen.findByText('1,300');
    expect(fakes.stats.calls).toEqual(['mine 30']);
    expect(screen.getByText('26% read')).toBeInTheDocument(); // 340 of 1,300
    expect(screen.getByText('Followers now').nextSibling).toHaveTextContent('12');
    // The chart's figures, as a table: one row per day of the period.
    const daily = screen.getByRole('table', {
      name: 'Views, reads, comments, saves, trip adds and new followers per day',
    });
    expect(within(daily).getAllByRole('row')).toHaveLength(31);
    expect(within(daily).getByRole('rowheader', { name: '28 Nov 2026' }).parentElement).toHaveTextContent(
      '28 Nov 20261,2003002540',
    );
    expect(screen.getByTestId('stats-chart').querySelectorAll('rect')).toHaveLength(60);
    const stories = within(screen.getByRole('region', { name: 'Your stories in this period' }));
    expect(stories.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Railay at dawn',
      'A slow morning at Wat Pho',
    ]);
    expect(stories.getByRole('link', { name: 'Stats of Railay at dawn' })).toHaveAttribute(
      'href',
      '/dashboard/stats?days=30&content=c-railay',
    );
    const sources = within(screen.getByRole('region', { name: 'Where readers came from' }));
    expect(sources.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['google.co.th', 'pantip.com']);
  });

  it('trip adds show beside saves: the total of the period, and a column of the daily table for screen readers', async () => {
    const fakes = aCreator();
    renderApp('/dashboard/stats', fakes);
    await screen.findByText('1,300', {}, { timeout: 5000 });
    const totals = screen.getAllByRole('term').map((term) => term.textContent);
    expect(totals.indexOf('Trip adds')).toBe(totals.indexOf('Saves') + 1);
    expect(screen.getByText('Trip adds', { selector: 'dt' }).nextSibling).toHaveTextContent('6');
    const daily = within(screen.getByRole('table', { name: /per day/ }));
    const headers = daily.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Day', 'Views', 'Reads', 'Comments', 'Saves', 'Trip adds', 'New followers']);
    const column = headers.indexOf('Trip adds');
    const cellOf = (day: string) =>
      within(daily.getByRole('rowheader', { name: day }).parentElement!).getAllByRole('cell')[column - 1];
    expect(cellOf('28 Nov 2026')).toHaveTextContent('4');
    expect(cellOf('27 Nov 2026')).toHaveTextContent('2');
    expect(cellOf('26 Nov 2026')).toHaveTextContent('0');

    // One story's page has its own trip adds.
    renderApp('/dashboard/stats?days=7&content=c-pho', aCreator());
    await screen.findByText('50% read', {}, { timeout: 5000 });
    expect(screen.getAllByText('Trip adds', { selector: 'dt' }).at(-1)!.nextSibling).toHaveTextContent('2');
  });

  it('choosing 7 days reads that period; the choice is marked as current', async () => {
    const fakes = aCreator();
    renderApp('/dashboard/stats', fakes);
    const periods = within(await screen.findByRole('navigation', { name: 'Period' }, { timeout: 5000 }));
    expect(periods.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(periods.getByRole('link', { name: 'Last 7 days' }));
    await waitFor(() => expect(fakes.stats.calls).toEqual(['mine 30', 'mine 7']));
    expect(periods.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: /per day/ })).getAllByRole('row')).toHaveLength(8),
    );
  });

  it("one story's stats: its own numbers, no follower figures, and a way back to all", async () => {
    const fakes = aCreator();
    renderApp('/dashboard/stats?days=7&content=c-pho', fakes);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stats of one story' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await screen.findByText('50% read');
    expect(fakes.stats.calls).toEqual(['content c-pho 7']);
    expect(screen.queryByText('Followers now')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All your stats' })).toHaveAttribute('href', '/dashboard/stats?days=7');
  });

  it("a refused read is said with its reason (spec §8) and can be tried again; another's story is refused", async () => {
    const fakes = aCreator();
    fakes.stats.others.add('c-theirs');
    fakes.stats.failNext = ErrorCode.unknown;
    renderApp('/dashboard/stats', fakes);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    await act(() => userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('1,300')).toBeInTheDocument();

    renderApp('/dashboard/stats?content=c-theirs', aCreator());
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('in Thai: headings, periods and numbers read in Thai', async () => {
    renderApp('/dashboard/stats', aCreator('th'));
    expect(await screen.findByRole('heading', { level: 1, name: 'สถิติของคุณ' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('1,300')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '7 วันล่าสุด' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ผู้อ่านมาจากที่ไหน' })).toBeInTheDocument();
    expect(screen.getByText('การเพิ่มลงทริป', { selector: 'dt' }).nextSibling).toHaveTextContent('6');
    expect(screen.getByRole('columnheader', { name: 'การเพิ่มลงทริป' })).toBeInTheDocument();
  });
});
