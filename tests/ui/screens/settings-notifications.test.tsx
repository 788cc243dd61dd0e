import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { renderApp } from '../support/render-app';
import { aSignedInApp } from './screen-fakes';

const section = async (name: RegExp) => (await screen.findByRole('heading', { level: 2, name })).closest('section')!;

describe('settings — Notifications (what I am told of, and where)', () => {
  it('shows every topic with the defaults, in the app and by e-mail; LINE only when I can have it', async () => {
    const fakes = aSignedInApp();
    renderApp('/settings/profile', fakes);
    const prefs = await section(/^Notifications$/);
    const table = await within(prefs).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['What', 'In the app', 'E-mail']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(8);
    expect(within(table).getByRole('checkbox', { name: 'Replies to my comments: E-mail' })).toBeChecked();
    expect(within(table).getByRole('checkbox', { name: 'New followers: E-mail' })).not.toBeChecked();
    expect(within(table).getByRole('checkbox', { name: 'New followers: In the app' })).toBeChecked();
    expect(within(table).queryByRole('checkbox', { name: /LINE$/ })).toBeNull();
  });

  it('a change is saved at once and said; LINE is a column for a LINE account', async () => {
    const fakes = aSignedInApp();
    fakes.notifications.prefs = {
      ...fakes.notifications.prefs,
      available: { in_app: true, email: true, line: true },
      lineAddFriendUrl: 'https://line.me/R/ti/p/%40travelogue',
    };
    renderApp('/settings/profile', fakes);
    const prefs = await section(/^Notifications$/);
    const box = await within(prefs).findByRole('checkbox', { name: 'Mentions of me: LINE' });
    await userEvent.setup().click(box);
    expect(box).toBeChecked();
    expect(await within(prefs).findByText('Saved.')).toBeInTheDocument();
    expect(fakes.notifications.prefs.topics.mention.line).toBe(true);
    expect(within(prefs).getByText(/LINE Official Account/)).toBeInTheDocument();
    expect(within(prefs).getByRole('link', { name: 'Add Travelogue as a friend in LINE' })).toHaveAttribute(
      'href',
      'https://line.me/R/ti/p/%40travelogue',
    );
  });

  it('a refused change is undone and the reason said in words', async () => {
    const fakes = aSignedInApp();
    renderApp('/settings/profile', fakes);
    const prefs = await section(/^Notifications$/);
    const box = await within(prefs).findByRole('checkbox', { name: 'Comments on my stories: E-mail' });
    fakes.notifications.failNext = ErrorCode.notificationChannelUnavailable;
    await userEvent.setup().click(box);
    expect(await within(prefs).findByRole('alert')).toHaveTextContent(
      'That way of being told is not available for your account.',
    );
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it("several changes of one box in flight: what shows is the server's state, whichever of them fail", async () => {
    const fakes = aSignedInApp();
    renderApp('/settings/profile', fakes);
    const prefs = await section(/^Notifications$/);
    const box = await within(prefs).findByRole('checkbox', { name: 'New followers: E-mail' });
    const user = userEvent.setup();
    // On then off, both refused: the box is as the server has it, off.
    fakes.notifications.failAll = ErrorCode.tooManyRequests;
    await user.click(box);
    await user.click(box);
    await within(prefs).findByRole('alert');
    await waitFor(() => expect(within(prefs).getByRole('status')).toHaveTextContent(''));
    expect(box).not.toBeChecked();
    // On (saved), then off refused: on, as saved.
    fakes.notifications.failAll = null;
    await user.click(box);
    await within(prefs).findByText('Saved.');
    fakes.notifications.failNext = ErrorCode.tooManyRequests;
    await user.click(box);
    await within(prefs).findByRole('alert');
    await waitFor(() => expect(box).toBeChecked());
    expect(fakes.notifications.prefs.topics.new_follower.email).toBe(true);
  });

  it('in Thai: the heading, the channels and the topics', async () => {
    renderApp('/settings/profile', aSignedInApp({}, { language: 'th' }));
    const prefs = await section(/^การแจ้งเตือน$/);
    expect(await within(prefs).findByRole('checkbox', { name: 'การตอบกลับความคิดเห็นของฉัน: อีเมล' })).toBeChecked();
  });
});
