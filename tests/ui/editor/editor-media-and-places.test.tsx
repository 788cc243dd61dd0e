import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlacesService } from '../../../src/application/places/places.service';
import type { Section } from '../../../src/domain/content/content';
import { PlacePickerStore } from '../../../src/ui/editor/stores/place-picker.store';
import { networkError } from '../../fakes/in-memory-content-api';
import { InMemoryLocationApi } from '../../fakes/in-memory-location-api';
import { anApp } from '../support/render-app';
import { pass, renderEditor } from './render-editor';

/** The in-memory image processor reads a "photo" whose bytes say its size. */
const photo = (w: number, h: number) => new File([`${w}x${h}`], 'photo.jpg', { type: 'image/jpeg' });

describe('editor: cover upload, places, trip days, preview', { timeout: 30_000 }, () => {
  it('cover in one step: choosing a photo uploads it, sets it as the cover and saves it at once, so the checklist stops asking for one and a reload still shows it', async () => {
    const fakes = anApp();
    fakes.editor.api.seed({ contentId: 'c-1', title: 'Doi Suthep' });
    const first = renderEditor('/my-contents/c-1/edit', fakes);
    await screen.findByLabelText('Title of your article');
    const checklist = () => screen.getByText('Before publishing, add:').parentElement;
    expect(checklist()).toHaveTextContent('a cover photo');
    await userEvent.upload(screen.getByLabelText('Choose a photo', { selector: 'input' }), photo(1200, 800));
    expect(await screen.findByRole('img', { name: 'The current cover' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use as cover' })).toBeNull();
    expect(checklist()).not.toHaveTextContent('a cover photo');
    // Saved through the session's save straight away (no typing pause to wait for), on the revision it read.
    await waitFor(() => expect(fakes.editor.api.contents.get('c-1')?.cover).not.toBeNull());
    const cover = fakes.editor.api.contents.get('c-1')!.cover!;
    expect({ w: cover.width, h: cover.height }).toEqual({ w: 1200, h: 800 });
    expect(fakes.editor.mediaUpload.presigned[0]).toMatchObject({ purpose: 'cover', width: 1200, height: 800 });
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));

    first.unmount();
    renderEditor('/my-contents/c-1/edit', fakes);
    expect(await screen.findByRole('img', { name: 'The current cover' })).toBeInTheDocument();
    expect(screen.getByText('Before publishing, add:').parentElement).not.toHaveTextContent('a cover photo');
  });

  it('cover: a photo that came in sideways is turned after it is set; the turned one is uploaded and saved in its place', async () => {
    const fakes = anApp();
    fakes.editor.api.seed({ contentId: 'c-1', title: 'Doi Suthep' });
    renderEditor('/my-contents/c-1/edit', fakes);
    await screen.findByLabelText('Title of your article');
    await userEvent.upload(screen.getByLabelText('Choose a photo', { selector: 'input' }), photo(1200, 800));
    await screen.findByRole('img', { name: 'The current cover' });
    await waitFor(() => expect(fakes.editor.api.contents.get('c-1')?.cover).not.toBeNull());
    const before = fakes.editor.api.contents.get('c-1')!.cover!.imageId;
    await userEvent.click(screen.getByRole('button', { name: /Rotate/ }));
    await waitFor(() => expect(fakes.editor.api.contents.get('c-1')?.cover?.imageId).not.toBe(before));
    const cover = fakes.editor.api.contents.get('c-1')!.cover!;
    expect({ w: cover.width, h: cover.height }).toEqual({ w: 800, h: 1200 });
    expect(cover.blurhash).toMatch(/1$/);
    expect(fakes.editor.mediaUpload.presigned.at(-1)).toMatchObject({ purpose: 'cover', width: 800, height: 1200 });
    // Turned once more from the same photo, without asking for the file again.
    await userEvent.click(await screen.findByRole('button', { name: /Rotate/ }));
    await waitFor(() => expect(fakes.editor.api.contents.get('c-1')?.cover?.width).toBe(1200));
  });

  it('cover: the upload shows its progress as a labelled progress bar, and the checklist says the cover is on its way', async () => {
    const fakes = anApp();
    fakes.editor.api.seed({ contentId: 'c-1', title: 'Doi Suthep' });
    renderEditor('/my-contents/c-1/edit', fakes);
    await screen.findByLabelText('Title of your article');
    const seen: number[] = [];
    const listed: string[] = [];
    const observer = new MutationObserver(() => {
      const bar = screen.queryByRole('progressbar', { name: 'Uploading cover' });
      if (bar) seen.push(Number(bar.getAttribute('aria-valuenow')));
      listed.push(screen.queryByText('Before publishing, add:')?.parentElement?.textContent ?? '');
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    await userEvent.upload(screen.getByLabelText('Choose a photo', { selector: 'input' }), photo(400, 300));
    await screen.findByRole('img', { name: 'The current cover' });
    observer.disconnect();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some((v) => v > 0 && v < 100)).toBe(true);
    expect(listed.some((text) => text.includes('a cover photo (uploading…)'))).toBe(true);
  });

  it('a failed image upload says why and retries from the same button, for the cover and for an image section', async () => {
    const fakes = anApp();
    fakes.editor.api.seed({ contentId: 'c-1', title: 'Doi Suthep' });
    fakes.editor.mediaUpload.failures.fail('upload', networkError());
    renderEditor('/my-contents/c-1/edit', fakes);
    await screen.findByLabelText('Title of your article');
    await userEvent.upload(screen.getByLabelText('Choose a photo', { selector: 'input' }), photo(400, 300));
    const coverAlert = await screen.findByRole('alert');
    expect(screen.getByRole('img', { name: 'The photo being set as the cover' })).toBeInTheDocument();
    await userEvent.click(within(coverAlert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'The current cover' })).toBeInTheDocument();
    await waitFor(() => expect(fakes.editor.api.contents.get('c-1')?.cover).not.toBeNull());

    fakes.editor.mediaUpload.failures.fail('upload', networkError());
    await userEvent.upload(screen.getByLabelText('+ Photo', { selector: 'input' }), photo(300, 200));
    const sectionAlert = await screen.findByRole('alert');
    await userEvent.click(within(sectionAlert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getAllByRole('listitem').some((item) => /^Photo/.test(item.getAttribute('aria-label') ?? ''))).toBe(
      true,
    );
  });

  it('a place section is chosen by search and saved with its location id', async () => {
    const fakes = anApp();
    fakes.editor.api.seed({ contentId: 'c-1', title: 'Krabi' });
    renderEditor('/my-contents/c-1/edit', fakes);
    await screen.findByLabelText('Title of your article');
    await userEvent.click(screen.getByRole('button', { name: '+ Place' }));
    await userEvent.type(screen.getByLabelText('Place name or address'), 'railay');
    await userEvent.click(await screen.findByRole('button', { name: /Railay Beach/ }));
    const card = await screen.findByRole('listitem', { name: 'Place (1 of 1)' });
    expect(await within(card).findByText('Railay Beach')).toBeInTheDocument();
    await pass(fakes, 1500);
    await waitFor(() => expect(fakes.editor.api.contents.get('c-1')?.sections).toHaveLength(1));
    expect(fakes.editor.api.contents.get('c-1')!.sections[0]).toMatchObject({
      type: 'location',
      locationId: 'loc-railay',
      pendingLocation: null,
    });
  });

  it('a point on the map becomes a pending location named by reverse geocoding (editable)', async () => {
    const picker = new PlacePickerStore(new PlacesService(new InMemoryLocationApi()), 'en');
    await picker.pickPoint({ lat: 18.80481234567, lng: 98.9216 });
    expect(picker.pendingName).toBe('Wat Phra That Doi Suthep');
    picker.setPendingName('Viewpoint below the temple');
    expect(picker.refFromMap()).toEqual({
      locationId: null,
      pendingLocation: {
        name: 'Viewpoint below the temple',
        lat: 18.804812,
        lng: 98.9216,
        address: 'Suthep, Chiang Mai',
      },
    });
    // spec §8 4000607032 rules: an empty name is not a place.
    await picker.pickPoint({ lat: 8, lng: 98.8 });
    picker.setPendingName('  ');
    expect(picker.refFromMap()).toBeNull();
  });

  it('a trip day gets stops chosen by search, each with a time', async () => {
    const fakes = anApp();
    fakes.editor.api.seed({ contentId: 't-1', kind: 'trip', title: 'Chiang Mai in two days' });
    renderEditor('/my-contents/t-1/edit', fakes);
    await screen.findByLabelText('Title of your trip');
    await userEvent.click(screen.getByRole('button', { name: '+ Day' }));
    await userEvent.type(screen.getByLabelText('Title of the day'), 'Temples');
    await userEvent.click(screen.getByRole('button', { name: 'Add a stop' }));
    await userEvent.type(screen.getByLabelText('Place name or address'), 'suthep');
    await userEvent.click(await screen.findByRole('button', { name: /Wat Phra That Doi Suthep/ }));
    const stop = await screen.findByRole('listitem', { name: 'Stop 1' });
    await userEvent.type(within(stop).getByLabelText('Arrival time (optional)'), '09:30');
    await pass(fakes, 1500);
    await waitFor(() => {
      const day = fakes.editor.api.contents.get('t-1')?.sections[0] as Extract<Section, { type: 'day' }> | undefined;
      expect(day?.title).toBe('Temples');
      expect(day?.stops).toEqual([expect.objectContaining({ locationId: 'loc-doi-suthep', time: '09:30', note: '' })]);
    });
  });

  it('preview shows the content at phone, tablet and web widths (spec §9)', async () => {
    const fakes = anApp();
    fakes.editor.api.seed({
      contentId: 'c-1',
      title: 'Grand Palace morning',
      summary: 'Before the crowds',
      sections: [{ sectionId: 's-1', type: 'text', html: '<p>Arrive at eight.</p>' }],
    });
    renderEditor('/my-contents/c-1/preview', fakes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Grand Palace morning' })).toBeInTheDocument();
    expect(screen.getByText('Arrive at eight.')).toBeInTheDocument();
    const frame = screen.getByTestId('preview-frame');
    expect(frame).toHaveStyle({ width: '320px' });
    await userEvent.click(screen.getByRole('button', { name: 'Tablet' }));
    expect(frame).toHaveStyle({ width: '768px' });
    expect(frame).toHaveClass('content-preview__frame--tablet');
    await userEvent.click(screen.getByRole('button', { name: 'Web' }));
    expect(frame).toHaveStyle({ width: '1280px' });
    expect(screen.getByRole('link', { name: /Back to editing/ })).toHaveAttribute('href', '/my-contents/c-1/edit');
  });
});
