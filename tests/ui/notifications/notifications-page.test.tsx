import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { anApp, renderApp } from '../support/render-app';
import { aSignedInApp } from '../screens/screen-fakes';

/** A reader with one notification of each kind people cause, the newest first, and one read already. */
function aReader(language: 'en' | 'th' = 'en') {
  const fakes = aSignedInApp({}, { language });
  const api = fakes.notifications;
  api.add('new_follower', { read: true });
  api.add('comment', { target: { ...api.add('new_content').target, commentId: 'cm-1' } });
  api.add('place_refused', {
    actor: null,
    target: {
      contentId: null,
      title: null,
      commentId: null,
      locationId: 'loc-9',
      campaignId: null,
      placeName: 'Khao San Night Market',
      reason: 'It is already on the map',
    },
  });
  return fakes;
}

describe('the header bell and /notifications', { timeout: 30_000 }, () => {
  it('the bell names how many are unread and leads to the list, newest first, each linking to its target', async () => {
    const fakes = aReader();
    renderApp('/notifications', fakes);
    const bell = await screen.findByRole('link', { name: 'Notifications: 3 unread' }, { timeout: 5000 });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(within(bell).getByText('3')).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    const items = list.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.notification__text')?.textContent)).toEqual([
      'Your proposed place “Khao San Night Market” was not approved',
      'Malee commented on “Sunrise at Wat Arun”',
      'Malee published “Sunrise at Wat Arun”',
      'Malee started following you',
    ]);
    // A refused place has nowhere to go, and says why; the others lead to their content or profile.
    expect(within(items[0]).queryByRole('link')).toBeNull();
    expect(within(items[0]).getByText('Reason: It is already on the map')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Malee commented on “Sunrise at Wat Arun”' })).toHaveAttribute(
      'href',
      '/contents/content-1#comments',
    );
    expect(list.getByRole('link', { name: 'Malee published “Sunrise at Wat Arun”' })).toHaveAttribute(
      'href',
      '/contents/content-1',
    );
    expect(list.getByRole('link', { name: 'Malee started following you' })).toHaveAttribute('href', '/profiles/malee');
    // Unread ones say so to a screen reader; the read one has no mark button.
    expect(within(items[1]).getByText(/Unread/)).toBeInTheDocument();
    expect(within(items[3]).queryByRole('button')).toBeNull();
  });

  it('marking one read updates it and the bell with the count the server answered', async () => {
    const fakes = aReader();
    renderApp('/notifications', fakes);
    const button = await screen.findByRole(
      'button',
      { name: 'Mark as read: Malee published “Sunrise at Wat Arun”' },
      { timeout: 5000 },
    );
    await userEvent.setup().click(button);
    await screen.findByRole('link', { name: 'Notifications: 2 unread' });
    expect(fakes.notifications.calls).toContain('read n2');
    expect(screen.queryByRole('button', { name: /Mark as read: Malee published/ })).toBeNull();
  });

  it('"Mark all as read" marks every one; the bell then shows no number', async () => {
    const fakes = aReader();
    renderApp('/notifications', fakes);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mark all as read' }, { timeout: 5000 }));
    await screen.findByRole('link', { name: 'Notifications' });
    expect(screen.queryByTestId('notification-bell-count')).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Mark as read/ })).toEqual([]);
    expect(fakes.notifications.items.every((item) => item.read)).toBe(true);
  });

  it('a mark the server refuses puts the notification back as unread and says why', async () => {
    const fakes = aReader();
    renderApp('/notifications', fakes);
    await screen.findByRole('list', { name: 'Notifications' }, { timeout: 5000 });
    // Already read: nothing to mark.
    expect(screen.queryByRole('button', { name: 'Mark as read: Malee started following you' })).toBeNull();
    fakes.notifications.failNext = ErrorCode.fetchFailed;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
    expect(screen.getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Notifications: 3 unread' })).toBeInTheDocument();
  });

  it('pages by key with "More", not repeating one shown already', async () => {
    const fakes = aSignedInApp();
    for (let n = 0; n < 25; n += 1) fakes.notifications.add('new_follower', { read: true });
    renderApp('/notifications', fakes);
    const list = await screen.findByRole('list', { name: 'Notifications' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.setup().click(screen.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('a failed load offers to try again; nothing yet says what will show here', async () => {
    const fakes = aSignedInApp();
    fakes.notifications.failAll = ErrorCode.fetchFailed;
    renderApp('/notifications', fakes);
    const retry = await screen.findByRole('button', { name: /try again/i }, { timeout: 5000 });
    fakes.notifications.failAll = null;
    await userEvent.setup().click(retry);
    expect(await screen.findByTestId('notifications-empty')).toHaveTextContent('No notifications yet');
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('spec §9 th: the bell and the list speak Thai', async () => {
    const fakes = aReader('th');
    renderApp('/notifications', fakes);
    expect(
      await screen.findByRole('link', { name: 'การแจ้งเตือน: ยังไม่ได้อ่าน 3 รายการ' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'การแจ้งเตือน' })).toBeInTheDocument();
    expect(screen.getByText('Malee เริ่มติดตามคุณ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ทำเครื่องหมายว่าอ่านแล้วทั้งหมด' })).toBeInTheDocument();
  });

  it('the bell asks again when the tab comes back into view', async () => {
    const fakes = aSignedInApp();
    renderApp('/dashboard', fakes);
    await screen.findByRole('link', { name: 'Notifications' }, { timeout: 5000 });
    fakes.notifications.add('new_follower');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await screen.findByRole('link', { name: 'Notifications: 1 unread' });
  });

  it('the bell hears a new notification live, without reload: the stream opens once per signed-in person', async () => {
    const fakes = aSignedInApp();
    renderApp('/dashboard', fakes);
    await screen.findByRole('link', { name: 'Notifications' }, { timeout: 5000 });
    await waitFor(() => expect(fakes.notifications.watchers.size).toBe(1));
    await act(async () => {
      fakes.notifications.add('new_follower');
      fakes.notifications.add('comment');
      fakes.notifications.push();
    });
    await screen.findByRole('link', { name: 'Notifications: 2 unread' });
    expect(fakes.notifications.opened).toBe(1);
  });

  it('signed out, there is no bell', async () => {
    const fakes = anApp();
    renderApp('/about-us', fakes);
    await screen.findByRole('link', { name: /Log in/i }, { timeout: 5000 });
    expect(screen.queryByTestId('notification-bell')).toBeNull();
  });
});
