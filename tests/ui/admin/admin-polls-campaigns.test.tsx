import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { networkError } from '../../fakes/in-memory-content-api';
import { renderApp } from '../support/render-app';
import { aSignedInApp } from '../screens/screen-fakes';

// The fakes' clock reads 2025-01-15 09:00 UTC.
const options = () => within(screen.getByRole('group', { name: 'Options' }));
/** The in-memory image processor reads a "photo" whose bytes say its size. */
const photo = (w: number, h: number) => new File([`${w}x${h}`], 'photo.jpg', { type: 'image/jpeg' });
const imageOf = (name: string) => within(screen.getByRole('group', { name }));

describe('/admin/polls (moderators create standalone polls)', { timeout: 30_000 }, () => {
  it('a poll has 2 to 10 options — remove stops at 2, add stops at 10, and options move up and down', async () => {
    renderApp('/admin/polls/new', aSignedInApp());
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'New poll' });
    expect(options().getAllByRole('listitem')).toHaveLength(2);
    expect(options().getByRole('button', { name: 'Remove Option 1' })).toBeDisabled();
    for (let i = 0; i < 8; i += 1) await user.click(options().getByRole('button', { name: 'Add an option' }));
    expect(options().getAllByRole('listitem')).toHaveLength(10);
    expect(options().getByRole('button', { name: 'Add an option' })).toBeDisabled();
    await user.type(options().getByLabelText('Option 1 in English'), 'Beach');
    await user.click(options().getByRole('button', { name: 'Move Option 1 down' }));
    expect(options().getByLabelText('Option 2 in English')).toHaveValue('Beach');
    await user.click(options().getByRole('button', { name: 'Remove Option 2' }));
    expect(options().getAllByRole('listitem')).toHaveLength(9);
  });

  it("the domain's rules before sending — question and each option in Thai or English, no duplicates, closing in the future", async () => {
    const fakes = aSignedInApp();
    renderApp('/admin/polls/new', fakes);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'New poll' });
    await user.type(options().getByLabelText('Option 1 in Thai'), 'ทะเล');
    await user.type(options().getByLabelText('Option 2 in Thai'), 'ทะเล');
    await user.type(screen.getByLabelText('Closes at (optional)'), '2024-12-31T10:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const question = screen.getByRole('group', { name: 'Question' });
    expect(within(question).getByText('Write the question in Thai or English.')).toBeInTheDocument();
    expect(within(question).getByLabelText('Thai')).toHaveAttribute('aria-invalid', 'true');
    expect(options().getByText('This option is the same as another one.')).toBeInTheDocument();
    expect(screen.getByText('Choose a closing time in the future.')).toBeInTheDocument();
    expect(fakes.moderation.callsOf('createPoll')).toHaveLength(0);

    await user.type(within(question).getByLabelText('English'), 'Where to next?');
    await user.clear(options().getByLabelText('Option 2 in Thai'));
    await user.type(options().getByLabelText('Option 2 in English'), 'Mountains');
    await user.clear(screen.getByLabelText('Closes at (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fakes.moderation.callsOf('createPoll')).toHaveLength(1));
    expect(fakes.moderation.callsOf('createPoll')[0][0]).toEqual({
      question: { th: '', en: 'Where to next?' },
      options: [
        { optionId: null, text: { th: 'ทะเล', en: '' }, imageId: null },
        { optionId: null, text: { th: '', en: 'Mountains' }, imageId: null },
      ],
      closesAt: null,
      placeId: null,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit poll' })).toBeInTheDocument();
    expect(await screen.findByText('Poll saved.')).toBeInTheDocument();
  });

  it("the server's 409 pollLocked shows at the options, its 422 problem at its field", async () => {
    const fakes = aSignedInApp();
    const poll = await fakes.moderation.createPoll({
      question: { th: '', en: 'Best night market?' },
      closesAt: null,
      options: [
        { optionId: null, text: { th: '', en: 'Chiang Mai' }, imageId: null },
        { optionId: null, text: { th: '', en: 'Bangkok' }, imageId: null },
      ],
    });
    renderApp(`/admin/polls/${poll.pollId}`, fakes);
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Options' });
    await user.type(options().getByLabelText('Option 2 in Thai'), 'กรุงเทพ');
    fakes.moderation.failures.fail('updatePoll', { status: { err_code: ErrorCode.pollLocked, err_message: 'locked' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await options().findByText('People have voted in this poll, so its options can no longer change.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Option 2 in Thai')).toHaveValue('กรุงเทพ');

    fakes.moderation.failures.fail('updatePoll', {
      status: { err_code: ErrorCode.contentValidationFailed, err_message: 'question: longer than 300 characters' },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(screen.getByRole('group', { name: 'Question' })).findByText(
        'The question is longer than 300 characters.',
      ),
    ).toBeInTheDocument();
  });

  it('an option image uploads through the content image upload, shows as a thumbnail and is saved as its image_id', async () => {
    const fakes = aSignedInApp();
    renderApp('/admin/polls/new', fakes);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'New poll' });
    await user.type(
      within(screen.getByRole('group', { name: 'Question' })).getByLabelText('English'),
      'Where to next?',
    );
    await user.type(options().getByLabelText('Option 1 in English'), 'Beach');
    await user.type(options().getByLabelText('Option 2 in English'), 'Mountains');
    expect(
      imageOf('Image for option 2').getByRole('button', { name: 'Add an image for option 2' }),
    ).toBeInTheDocument();
    await user.upload(
      imageOf('Image for option 2').getByLabelText('Add an image for option 2', { selector: 'input' }),
      photo(2000, 1500),
    );
    expect(await imageOf('Image for option 2').findByRole('img', { name: 'Image for option 2' })).toBeInTheDocument();
    expect(
      imageOf('Image for option 2').getByRole('button', { name: 'Remove image for option 2' }),
    ).toBeInTheDocument();
    expect(fakes.editor.mediaUpload.presigned.at(-1)).toMatchObject({ purpose: 'section' });
    expect(imageOf('Image for option 1').queryByRole('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fakes.moderation.callsOf('createPoll')).toHaveLength(1));
    const draft = fakes.moderation.callsOf('createPoll')[0][0] as { options: { imageId: string | null }[] };
    expect(draft.options.map((o) => o.imageId)).toEqual([null, expect.stringMatching(/^image-/)]);
    // Saved and reopened as the poll's own form: the option still has its image.
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit poll' })).toBeInTheDocument();
    expect(
      await imageOf('Image for option 2').findByRole('button', { name: 'Remove image for option 2' }),
    ).toBeInTheDocument();
  });

  it('editing keeps the options\' image ids, and "Remove" sends null for that option only', async () => {
    const fakes = aSignedInApp();
    const poll = await fakes.moderation.createPoll({
      question: { th: '', en: 'Best night market?' },
      closesAt: null,
      options: [
        { optionId: null, text: { th: '', en: 'Chiang Mai' }, imageId: 'img-cm' },
        { optionId: null, text: { th: '', en: 'Bangkok' }, imageId: 'img-bk' },
      ],
    });
    renderApp(`/admin/polls/${poll.pollId}`, fakes);
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Options' });
    // The poll answers each option's image whole, so the form shows the thumbnail it will keep.
    expect(imageOf('Image for option 1').getByRole('img', { name: 'Image for option 1' })).toBeInTheDocument();
    await user.click(imageOf('Image for option 1').getByRole('button', { name: 'Remove image for option 1' }));
    expect(
      imageOf('Image for option 1').getByRole('button', { name: 'Add an image for option 1' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fakes.moderation.callsOf('updatePoll')).toHaveLength(1));
    const draft = fakes.moderation.callsOf('updatePoll')[0][1] as { options: { imageId: string | null }[] };
    expect(draft.options.map((o) => o.imageId)).toEqual([null, 'img-bk']);
  });

  it('an option image that fails to upload says why (Thai), keeps everything typed, and "Try again" uploads it', async () => {
    const fakes = aSignedInApp({}, { language: 'th' });
    renderApp('/admin/polls/new', fakes);
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'รูปภาพของตัวเลือกที่ 1' });
    const thOptions = within(screen.getByRole('group', { name: 'ตัวเลือก' }));
    await user.type(thOptions.getByLabelText('ตัวเลือกที่ 1 ภาษาไทย'), 'ทะเล');
    await user.type(thOptions.getByLabelText('ตัวเลือกที่ 2 ภาษาไทย'), 'ภูเขา');
    fakes.editor.mediaUpload.failures.fail('upload', networkError());
    await user.upload(within(group).getByLabelText('เพิ่มรูปภาพ (ตัวเลือกที่ 1)', { selector: 'input' }), photo(400, 300));
    const alert = await within(group).findByRole('alert');
    expect(alert).toHaveTextContent('เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง');
    expect(thOptions.getByLabelText('ตัวเลือกที่ 1 ภาษาไทย')).toHaveValue('ทะเล');
    expect(thOptions.getByLabelText('ตัวเลือกที่ 2 ภาษาไทย')).toHaveValue('ภูเขา');
    await user.click(within(alert).getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await within(group).findByRole('img', { name: 'รูปภาพของตัวเลือกที่ 1' })).toBeInTheDocument();
    expect(within(group).queryByRole('alert')).toBeNull();
  });

  it('the list shows question, state, votes, closing time, edit and the public /polls/ID link (Thai)', async () => {
    const fakes = aSignedInApp({}, { language: 'th' });
    const poll = await fakes.moderation.createPoll({
      question: { th: 'ตลาดนัดกลางคืนที่ชอบ', en: 'Best night market?' },
      closesAt: Date.UTC(2025, 1, 1, 5),
      options: [
        { optionId: null, text: { th: 'เชียงใหม่', en: '' }, imageId: null },
        { optionId: null, text: { th: 'กรุงเทพ', en: '' }, imageId: null },
      ],
    });
    renderApp('/admin/polls', fakes);
    const row = (await screen.findByText('ตลาดนัดกลางคืนที่ชอบ')).closest('tr')!;
    expect(within(row).getByText('เปิดอยู่')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'แก้ไขโพล: ตลาดนัดกลางคืนที่ชอบ' })).toHaveAttribute(
      'href',
      `/admin/polls/${poll.pollId}`,
    );
    expect(within(row).getByRole('link', { name: 'ดูหน้าสาธารณะของโพล: ตลาดนัดกลางคืนที่ชอบ' })).toHaveAttribute(
      'href',
      `/polls/${poll.pollId}`,
    );
  });
});

describe('/admin/campaigns', { timeout: 30_000 }, () => {
  it('days are checked before sending (end not before start) and sent as YYYY-MM-DD, decided in Asia/Bangkok', async () => {
    const fakes = aSignedInApp();
    renderApp('/admin/campaigns/new', fakes);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'New campaign' });
    expect(screen.getByText(/Asia\/Bangkok time/)).toBeInTheDocument();
    await user.type(
      within(screen.getByRole('group', { name: 'Title' })).getByLabelText('English'),
      'Rainy season stories',
    );
    await user.type(screen.getByLabelText('Start day'), '2025-07-10');
    await user.type(screen.getByLabelText('End day'), '2025-07-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end day cannot be before the start day.')).toBeInTheDocument();
    expect(screen.getByLabelText('End day')).toHaveAttribute('aria-invalid', 'true');
    expect(fakes.moderation.callsOf('createCampaign')).toHaveLength(0);

    await user.clear(screen.getByLabelText('End day'));
    await user.type(screen.getByLabelText('End day'), '2025-08-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fakes.moderation.callsOf('createCampaign')).toHaveLength(1));
    expect(fakes.moderation.callsOf('createCampaign')[0][0]).toMatchObject({
      title: { th: '', en: 'Rainy season stories' },
      startsOn: '2025-07-10',
      endsOn: '2025-08-31',
      cover: null,
      categoryId: null,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit campaign' })).toBeInTheDocument();
  });

  it('a campaign without days or title is refused at the fields', async () => {
    const fakes = aSignedInApp();
    renderApp('/admin/campaigns/new', fakes);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
    expect(
      within(screen.getByRole('group', { name: 'Title' })).getByText('Write it in Thai or English (or both).'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Choose a date.')).toHaveLength(2);
  });

  it('the list shows the state from the domain at the Asia/Bangkok boundary, and the public detail link', async () => {
    const fakes = aSignedInApp();
    const draft = {
      description: { th: '', en: '' },
      rules: { th: '', en: '' },
      prize: { th: '', en: '' },
      cover: null,
      categoryId: null,
    };
    // 2025-01-15 09:00 UTC is 16:00 in Bangkok: a campaign ending on the 15th is still open, one ending on the 14th has ended.
    const open = await fakes.moderation.createCampaign({
      ...draft,
      title: { th: '', en: 'Open one' },
      startsOn: '2025-01-01',
      endsOn: '2025-01-15',
    });
    await fakes.moderation.createCampaign({
      ...draft,
      title: { th: '', en: 'Ended one' },
      startsOn: '2025-01-01',
      endsOn: '2025-01-14',
    });
    await fakes.moderation.createCampaign({
      ...draft,
      title: { th: '', en: 'Upcoming one' },
      startsOn: '2025-01-16',
      endsOn: '2025-01-31',
    });
    renderApp('/admin/campaigns', fakes);
    const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!;
    expect(within(await rowOf('Open one')).getByText('Open')).toBeInTheDocument();
    expect(within(await rowOf('Ended one')).getByText('Ended')).toBeInTheDocument();
    expect(within(await rowOf('Upcoming one')).getByText('Upcoming')).toBeInTheDocument();
    expect(
      within(await rowOf('Open one')).getByRole('link', { name: 'View public page of campaign: Open one' }),
    ).toHaveAttribute('href', `/campaigns/${open.campaignId}/detail`);
  });
});
