import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { networkError } from '../../fakes/in-memory-content-api';
import { anApp, type AppFakes } from '../support/render-app';
import { pass, renderEditor } from './render-editor';

function aDraft(fields: { campaignId?: string | null; kind?: 'article' | 'trip' } = {}): AppFakes {
  const fakes = anApp();
  fakes.editor.api.seed({
    contentId: 'c-1',
    title: 'Old town walk',
    kind: fields.kind ?? 'article',
    campaignId: fields.campaignId ?? null,
  });
  fakes.wallet.addCampaign('open-1', {
    title: { th: 'เที่ยวเหนือหน้าหนาว', en: 'Winter in the North' },
    startsOn: '2025-01-01',
    endsOn: '2025-01-31',
  });
  fakes.wallet.addCampaign('ended-1', {
    title: { th: 'สงกรานต์', en: 'Songkran stories' },
    startsOn: '2024-04-01',
    endsOn: '2024-04-30',
  });
  return fakes;
}

const form = () => screen.getByRole('form', { name: 'New poll' });
const inGroup = (name: string) => within(within(form()).getByRole('group', { name }));
/** The in-memory image processor reads a "photo" whose bytes say its size. */
const photo = (w: number, h: number) => new File([`${w}x${h}`], 'photo.jpg', { type: 'image/jpeg' });
const chooseImage = (number: number, file: File) =>
  userEvent.upload(
    inGroup(`Image for option ${number}`).getByLabelText(`Add an image for option ${number}`, { selector: 'input' }),
    file,
  );

async function typePoll() {
  await userEvent.type(inGroup('Question').getByLabelText('English'), 'Best night market?');
  await userEvent.type(within(form()).getByLabelText('Option 1 in English'), 'Chatuchak');
  await userEvent.type(within(form()).getByLabelText('Option 2 in English'), 'Rot Fai');
}

async function openPollForm() {
  await screen.findByLabelText('Title of your article');
  await userEvent.click(screen.getByRole('button', { name: '+ Poll' }));
  return form();
}

describe('editor: the campaign banner and poll sections', { timeout: 30_000 }, () => {
  it('a content written for a campaign names it: "Writing for", its state and end, linking to its page', async () => {
    renderEditor('/my-contents/c-1/edit', aDraft({ campaignId: 'open-1' }));
    const banner = await screen.findByRole('region', { name: 'Winter in the North' });
    expect(banner).toHaveTextContent('Writing for');
    expect(banner).toHaveTextContent(/Open\s+Ends .*2025/);
    expect(within(banner).getByRole('link', { name: 'Winter in the North' })).toHaveAttribute(
      'href',
      '/campaigns/open-1/detail',
    );
  });

  it('when the campaign has ended the banner says so, and that the content can still be published as a normal one', async () => {
    renderEditor('/my-contents/c-1/edit', aDraft({ campaignId: 'ended-1' }));
    const banner = await screen.findByRole('region', { name: 'Songkran stories' });
    expect(banner).toHaveTextContent(/Ended\s+Ended .*2024/);
    expect(banner).toHaveTextContent('This campaign has ended. You can still publish this as a normal content.');
  });

  it('a content not written for a campaign shows no banner', async () => {
    renderEditor('/my-contents/c-1/edit', aDraft());
    await screen.findByLabelText('Title of your article');
    expect(screen.queryByText('Writing for')).toBeNull();
  });

  it('"Add a poll" checks the draft with the domain rules first (nothing is sent) and names each problem where it is', async () => {
    const fakes = aDraft();
    renderEditor('/my-contents/c-1/edit', fakes);
    await openPollForm();
    await userEvent.click(within(form()).getByRole('button', { name: 'Add the poll' }));
    expect(inGroup('Question').getByRole('alert')).toHaveTextContent('Write the question in Thai or English.');
    expect(inGroup('Options (2 to 10)').getAllByText('Write this option in Thai or English.')).toHaveLength(2);
    expect(fakes.wallet.log.entries).not.toContain('wallet.createPoll');
    // Two equal options are one problem; a closing time in the past another.
    await userEvent.type(inGroup('Question').getByLabelText('English'), 'Best night market?');
    await userEvent.type(within(form()).getByLabelText('Option 1 in English'), 'Chatuchak');
    await userEvent.type(within(form()).getByLabelText('Option 2 in English'), 'chatuchak');
    expect(inGroup('Options (2 to 10)').getByText('This option is the same as another one.')).toBeInTheDocument();
    expect(inGroup('Question').queryByRole('alert')).toBeNull();
    await userEvent.type(within(form()).getByLabelText('Closes at (optional)'), '2020-01-01T10:00');
    expect(within(form()).getByText('Choose a closing time in the future.')).toBeInTheDocument();
    expect(fakes.wallet.log.entries).not.toContain('wallet.createPoll');
  });

  it('a refused poll keeps everything typed and shows why; the next try adds a poll section that autosaves', async () => {
    const fakes = aDraft();
    fakes.wallet.failures.fail('createPoll', {
      status: { err_code: ErrorCode.contentValidationFailed, err_message: 'bad' },
    });
    renderEditor('/my-contents/c-1/edit', fakes);
    await openPollForm();
    await userEvent.type(inGroup('Question').getByLabelText('Thai'), 'ตลาดไหนดีที่สุด');
    await userEvent.type(inGroup('Question').getByLabelText('English'), 'Best night market?');
    await userEvent.type(within(form()).getByLabelText('Option 1 in English'), 'Chatuchak');
    await userEvent.type(within(form()).getByLabelText('Option 2 in English'), 'Rot Fai');
    await userEvent.click(within(form()).getByRole('button', { name: '+ Add an option' }));
    await userEvent.type(within(form()).getByLabelText('Option 3 in English'), 'Jodd Fairs');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add the poll' }));
    expect(await within(form()).findByText('This content has information that is not valid.')).toBeInTheDocument();
    // Nothing typed is lost.
    expect(inGroup('Question').getByLabelText('Thai')).toHaveValue('ตลาดไหนดีที่สุด');
    expect(within(form()).getByLabelText('Option 3 in English')).toHaveValue('Jodd Fairs');
    expect(fakes.editor.api.contents.get('c-1')?.sections).toEqual([]);

    await userEvent.click(within(form()).getByRole('button', { name: 'Add the poll' }));
    const card = await screen.findByRole('listitem', { name: 'Poll (1 of 1)' });
    expect(within(card).getByText('Best night market?')).toBeInTheDocument();
    expect(within(card).getByText('Jodd Fairs')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New poll' })).toBeNull();
    expect(fakes.wallet.polls.get('poll1')?.options.map((o) => o.text.en)).toEqual([
      'Chatuchak',
      'Rot Fai',
      'Jodd Fairs',
    ]);
    await pass(fakes, 1500);
    await waitFor(() =>
      expect(fakes.editor.api.contents.get('c-1')?.sections).toEqual([
        { sectionId: expect.any(String), type: 'poll', pollId: 'poll1' },
      ]),
    );
  });

  it('an option image uploads through the content image upload, shows as a thumbnail, and the poll is created with its image_id', async () => {
    const fakes = aDraft();
    const createPoll = vi.spyOn(fakes.wallet, 'createPoll');
    renderEditor('/my-contents/c-1/edit', fakes);
    await openPollForm();
    await typePoll();
    expect(
      inGroup('Image for option 2').getByRole('button', { name: 'Add an image for option 2' }),
    ).toBeInTheDocument();
    await chooseImage(2, photo(2000, 1500));
    expect(await inGroup('Image for option 2').findByRole('img', { name: 'Image for option 2' })).toBeInTheDocument();
    expect(fakes.editor.mediaUpload.presigned.at(-1)).toMatchObject({ purpose: 'section' });
    expect(inGroup('Image for option 1').queryByRole('img')).toBeNull();
    await userEvent.click(within(form()).getByRole('button', { name: 'Add the poll' }));
    await screen.findByRole('listitem', { name: 'Poll (1 of 1)' });
    expect(createPoll).toHaveBeenCalledTimes(1);
    expect(createPoll.mock.calls[0][0].options.map((o) => o.imageId)).toEqual([null, expect.stringMatching(/^image-/)]);
  });

  it('"Remove the image" takes an option\'s image away and the poll is sent with null for it', async () => {
    const fakes = aDraft();
    const createPoll = vi.spyOn(fakes.wallet, 'createPoll');
    renderEditor('/my-contents/c-1/edit', fakes);
    await openPollForm();
    await typePoll();
    await chooseImage(1, photo(400, 300));
    await inGroup('Image for option 1').findByRole('img', { name: 'Image for option 1' });
    await chooseImage(2, photo(300, 400));
    await inGroup('Image for option 2').findByRole('img', { name: 'Image for option 2' });
    await userEvent.click(inGroup('Image for option 1').getByRole('button', { name: 'Remove image for option 1' }));
    expect(inGroup('Image for option 1').queryByRole('img')).toBeNull();
    expect(
      inGroup('Image for option 1').getByRole('button', { name: 'Add an image for option 1' }),
    ).toBeInTheDocument();
    await userEvent.click(within(form()).getByRole('button', { name: 'Add the poll' }));
    await screen.findByRole('listitem', { name: 'Poll (1 of 1)' });
    const sent = createPoll.mock.calls[0][0].options.map((o) => o.imageId);
    expect(sent[0]).toBeNull();
    expect(sent[1]).toMatch(/^image-/);
  });

  it('an option image that fails to upload says why (translated), keeps everything typed, and "Try again" uploads it', async () => {
    const fakes = aDraft();
    const createPoll = vi.spyOn(fakes.wallet, 'createPoll');
    renderEditor('/my-contents/c-1/edit', fakes);
    await openPollForm();
    await typePoll();
    fakes.editor.mediaUpload.failures.fail('upload', networkError());
    await chooseImage(1, photo(400, 300));
    const alert = await inGroup('Image for option 1').findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(inGroup('Question').getByLabelText('English')).toHaveValue('Best night market?');
    expect(within(form()).getByLabelText('Option 1 in English')).toHaveValue('Chatuchak');
    expect(within(form()).getByLabelText('Option 2 in English')).toHaveValue('Rot Fai');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await inGroup('Image for option 1').findByRole('img', { name: 'Image for option 1' })).toBeInTheDocument();
    expect(inGroup('Image for option 1').queryByRole('alert')).toBeNull();
    await userEvent.click(within(form()).getByRole('button', { name: 'Add the poll' }));
    await screen.findByRole('listitem', { name: 'Poll (1 of 1)' });
    expect(createPoll.mock.calls[0][0].options.map((o) => o.imageId)).toEqual([expect.stringMatching(/^image-/), null]);
  });

  it('the option image is in Thai too', async () => {
    const fakes = anApp({ language: 'th' });
    fakes.editor.api.seed({ contentId: 'c-1', title: 'ตลาดนัด' });
    renderEditor('/my-contents/c-1/edit', fakes);
    await userEvent.click(await screen.findByRole('button', { name: '+ โพล' }));
    const group = await screen.findByRole('group', { name: 'รูปภาพของตัวเลือกที่ 2' });
    expect(within(group).getByRole('button', { name: 'เพิ่มรูปภาพ (ตัวเลือกที่ 2)' })).toBeInTheDocument();
  });

  it('trips offer polls too', async () => {
    renderEditor('/my-contents/c-1/edit', aDraft({ kind: 'trip' }));
    await screen.findByLabelText('Title of your trip');
    expect(screen.getByRole('button', { name: '+ Poll' })).toBeEnabled();
  });

  it('"Edit poll" with votes: changing the options is refused with pollLocked (4090607025) shown at the options, the question still changes', async () => {
    const fakes = aDraft();
    const poll = await fakes.wallet.createPoll({
      question: { th: '', en: 'Best night market?' },
      options: [
        { text: { th: '', en: 'Chatuchak' }, imageId: null },
        { text: { th: '', en: 'Rot Fai' }, imageId: null },
      ],
      closesAt: null,
    });
    fakes.wallet.vote(poll.pollId, 0);
    fakes.editor.api.seed({
      contentId: 'c-1',
      title: 'Old town walk',
      sections: [{ sectionId: 's-p', type: 'poll', pollId: poll.pollId }],
    });
    renderEditor('/my-contents/c-1/edit', fakes);
    const card = await screen.findByRole('listitem', { name: 'Poll (1 of 1)' });
    expect(await within(card).findByText('1 vote')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit poll' }));
    const edit = within(card).getByRole('form', { name: 'Edit poll' });
    const option2 = within(edit).getByLabelText('Option 2 in English');
    await userEvent.clear(option2);
    await userEvent.type(option2, 'Jodd Fairs');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save the poll' }));
    const options = within(edit).getByRole('group', { name: 'Options (2 to 10)' });
    expect(await within(options).findByRole('alert')).toHaveTextContent(
      'People have already voted, so the options can no longer change.',
    );
    expect(option2).toHaveValue('Jodd Fairs');

    await userEvent.clear(option2);
    await userEvent.type(option2, 'Rot Fai');
    const question = within(within(edit).getByRole('group', { name: 'Question' })).getByLabelText('English');
    await userEvent.clear(question);
    await userEvent.type(question, 'Your favourite night market?');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save the poll' }));
    expect(await within(card).findByText('Your favourite night market?')).toBeInTheDocument();
    expect(fakes.wallet.polls.get(poll.pollId)?.question.en).toBe('Your favourite night market?');
  });

  it('a poll section can be removed like any other section', async () => {
    const fakes = aDraft();
    const poll = await fakes.wallet.createPoll({
      question: { th: '', en: 'Best night market?' },
      options: [
        { text: { th: '', en: 'A' }, imageId: null },
        { text: { th: '', en: 'B' }, imageId: null },
      ],
      closesAt: null,
    });
    fakes.editor.api.seed({
      contentId: 'c-1',
      title: 'Old town walk',
      sections: [{ sectionId: 's-p', type: 'poll', pollId: poll.pollId }],
    });
    renderEditor('/my-contents/c-1/edit', fakes);
    await screen.findByRole('listitem', { name: 'Poll (1 of 1)' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Poll 1 of 1' }));
    expect(screen.queryByRole('listitem', { name: 'Poll (1 of 1)' })).toBeNull();
    await pass(fakes, 1500);
    await waitFor(() => expect(fakes.editor.api.contents.get('c-1')?.sections).toEqual([]));
  });
});
