import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { aQueueItem } from '../../fakes/in-memory-moderation-api';
import { renderApp } from '../support/render-app';
import { aSignedInApp } from '../screens/screen-fakes';

const moderatorOnly = { status: { err_code: ErrorCode.moderatorOnly, err_message: 'moderators only' } };

/** One item of each kind, as the server's queue answers them. */
function seedQueue(fakes: ReturnType<typeof aSignedInApp>) {
  fakes.moderation.items = [
    aQueueItem({ itemId: 'r1', createdAt: '2025-01-15T08:00:00.000Z' }),
    aQueueItem({
      kind: 'contact',
      itemId: 'k1',
      createdAt: '2025-01-15T07:00:00.000Z',
      reporter: null,
      email: 'mali@example.com',
      reason: 'Partnership',
      message: 'We run homestays in Nan and would like to work with you.',
      targetType: null,
      targetId: null,
      targetUrl: null,
      targetExcerpt: null,
      targetAuthor: null,
    }),
    aQueueItem({
      kind: 'issue',
      itemId: 'i1',
      createdAt: '2025-01-15T06:00:00.000Z',
      reason: 'Map',
      message: 'The map does not load on my phone.',
      targetType: null,
      targetId: null,
      targetUrl: null,
      targetExcerpt: null,
      targetAuthor: null,
      attachments: [{ uploadId: 'up1', url: '/admin-service/v1/uploads/issue/up1', contentType: 'image/png' }],
    }),
    aQueueItem({
      kind: 'place',
      itemId: 'p1',
      createdAt: '2025-01-15T05:00:00.000Z',
      reason: null,
      message: '',
      targetType: 'location',
      targetId: 'loc-9',
      targetUrl: '/map/location/loc-9',
      targetExcerpt: 'Khao Soi Mae Sai',
      targetAuthor: { userId: 'u-proposer', username: 'ploy', displayName: 'Ploy', avatarImage: null },
    }),
  ];
  fakes.moderation.attachments.set('/admin-service/v1/uploads/issue/up1', new Blob(['png'], { type: 'image/png' }));
}

const card = (name: RegExp | string) => screen.findByRole('article', { name });

describe("/admin, the moderators' queue", { timeout: 30_000 }, () => {
  it('a signed-in non-moderator sees "This area is for moderators" with a way home, and no queue is asked', async () => {
    const fakes = aSignedInApp();
    fakes.moderation.moderator = false;
    seedQueue(fakes);
    renderApp('/admin', fakes);
    expect(await screen.findByRole('heading', { level: 1, name: 'This area is for moderators' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your home' })).toHaveAttribute('href', '/dashboard');
    expect(fakes.moderation.callsOf('queue')).toHaveLength(0);
    expect(screen.queryByText('Cheap tickets, DM me')).not.toBeInTheDocument();
  });

  it('the admin link is in the account menu only for a moderator', async () => {
    const moderator = aSignedInApp();
    const first = renderApp('/dashboard', moderator);
    expect(await screen.findByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/admin');
    first.unmount();
    const reader = aSignedInApp();
    reader.moderation.moderator = false;
    renderApp('/dashboard', reader);
    await waitFor(() => expect(reader.moderation.callsOf('role')).not.toHaveLength(0));
    expect(screen.queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
  });

  it('spec §2: /admin is private — signed out goes to /login and comes back', async () => {
    const app = renderApp('/admin');
    await waitFor(() => expect(app.location()).toBe(`/login?redirectUrl=${encodeURIComponent('/admin')}`));
  });

  it('every kind shows what it carries, newest first, with reporter and time; the kind and status filters are in the address', async () => {
    const fakes = aSignedInApp();
    seedQueue(fakes);
    const app = renderApp('/admin', fakes);
    const list = await screen.findByRole('list', { name: 'Queue items' });
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Report Cheap tickets, DM me',
      'Contact message Partnership',
      'Issue report Map',
      'Proposed place Khao Soi Mae Sai',
    ]);

    const report = await card(/Cheap tickets/);
    expect(within(report).getByText('From Nok Reader', { exact: false })).toBeInTheDocument();
    expect(within(report).getByText('1h ago', { exact: false })).toBeInTheDocument();
    expect(within(report).getByText('Spam')).toBeInTheDocument();
    expect(within(report).getByText('Spam Bot')).toBeInTheDocument();
    expect(within(report).getByRole('link', { name: /Open/ })).toHaveAttribute('target', '_blank');
    expect(within(report).getByRole('link', { name: /Open/ })).toHaveAttribute('href', '/contents/ct1#comment-c1');

    const contact = await card(/Partnership/);
    expect(within(contact).getByRole('link', { name: 'mali@example.com' })).toHaveAttribute(
      'href',
      'mailto:mali@example.com',
    );
    expect(within(contact).getByText('We run homestays in Nan and would like to work with you.')).toBeInTheDocument();

    const issue = await card(/Issue report Map/);
    const thumbnail = await within(issue).findByRole('img', { name: 'Attachment 1' });
    expect(thumbnail.getAttribute('src')).toMatch(/^blob:/);
    expect(fakes.moderation.callsOf('attachment')).toContainEqual(['/admin-service/v1/uploads/issue/up1']);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Proposed places' }));
    await waitFor(() => expect(app.location()).toBe('/admin?kind=place'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Queue items' })).getAllByRole('article')).toHaveLength(1),
    );
    expect(fakes.moderation.callsOf('queue').at(-1)).toEqual([{ kind: 'place', status: 'open', offset: 0, limit: 20 }]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(app.location()).toBe('/admin?kind=place&status=done'));
    expect(await screen.findByText('Nothing here. The queue is clear.')).toBeInTheDocument();
  });

  it('hiding a reported comment asks to confirm with an optional reason, and shows it hidden once the server says so', async () => {
    const fakes = aSignedInApp();
    seedQueue(fakes);
    renderApp('/admin', fakes);
    const user = userEvent.setup();
    const report = await card(/Cheap tickets/);
    await user.click(within(report).getByRole('button', { name: 'Hide comment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hide this comment?' });
    await user.type(within(dialog).getByLabelText('Reason (optional, kept with the decision)'), 'Scam');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fakes.moderation.callsOf('setCommentHidden')).toEqual([['c1', true, 'Scam']]);
    expect(within(report).getByText(/hidden from readers/)).toBeInTheDocument();
    expect(within(report).getByRole('button', { name: 'Show comment again' })).toBeInTheDocument();
  });

  it('disabling the author explains they are signed out everywhere, then offers to enable them again', async () => {
    const fakes = aSignedInApp();
    seedQueue(fakes);
    renderApp('/admin', fakes);
    const user = userEvent.setup();
    const report = await card(/Cheap tickets/);
    await user.click(within(report).getByRole('button', { name: "Disable author's account" }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable this account?' });
    expect(dialog).toHaveTextContent('signed out everywhere');
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    await waitFor(() => expect(fakes.moderation.callsOf('setUserDisabled')).toEqual([['u-spammer', true]]));
    expect(await within(report).findByRole('button', { name: "Enable author's account" })).toBeInTheDocument();
    expect(within(report).getByText(/account disabled/)).toBeInTheDocument();
  });

  it('refusing a proposed place needs a reason; approving one calls the decision', async () => {
    const fakes = aSignedInApp();
    seedQueue(fakes);
    renderApp('/admin', fakes);
    const user = userEvent.setup();
    const place = await card(/Khao Soi Mae Sai/);
    // A proposed place leaves the queue by its decision only: no "Mark as done" (the server answers 422).
    expect(within(place).queryByRole('button', { name: /done/i })).not.toBeInTheDocument();
    await user.click(within(place).getByRole('button', { name: 'Refuse place' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Refuse this place?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Say why the place is refused.');
    expect(fakes.moderation.callsOf('decidePlace')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(place).getByRole('button', { name: 'Approve place' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Approve this place?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(fakes.moderation.callsOf('decidePlace')).toEqual([['loc-9', 'approve', undefined]]));
    expect(await within(place).findByText('Approved')).toBeInTheDocument();
    expect(within(place).queryByRole('button', { name: 'Approve place' })).not.toBeInTheDocument();
  });

  it('a moderator marks a place closed on public holidays and clears it again; a place without opening hours has no such button', async () => {
    const fakes = aSignedInApp();
    seedQueue(fakes);
    fakes.moderation.items = fakes.moderation.items.map((i) =>
      i.kind === 'place' ? { ...i, placeClosedOnPublicHolidays: false } : i,
    );
    fakes.moderation.items.push(
      aQueueItem({
        kind: 'place',
        itemId: 'p2',
        targetType: 'location',
        targetId: 'loc-bare',
        targetExcerpt: 'No hours stall',
      }),
    );
    renderApp('/admin', fakes);
    const user = userEvent.setup();
    const place = await card(/Khao Soi Mae Sai/);
    expect(within(place).getByText('Usual hours on public holidays')).toBeInTheDocument();
    await user.click(within(place).getByRole('button', { name: 'Mark closed on public holidays' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Closed on public holidays?' });
    // a refusal keeps the dialog and says why
    fakes.moderation.failures.fail('setPlaceClosedOnHolidays', moderatorOnly);
    await user.click(within(dialog).getByRole('button', { name: 'Mark closed' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only a moderator can do this.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark closed' }));
    await waitFor(() =>
      expect(fakes.moderation.callsOf('setPlaceClosedOnHolidays')).toEqual([
        ['loc-9', true],
        ['loc-9', true],
      ]),
    );
    expect(await within(place).findByText('Closed on public holidays')).toBeInTheDocument();
    expect(screen.getByText('Marked closed on public holidays.')).toBeInTheDocument();

    await user.click(within(place).getByRole('button', { name: 'Open on public holidays' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Open on public holidays?' });
    await user.click(within(dialog).getByRole('button', { name: 'Use usual hours' }));
    expect(await within(place).findByText('Usual hours on public holidays')).toBeInTheDocument();
    expect(fakes.moderation.callsOf('setPlaceClosedOnHolidays').at(-1)).toEqual(['loc-9', false]);

    const bare = await card(/No hours stall/);
    expect(within(bare).queryByRole('button', { name: /public holidays/ })).not.toBeInTheDocument();
  });

  it('in Thai, the place says how it keeps public holidays and offers to change it', async () => {
    const fakes = aSignedInApp({}, { language: 'th' });
    seedQueue(fakes);
    fakes.moderation.items = fakes.moderation.items.map((i) =>
      i.kind === 'place' ? { ...i, placeClosedOnPublicHolidays: true } : i,
    );
    renderApp('/admin', fakes);
    expect(await screen.findByText('ปิดในวันหยุดนักขัตฤกษ์', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เปิดในวันหยุดนักขัตฤกษ์' })).toBeInTheDocument();
  });

  it('marking done sends the note; a refusal keeps the dialog and the note as typed, with errors.moderatorOnly', async () => {
    const fakes = aSignedInApp();
    seedQueue(fakes);
    renderApp('/admin', fakes);
    const user = userEvent.setup();
    const contact = await card(/Partnership/);
    await user.click(within(contact).getByRole('button', { name: 'Mark done' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark this item done?' });
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Forwarded to partnerships');
    fakes.moderation.failures.fail('updateQueueItem', moderatorOnly);
    await user.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only a moderator can do this.');
    expect(within(dialog).getByLabelText('Note (optional)')).toHaveValue('Forwarded to partnerships');

    await user.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fakes.moderation.callsOf('updateQueueItem').at(-1)).toEqual([
      'contact',
      'k1',
      { status: 'done', note: 'Forwarded to partnerships' },
    ]);
    expect(within(contact).getByText('Forwarded to partnerships')).toBeInTheDocument();
    expect(within(contact).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('a 403 moderatorOnly on the queue itself shows errors.moderatorOnly, in Thai too', async () => {
    const fakes = aSignedInApp({}, { language: 'th' });
    fakes.moderation.failures.failAlways('queue', moderatorOnly);
    renderApp('/admin', fakes);
    expect(await screen.findByRole('alert')).toHaveTextContent('เฉพาะผู้ดูแล');
  });
});
