import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { renderApp } from '../support/render-app';
import { aSignedInApp } from '../screens/screen-fakes';

const placeGroup = (name: string) => within(screen.getByRole('group', { name }));
const questionEnglish = () => within(screen.getByRole('group', { name: 'Question' })).getByLabelText('English');
const newPoll = {
  question: { th: '', en: 'Best time for Railay?' },
  closesAt: null,
  options: [
    { optionId: null, text: { th: '', en: 'Morning' }, imageId: null },
    { optionId: null, text: { th: '', en: 'Sunset' }, imageId: null },
  ],
};

/**
 * The poll form's place: a poll may be pinned to one approved place, whose page then shows it while it is
 * open. The same field is in the moderators' /admin/polls form and the creator's poll section form.
 */
describe('pinning a poll to a place', { timeout: 30_000 }, () => {
  it('searching by keyword and pressing a hit pins the poll; saving sends the place', async () => {
    const fakes = aSignedInApp();
    renderApp('/admin/polls/new', fakes);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'New poll' });
    await user.type(questionEnglish(), 'Best time for Railay?');
    const options = within(screen.getByRole('group', { name: 'Options' }));
    await user.type(options.getByLabelText('Option 1 in English'), 'Morning');
    await user.type(options.getByLabelText('Option 2 in English'), 'Sunset');

    const place = placeGroup('Place (optional)');
    expect(place.getByText('Not pinned to a place.')).toBeInTheDocument();
    await user.click(place.getByRole('button', { name: 'Pin to a place' }));
    await user.type(place.getByLabelText('Place name or address'), 'railay');
    await user.click(await place.findByRole('button', { name: /Railay Beach/ }));
    expect(place.getByTestId('poll-place-name')).toHaveTextContent('Railay Beach');
    expect(place.queryByRole('searchbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fakes.moderation.callsOf('createPoll')).toHaveLength(1));
    expect(fakes.moderation.callsOf('createPoll')[0][0]).toMatchObject({ placeId: 'loc-railay' });
  });

  it("an existing poll shows its place by name, and 'Remove the place' unpins it on save", async () => {
    const fakes = aSignedInApp();
    const poll = await fakes.moderation.createPoll({ ...newPoll, placeId: 'loc-railay' });
    renderApp(`/admin/polls/${poll.pollId}`, fakes);
    const user = userEvent.setup();
    const place = within(await screen.findByRole('group', { name: 'Place (optional)' }));
    expect(await place.findByTestId('poll-place-name')).toHaveTextContent('Railay Beach');
    await user.click(place.getByRole('button', { name: 'Remove the place Railay Beach' }));
    expect(place.getByText('Not pinned to a place.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fakes.moderation.callsOf('updatePoll')).toHaveLength(1));
    expect(fakes.moderation.callsOf('updatePoll')[0][1]).toMatchObject({ placeId: null });
  });

  it('a place the server no longer accepts (422 4220607031) is said at the place field, and what was typed stays', async () => {
    const fakes = aSignedInApp();
    const poll = await fakes.moderation.createPoll({ ...newPoll, placeId: 'loc-railay' });
    renderApp(`/admin/polls/${poll.pollId}`, fakes);
    const user = userEvent.setup();
    // The form is drawn before the poll arrives (a first load can take a while): wait for its place, then take the field.
    await waitFor(() => expect(screen.getByTestId('poll-place-name')).toHaveTextContent('Railay Beach'), {
      timeout: 5000,
    });
    const place = placeGroup('Place (optional)');
    fakes.moderation.failures.fail('updatePoll', {
      status: { err_code: ErrorCode.pollPlaceUnknown, err_message: 'Place loc-railay is not approved' },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await place.findByText(
        'This place cannot carry a poll: it does not exist or is not approved yet. Choose another place.',
      ),
    ).toBeInTheDocument();
    expect(questionEnglish()).toHaveValue('Best time for Railay?');
  });

  it('a poll whose place votes have fixed (409 4090607033) says so at the place field, and what was typed stays', async () => {
    const fakes = aSignedInApp();
    const poll = await fakes.moderation.createPoll({ ...newPoll, placeId: 'loc-railay' });
    renderApp(`/admin/polls/${poll.pollId}`, fakes);
    const user = userEvent.setup();
    // The form is drawn before the poll arrives (a first load can take a while): wait for its place, then take the field.
    await waitFor(() => expect(screen.getByTestId('poll-place-name')).toHaveTextContent('Railay Beach'), {
      timeout: 5000,
    });
    const place = placeGroup('Place (optional)');
    fakes.moderation.failures.fail('updatePoll', {
      status: { err_code: ErrorCode.pollPlaceLocked, err_message: 'Poll has votes: its place is fixed' },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await place.findByRole('alert')).toHaveTextContent(
      'People have voted in this poll about its place: only a moderator can pin it to another place. You can still take the place off, but then only a moderator can pin it again.',
    );
    expect(questionEnglish()).toHaveValue('Best time for Railay?');
  });

  it('the keyboard focus comes back to the field after a place is picked, the search is left, or the place removed', async () => {
    const fakes = aSignedInApp();
    renderApp('/admin/polls/new', fakes);
    const user = userEvent.setup();
    const place = within(await screen.findByRole('group', { name: 'Place (optional)' }));
    await user.click(place.getByRole('button', { name: 'Pin to a place' }));
    await user.keyboard('{Escape}');
    expect(place.getByRole('button', { name: 'Pin to a place' })).toHaveFocus();

    await user.click(place.getByRole('button', { name: 'Pin to a place' }));
    await user.type(place.getByRole('searchbox'), 'railay');
    await user.click(await place.findByRole('button', { name: /Railay Beach/ }));
    expect(place.getByRole('button', { name: 'Choose another place' })).toHaveFocus();

    await user.click(place.getByRole('button', { name: 'Remove the place Railay Beach' }));
    expect(place.getByRole('button', { name: 'Pin to a place' })).toHaveFocus();
  });

  it('a failed search is said, and is gone once the words are cleared or the search is opened again', async () => {
    const fakes = aSignedInApp();
    renderApp('/admin/polls/new', fakes);
    const user = userEvent.setup();
    const place = within(await screen.findByRole('group', { name: 'Place (optional)' }));
    await user.click(place.getByRole('button', { name: 'Pin to a place' }));
    fakes.editor.locationApi.failures.fail('search', new TypeError('Failed to fetch'));
    await user.type(place.getByRole('searchbox'), 'railay');
    expect(await place.findByRole('alert')).toBeInTheDocument();
    await user.clear(place.getByRole('searchbox'));
    expect(place.queryByRole('alert')).not.toBeInTheDocument();

    fakes.editor.locationApi.failures.fail('search', new TypeError('Failed to fetch'));
    await user.type(place.getByRole('searchbox'), 'kata');
    expect(await place.findByRole('alert')).toBeInTheDocument();
    await user.click(place.getByRole('button', { name: 'Cancel' }));
    await user.click(place.getByRole('button', { name: 'Pin to a place' }));
    expect(place.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(place.getByRole('searchbox'), 'railay');
    expect(await place.findByRole('button', { name: /Railay Beach/ })).toBeInTheDocument();
    expect(place.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('in Thai: the field, its search and the chosen place read in Thai', async () => {
    const fakes = aSignedInApp({}, { language: 'th' });
    renderApp('/admin/polls/new', fakes);
    const user = userEvent.setup();
    const place = within(await screen.findByRole('group', { name: 'สถานที่ (ไม่บังคับ)' }));
    expect(place.getByText('ยังไม่ได้ปักไว้กับสถานที่ใด')).toBeInTheDocument();
    await user.click(place.getByRole('button', { name: 'ปักไว้กับสถานที่' }));
    await user.type(place.getByRole('searchbox'), 'ไร่เลย์');
    await user.click(await place.findByRole('button', { name: /หาดไร่เลย์/ }));
    expect(place.getByTestId('poll-place-name')).toHaveTextContent('หาดไร่เลย์');
    expect(place.getByRole('button', { name: 'เอาสถานที่ หาดไร่เลย์ ออก' })).toBeInTheDocument();
  });
});
