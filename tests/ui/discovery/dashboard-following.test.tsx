import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { aFeedContent } from '../../fakes/in-memory-feed-api';
import { renderApp } from '../support/render-app';
import { aSignedInApp } from '../screens/screen-fakes';

const alice = { userId: 'u-alice', username: 'alice', displayName: 'Alice Wanderer', avatarImage: null };
/** Eight stories of creators I follow, newest first: a first page of six and two more. */
const stories = Array.from({ length: 8 }, (_, i) =>
  aFeedContent({ contentId: `c-f${i + 1}`, title: `Followed story ${i + 1}`, author: alice }),
);

const followingSection = async () =>
  (await screen.findByRole('heading', { level: 2, name: /^(Following|กำลังติดตาม)$/ })).closest('section')!;

describe('/dashboard — Following: the newest stories of the creators I follow', () => {
  it('shows the first six, newest first, and "More" reads on after the last by key until the end', async () => {
    const fakes = aSignedInApp();
    fakes.follows.feedItems = stories;
    renderApp('/dashboard', fakes);
    const section = await followingSection();
    const list = await within(section).findByRole('list', { name: 'Following' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).getByRole('link', { name: 'Followed story 1' })).toHaveAttribute('href', '/contents/c-f1');
    await userEvent.setup().click(within(section).getByRole('button', { name: 'More' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(8));
    expect(within(list).getByRole('link', { name: 'Followed story 8' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'More' })).toBeNull();
    expect(fakes.follows.calls.filter((call) => call.startsWith('feed'))).toEqual(['feed ', 'feed 6']);
  });

  it('following nobody: an invitation to follow creators', async () => {
    renderApp('/dashboard', aSignedInApp());
    const section = await followingSection();
    expect(await within(section).findByText('Follow creators to see their new stories here.')).toBeInTheDocument();
  });

  it('a failed read says so (spec §8 5000102999) with a retry that recovers the section', async () => {
    const fakes = aSignedInApp();
    fakes.follows.feedItems = stories.slice(0, 2);
    fakes.follows.failNext = ErrorCode.fetchFailed;
    renderApp('/dashboard', fakes);
    const section = await followingSection();
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'We could not load this right now. Please try again.',
    );
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('list', { name: 'Following' })).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('a failed "More" keeps the stories shown, says so, and the button tries again', async () => {
    const fakes = aSignedInApp();
    fakes.follows.feedItems = stories;
    renderApp('/dashboard', fakes);
    const section = await followingSection();
    const list = await within(section).findByRole('list', { name: 'Following' });
    fakes.follows.failNext = ErrorCode.internalUser;
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'More' }));
    expect(await within(section).findByRole('alert')).not.toBeEmptyDOMElement();
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await user.click(within(section).getByRole('button', { name: 'More' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(8));
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('in Thai: the heading, the empty state and "More"', async () => {
    const empty = aSignedInApp({}, { language: 'th' });
    const view = renderApp('/dashboard', empty);
    const section = await followingSection();
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('กำลังติดตาม');
    expect(await within(section).findByText('ติดตามครีเอเตอร์เพื่อดูเรื่องใหม่ของพวกเขาที่นี่')).toBeInTheDocument();
    view.unmount();

    const fakes = aSignedInApp({}, { language: 'th' });
    fakes.follows.feedItems = stories;
    renderApp('/dashboard', fakes);
    const full = await followingSection();
    await within(full).findByRole('list', { name: 'กำลังติดตาม' });
    expect(within(full).getByRole('button', { name: 'ดูเพิ่มเติม' })).toBeInTheDocument();
  });
});
