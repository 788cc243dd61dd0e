import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LibraryImage } from '../../../src/application/ports/media-upload.port';
import type { ImageSection } from '../../../src/domain/content/content';
import { networkError } from '../../fakes/in-memory-content-api';
import { anApp } from '../support/render-app';
import { pass, renderEditor } from './render-editor';

const BLURHASH = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';

/** Photos this person uploaded earlier, newest first, as the library call returns them. */
function libraryOf(count: number): LibraryImage[] {
  return Array.from({ length: count }, (_, i) => ({
    imageId: `lib-${i + 1}`,
    url: `http://localhost/api/content-platform/image-service/v1/images/lib-${i + 1}`,
    blurhash: BLURHASH,
    width: 1200,
    height: 800 + i,
    purpose: 'section' as const,
    createdAt: '2025-01-15T10:00:00.000Z',
  }));
}

async function openEditor(
  count: number,
  seed: Parameters<ReturnType<typeof anApp>['editor']['api']['seed']>[0] = { contentId: 'c-1', title: 'Doi Suthep' },
) {
  const fakes = anApp();
  fakes.editor.api.seed(seed);
  fakes.editor.mediaUpload.library = libraryOf(count);
  renderEditor('/my-contents/c-1/edit', fakes);
  await screen.findByLabelText('Title of your article');
  return fakes;
}

describe('editor: the media library ("Choose from library")', { timeout: 30_000 }, () => {
  it('choosing a library photo sets the cover as it is stored, without presigning or uploading anything', async () => {
    const fakes = await openEditor(3);
    const opener = screen.getByRole('button', { name: 'Choose from library' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a cover from your photos' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Use photo 2 of 3, uploaded/ }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('img', { name: 'The current cover' })).toHaveAttribute('src', libraryOf(3)[1].url);
    await pass(fakes, 1500);
    await waitFor(() => expect(fakes.editor.api.contents.get('c-1')?.cover).not.toBeNull());
    const { purpose: _purpose, createdAt: _createdAt, ...ref } = libraryOf(3)[1];
    expect(fakes.editor.api.contents.get('c-1')!.cover).toEqual(ref);
    expect(fakes.editor.mediaUpload.presigned).toHaveLength(0);
    expect(fakes.editor.mediaUpload.uploaded.size).toBe(0);
  });

  it('thumbnails keep the photo size (no layout shift) and draw the blurhash while loading', async () => {
    await openEditor(2);
    await userEvent.click(screen.getByRole('button', { name: 'Choose from library' }));
    const dialog = await screen.findByRole('dialog');
    const first = await within(dialog).findByRole('button', { name: /^Use photo 1 of 2/ });
    expect(first.querySelector('canvas')).not.toBeNull();
    const img = first.querySelector('img')!;
    expect({ w: img.getAttribute('width'), h: img.getAttribute('height') }).toEqual({ w: '1200', h: '800' });
    // Faded out over the blurhash until the photo has loaded.
    const frame = first.querySelector('.blurhash-image')!;
    expect(frame).not.toHaveClass('blurhash-image--loaded');
    fireEvent.load(img);
    expect(frame).toHaveClass('blurhash-image--loaded');
  });

  it('Escape closes the dialog and gives focus back to the button that opened it', async () => {
    await openEditor(1);
    const opener = screen.getByRole('button', { name: 'Choose from library' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Choose a cover from your photos' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('"+ Photo from library" adds a photo section with the chosen image, no upload', async () => {
    const fakes = await openEditor(2);
    await userEvent.click(screen.getByRole('button', { name: '+ Photo from library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a photo from your photos' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Use photo 1 of 2/ }));
    expect(await screen.findByRole('listitem', { name: 'Photo (1 of 1)' })).toBeInTheDocument();
    await pass(fakes, 1500);
    await waitFor(() => expect(fakes.editor.api.contents.get('c-1')?.sections).toHaveLength(1));
    expect(fakes.editor.api.contents.get('c-1')!.sections[0]).toMatchObject({
      type: 'image',
      caption: '',
      image: { imageId: 'lib-1', width: 1200, height: 800 },
    });
    expect(fakes.editor.mediaUpload.presigned).toHaveLength(0);
  });

  it('an existing photo section is refilled from the library, keeping its caption', async () => {
    const fakes = await openEditor(2);
    await userEvent.click(screen.getByRole('button', { name: '+ Photo from library' }));
    await userEvent.click(
      await within(await screen.findByRole('dialog')).findByRole('button', { name: /^Use photo 1 of 2/ }),
    );
    const card = await screen.findByRole('listitem', { name: 'Photo (1 of 1)' });
    await userEvent.type(within(card).getByLabelText('Caption'), 'Sunrise');
    await userEvent.click(within(card).getByRole('button', { name: 'Replace from library: Photo 1' }));
    await userEvent.click(
      await within(await screen.findByRole('dialog', { name: 'Replace with one of your photos' })).findByRole(
        'button',
        { name: /^Use photo 2 of 2/ },
      ),
    );
    await pass(fakes, 1500);
    await waitFor(() =>
      expect((fakes.editor.api.contents.get('c-1')?.sections[0] as ImageSection | undefined)?.image.imageId).toBe(
        'lib-2',
      ),
    );
    expect(fakes.editor.api.contents.get('c-1')!.sections).toHaveLength(1);
    expect(fakes.editor.api.contents.get('c-1')!.sections[0]).toMatchObject({ caption: 'Sunrise' });
  });

  it('pages with "Load more" until every photo is shown', async () => {
    const fakes = await openEditor(30);
    await userEvent.click(screen.getByRole('button', { name: 'Choose from library' }));
    const dialog = await screen.findByRole('dialog');
    const grid = await within(dialog).findByRole('list', { name: 'Your photos' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(24);
    expect(within(dialog).getByText('Showing 24 of 30')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(30));
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(fakes.editor.mediaUpload.libraryQueries).toEqual([
      { offset: 0, limit: 24 },
      { offset: 24, limit: 24 },
    ]);
  });

  it('a failed "Load more" keeps the shown photos and tries the same page again', async () => {
    const fakes = await openEditor(30);
    await userEvent.click(screen.getByRole('button', { name: 'Choose from library' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('list', { name: 'Your photos' });
    fakes.editor.mediaUpload.failures.fail('listLibrary', networkError());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('More photos could not be loaded.');
    expect(within(dialog).getAllByRole('button', { name: /^Use photo/ })).toHaveLength(24);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: /^Use photo/ })).toHaveLength(30));
    expect(fakes.editor.mediaUpload.libraryQueries.slice(1)).toEqual([
      { offset: 24, limit: 24 },
      { offset: 24, limit: 24 },
    ]);
  });

  it('with no stored photos it says so, and says where they come from', async () => {
    await openEditor(0);
    await userEvent.click(screen.getByRole('button', { name: 'Choose from library' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('No photos yet — upload one and it will appear here for every content'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).toBeNull();
  });

  it('a failed library call shows the error with a retry that loads the photos', async () => {
    const fakes = await openEditor(2);
    fakes.editor.mediaUpload.failures.fail('listLibrary', networkError());
    await userEvent.click(screen.getByRole('button', { name: 'Choose from library' }));
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your photos could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findAllByRole('button', { name: /^Use photo/ })).toHaveLength(2);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
