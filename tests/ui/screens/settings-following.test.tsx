import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { renderApp } from '../support/render-app';
import { aSignedInApp } from './screen-fakes';

const section = async (name: RegExp) => (await screen.findByRole('heading', { level: 2, name })).closest('section')!;

describe('settings — People I follow (readers follow creators)', () => {
  it('lists whom I follow, newest first, each linking to their profile, and Unfollow takes one off', async () => {
    const fakes = aSignedInApp();
    fakes.follows.addCreator('u-noi', 'Noi', 3);
    fakes.follows.addCreator('u-alice', 'Alice', 1);
    await fakes.follows.follow('u-noi');
    await fakes.follows.follow('u-alice');
    renderApp('/settings/profile', fakes);
    const people = await section(/^People I follow$/);
    const list = await within(people).findByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Alice', '/profiles/alice'],
      ['Noi', '/profiles/noi'],
    ]);
    await userEvent.setup().click(within(people).getByRole('button', { name: 'Unfollow Alice' }));
    await waitFor(() => expect(within(people).queryByRole('link', { name: 'Alice' })).toBeNull());
    expect(fakes.follows.followed.map((creator) => creator.userId)).toEqual(['u-noi']);
  });

  it('following nobody says where to follow creators', async () => {
    renderApp('/settings/profile', aSignedInApp());
    const people = await section(/^People I follow$/);
    expect(await within(people).findByText(/You don't follow anyone yet/)).toBeInTheDocument();
  });

  it('a refused unfollow is said in words and the creator stays in the list', async () => {
    const fakes = aSignedInApp();
    fakes.follows.addCreator('u-noi', 'Noi');
    await fakes.follows.follow('u-noi');
    renderApp('/settings/profile', fakes);
    const people = await section(/^People I follow$/);
    const button = await within(people).findByRole('button', { name: 'Unfollow Noi' });
    fakes.follows.failNext = ErrorCode.tooManyRequests;
    await userEvent.setup().click(button);
    expect(await within(people).findByRole('alert')).not.toBeEmptyDOMElement();
    expect(within(people).getByRole('link', { name: 'Noi' })).toBeInTheDocument();
  });

  it('in Thai: the heading and the Unfollow button', async () => {
    const fakes = aSignedInApp({}, { language: 'th' });
    fakes.follows.addCreator('u-noi', 'Noi');
    await fakes.follows.follow('u-noi');
    renderApp('/settings/profile', fakes);
    const people = await section(/^คนที่ฉันติดตาม$/);
    expect(await within(people).findByRole('button', { name: 'เลิกติดตาม Noi' })).toBeInTheDocument();
  });
});
