import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlacesService } from '../../../src/application/places/places.service';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { PlacePickerStore } from '../../../src/ui/editor/stores/place-picker.store';
import { networkError, serverError } from '../../fakes/in-memory-content-api';
import { InMemoryLocationApi } from '../../fakes/in-memory-location-api';
import { anApp } from '../support/render-app';
import { pass, renderEditor } from './render-editor';

/** The in-memory image processor reads a "photo" whose bytes say its size. */
const photo = (w: number, h: number) => new File([`${w}x${h}`], 'photo.jpg', { type: 'image/jpeg' });

/** The editor on a draft, with the place picker's "Propose a new place" form open and its point set. */
async function openProposalForm(fakes = anApp()) {
  fakes.editor.api.seed({ contentId: 'c-1', title: 'Bangkok cafes' });
  renderEditor('/my-contents/c-1/edit', fakes);
  await screen.findByLabelText('Title of your article');
  await userEvent.click(screen.getByRole('button', { name: '+ Place' }));
  await userEvent.click(screen.getByRole('button', { name: 'Propose a new place' }));
  await waitFor(() => expect(screen.getByText(/Point: 13.75, 100.4913/)).toBeInTheDocument());
  return fakes;
}

/** The editor in Thai on a draft, with the "Propose a new place" form open. */
async function openThaiProposalForm() {
  const fakes = anApp({ language: 'th' });
  fakes.editor.api.seed({ contentId: 'c-1', title: 'คาเฟ่' });
  renderEditor('/my-contents/c-1/edit', fakes);
  await userEvent.click(await screen.findByRole('button', { name: '+ สถานที่' }));
  await userEvent.click(screen.getByRole('button', { name: 'เสนอสถานที่ใหม่' }));
  return fakes;
}

describe('proposing a place from the editor', { timeout: 30_000 }, () => {
  it('PlacesService.proposePlace answers a pending location; 4000607032 leaves as an AppError', async () => {
    const api = new InMemoryLocationApi();
    const places = new PlacesService(api);
    const made = await places.proposePlace({
      nameTh: '',
      nameEn: 'Hidden Cafe',
      lat: 13.8,
      lng: 100.55,
      address: 'Soi 5',
      photoImageId: null,
      openingHours: null,
    });
    expect(made).toMatchObject({ name: 'Hidden Cafe', names: { th: 'Hidden Cafe', en: 'Hidden Cafe' }, pending: true });
    await expect(places.getLocation(made.locationId)).resolves.toMatchObject({ pending: true });
    await expect(
      places.proposePlace({
        nameTh: '',
        nameEn: '',
        lat: 13.8,
        lng: 100.55,
        address: '',
        photoImageId: null,
        openingHours: null,
      }),
    ).rejects.toMatchObject({ code: ErrorCode.invalidPendingLocations });
  });

  it('the picker store: starts from the keyword and the default location, sets a pending choice on success', async () => {
    const picker = new PlacePickerStore(new PlacesService(new InMemoryLocationApi()), 'en');
    picker.setKeyword('Hidden Cafe');
    picker.open('propose');
    await waitFor(() => expect(picker.proposal?.point).toEqual({ lat: 13.75, lng: 100.4913 }));
    expect(picker.proposal!.nameEn).toBe('Hidden Cafe');
    await waitFor(() => expect(picker.proposal!.address).toBe('Na Phra Lan Rd, Bangkok'));
    const ref = await picker.submitProposal();
    expect(ref).toEqual({ locationId: 'pending-1', pendingLocation: null });
    expect([picker.chosenLabel, picker.chosenPending, picker.mode]).toEqual(['Hidden Cafe', true, 'closed']);
    picker.dispose();
  });

  it('the form: hours default to open 00:00–23:59 (shown HH:mm, spec §9; stored HH.mm, spec §3), modes switch, an invalid answer is shown and nothing typed is lost', async () => {
    const fakes = anApp();
    const api = fakes.editor.locationApi;
    fakes.editor.api.seed({ contentId: 'c-1', title: 'Bangkok cafes' });
    renderEditor('/my-contents/c-1/edit', fakes);
    await screen.findByLabelText('Title of your article');
    await userEvent.click(screen.getByRole('button', { name: '+ Place' }));
    await userEvent.click(screen.getByRole('button', { name: 'Propose a new place' }));
    await waitFor(() => expect(screen.getByText(/Point: 13.75, 100.4913/)).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Propose this place' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Give the place a name, in Thai or English.');
    await userEvent.type(screen.getByLabelText('Name in Thai'), 'ร้านกาแฟลับ');
    await userEvent.click(screen.getByLabelText('Add opening hours'));
    expect(screen.getByLabelText('Sunday opens (HH:mm)')).toHaveValue('00:00');
    expect(screen.getByLabelText('Sunday closes (HH:mm)')).toHaveValue('23:59');
    await userEvent.selectOptions(screen.getByLabelText('Monday: hours'), 'closed');
    expect(screen.queryByLabelText('Monday opens (HH:mm)')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Tuesday: hours'), 'open24');
    const wed = screen.getByLabelText('Wednesday opens (HH:mm)');
    await userEvent.clear(wed);
    await userEvent.type(wed, '25:00');
    await userEvent.click(screen.getByRole('button', { name: 'Propose this place' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some opening hours are not valid.');
    expect(within(screen.getByRole('listitem', { name: 'Wednesday' })).getByText(/HH:mm \(00/)).toBeInTheDocument();
    expect(api.proposals).toHaveLength(0);

    await userEvent.clear(wed);
    await userEvent.type(wed, '09:00');
    api.failures.fail('proposeLocation', serverError(ErrorCode.invalidPendingLocations, 400));
    await userEvent.click(screen.getByRole('button', { name: 'Propose this place' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This new place is not valid.');
    expect(screen.getByLabelText('Name in Thai')).toHaveValue('ร้านกาแฟลับ');
    expect(screen.getByLabelText('Wednesday opens (HH:mm)')).toHaveValue('09:00');

    await userEvent.click(screen.getByRole('button', { name: 'Propose this place' }));
    await waitFor(() => expect(api.proposed.size).toBe(1));
    expect(api.proposals.at(-1)!.openingHours).toMatchObject({
      sunday: { mode: 'open', periods: [{ open: '00.00', close: '23.59' }] },
      monday: { mode: 'closed' },
      tuesday: { mode: 'open24' },
      wednesday: { mode: 'open', periods: [{ open: '09.00', close: '23.59' }] },
    });
  });

  it('a search that finds nothing offers "Propose a new place"; the proposed place is the section\'s, marked pending', async () => {
    const fakes = anApp();
    fakes.editor.api.seed({ contentId: 'c-1', title: 'Bangkok cafes' });
    renderEditor('/my-contents/c-1/edit', fakes);
    await screen.findByLabelText('Title of your article');
    await userEvent.click(screen.getByRole('button', { name: '+ Place' }));
    await userEvent.type(screen.getByLabelText('Place name or address'), 'Hidden Cafe');
    await screen.findByText(/No known place matches/);
    await userEvent.click(screen.getAllByRole('button', { name: 'Propose a new place' })[0]);
    expect(screen.getByLabelText('Name in English')).toHaveValue('Hidden Cafe');
    await waitFor(() => expect(screen.getByText(/Point: 13.75, 100.4913/)).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Propose this place' }));
    const card = await screen.findByRole('listitem', { name: 'Place (1 of 1)' });
    expect(await within(card).findByText('Hidden Cafe')).toBeInTheDocument();
    expect(within(card).getByText(/checked before it appears on the map/)).toBeInTheDocument();
    await pass(fakes, 1500);
    await waitFor(() => expect(fakes.editor.api.contents.get('c-1')?.sections).toHaveLength(1));
    expect(fakes.editor.api.contents.get('c-1')!.sections[0]).toMatchObject({
      type: 'location',
      locationId: 'pending-1',
      pendingLocation: null,
    });
  });
  it('the optional photo uploads through locations/pending/pre_sign_url with a progress bar, is previewed, can be removed, and travels as photo_image_id', async () => {
    const fakes = await openProposalForm();
    const uploads = fakes.editor.mediaUpload;
    await userEvent.type(screen.getByLabelText('Name in English'), 'Hidden Cafe');
    const form = screen.getByRole('group', { name: 'Photo (optional)' });
    const seen: number[] = [];
    const watch = new MutationObserver(() => {
      const bar = screen.queryByRole('progressbar', { name: 'Uploading the photo' });
      if (bar) seen.push(Number(bar.getAttribute('aria-valuenow')));
    });
    watch.observe(document.body, { subtree: true, childList: true, attributes: true });
    await userEvent.upload(
      within(form).getByLabelText('Add a photo of the place', { selector: 'input' }),
      photo(3000, 2000),
    );
    expect(await within(form).findByRole('img', { name: 'Photo of the proposed place' })).toBeInTheDocument();
    watch.disconnect();
    expect(seen.some((v) => v > 0 && v < 100)).toBe(true);
    expect(uploads.presigned).toHaveLength(0);
    expect(uploads.pendingLocationPresigned).toEqual([
      expect.objectContaining({ width: 1600, height: 1067, contentType: 'image/webp' }),
    ]);

    await userEvent.click(within(form).getByRole('button', { name: 'Remove the photo' }));
    expect(within(form).queryByRole('img')).toBeNull();
    await userEvent.upload(
      within(form).getByLabelText('Add a photo of the place', { selector: 'input' }),
      photo(800, 600),
    );
    await within(form).findByRole('img', { name: 'Photo of the proposed place' });
    await userEvent.click(screen.getByRole('button', { name: 'Propose this place' }));
    await waitFor(() => expect(fakes.editor.locationApi.proposed.size).toBe(1));
    expect(fakes.editor.locationApi.proposals.at(-1)!.photoImageId).toBe('image-2');
  });

  it('a photo that fails to upload says why (translated), keeps everything typed, and "Try again" uploads it', async () => {
    const fakes = await openProposalForm();
    await userEvent.type(screen.getByLabelText('Name in Thai'), 'ร้านกาแฟลับ');
    await userEvent.click(screen.getByLabelText('Add opening hours'));
    await userEvent.selectOptions(screen.getByLabelText('Monday: hours'), 'closed');
    fakes.editor.mediaUpload.failures.fail('upload', networkError());
    const form = screen.getByRole('group', { name: 'Photo (optional)' });
    await userEvent.upload(
      within(form).getByLabelText('Add a photo of the place', { selector: 'input' }),
      photo(400, 300),
    );
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByLabelText('Name in Thai')).toHaveValue('ร้านกาแฟลับ');
    expect(screen.getByLabelText('Monday: hours')).toHaveValue('closed');
    expect(
      within(form).getByRole('img', { name: 'The chosen photo of the place, as it will be uploaded' }),
    ).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(form).findByRole('img', { name: 'Photo of the proposed place' })).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Propose this place' }));
    await waitFor(() => expect(fakes.editor.locationApi.proposed.size).toBe(1));
    // The retry presigned again: the photo is the second upload target.
    expect(fakes.editor.locationApi.proposals.at(-1)).toMatchObject({ nameTh: 'ร้านกาแฟลับ', photoImageId: 'image-2' });
  });

  it("places by district and province: the province comes from the point's address, the district is typed, both are sent", async () => {
    const fakes = await openProposalForm();
    const api = fakes.editor.locationApi;
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue('Na Phra Lan Rd, Bangkok'));
    expect(screen.getByLabelText('Province')).toHaveValue('Bangkok');
    await userEvent.type(screen.getByLabelText('Name in English'), 'Hidden Cafe');
    await userEvent.type(screen.getByLabelText('District'), 'พระนคร');
    await userEvent.click(screen.getByRole('button', { name: 'Propose this place' }));
    await waitFor(() => expect(api.proposals).toHaveLength(1));
    expect(api.proposals[0].adminArea).toEqual({
      districtTh: 'พระนคร',
      districtEn: 'พระนคร',
      provinceTh: 'กรุงเทพมหานคร',
      provinceEn: 'Bangkok',
    });
  });

  it('places by district and province: a province picked by hand stays; none picked and no district sends no area', async () => {
    const fakes = await openProposalForm();
    const api = fakes.editor.locationApi;
    await waitFor(() => expect(screen.getByLabelText('Province')).toHaveValue('Bangkok'));
    await userEvent.selectOptions(screen.getByLabelText('Province'), 'Not in Thailand, or not known');
    await userEvent.type(screen.getByLabelText('Name in English'), 'Hidden Cafe');
    await userEvent.click(screen.getByRole('button', { name: 'Propose this place' }));
    await waitFor(() => expect(api.proposals).toHaveLength(1));
    expect(api.proposals[0].adminArea).toBeNull();
  });

  it('the hours have a "Closed on Thai public holidays" box: ticked, the proposal says so and the new place is closed on them', async () => {
    const fakes = await openProposalForm();
    const api = fakes.editor.locationApi;
    await userEvent.type(screen.getByLabelText('Name in English'), 'National Museum');
    expect(screen.queryByLabelText('Closed on Thai public holidays')).toBeNull(); // only with hours
    await userEvent.click(screen.getByLabelText('Add opening hours'));
    const box = screen.getByLabelText('Closed on Thai public holidays');
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Propose this place' }));
    await waitFor(() => expect(api.proposals).toHaveLength(1));
    expect(api.proposals[0]).toMatchObject({ closedOnPublicHolidays: true });
    expect([...api.proposed.values()][0]).toMatchObject({ closedOnPublicHolidays: true });
  });

  it('unticked, or with the hours taken away again, the proposal does not close on holidays', async () => {
    const fakes = await openProposalForm();
    const api = fakes.editor.locationApi;
    await userEvent.type(screen.getByLabelText('Name in English'), 'Night Market');
    await userEvent.click(screen.getByLabelText('Add opening hours'));
    await userEvent.click(screen.getByLabelText('Closed on Thai public holidays'));
    await userEvent.click(screen.getByLabelText('Add opening hours')); // no hours after all
    await userEvent.click(screen.getByRole('button', { name: 'Propose this place' }));
    await waitFor(() => expect(api.proposals).toHaveLength(1));
    expect(api.proposals[0]).toMatchObject({ openingHours: null, closedOnPublicHolidays: false });
  });

  it('the box is in Thai too', async () => {
    await openThaiProposalForm();
    await userEvent.click(await screen.findByLabelText('เพิ่มเวลาทำการ'));
    expect(screen.getByLabelText('ปิดในวันหยุดนักขัตฤกษ์')).toBeInTheDocument();
  });

  it('places by district and province: the form is in Thai, provinces named and sorted in Thai', async () => {
    await openThaiProposalForm();
    const province = await screen.findByLabelText('จังหวัด');
    const options = within(province)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options[0]).toBe('ไม่ได้อยู่ในประเทศไทย หรือไม่ทราบ');
    expect(options.slice(1, 3)).toEqual(['กระบี่', 'กรุงเทพมหานคร']);
    expect(options).toHaveLength(78);
    expect(screen.getByLabelText('อำเภอ / เขต')).toBeInTheDocument();
  });

  it('the photo form is in Thai too', async () => {
    await openThaiProposalForm();
    const form = await screen.findByRole('group', { name: 'รูปภาพ (ไม่บังคับ)' });
    expect(within(form).getByRole('button', { name: 'เพิ่มรูปของสถานที่' })).toBeInTheDocument();
  });

  it("reopening a draft whose section names the creator's pending place shows its name and the pending note", async () => {
    const fakes = anApp();
    const made = await fakes.editor.locationApi.proposeLocation({
      nameTh: '',
      nameEn: 'Hidden Cafe',
      lat: 13.8,
      lng: 100.55,
      address: 'Soi 5',
      photoImageId: null,
      openingHours: null,
    });
    fakes.editor.api.seed({
      contentId: 'c-1',
      title: 'Bangkok cafes',
      sections: [{ sectionId: 's-1', type: 'location', locationId: made.locationId, pendingLocation: null, note: '' }],
    });
    renderEditor('/my-contents/c-1/edit', fakes);
    const card = await screen.findByRole('listitem', { name: 'Place (1 of 1)' });
    expect(await within(card).findByText('Hidden Cafe')).toBeInTheDocument();
    expect(within(card).getByText('New place: it is checked before it appears on the map.')).toBeInTheDocument();
  });
});
