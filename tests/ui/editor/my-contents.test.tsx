import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { normalizeError } from '../../../src/domain/errors/normalize-error';
import { anApp } from '../support/render-app';
import { renderEditor } from './render-editor';

/** As the HTTP adapter throws it: the envelope normalized with the call's action (spec §8). */
const listFailed = normalizeError(
  { status: { err_code: ErrorCode.fetchFailed, err_message: 'boom' } },
  { action: 'listContents' },
);

function withContents() {
  const fakes = anApp();
  const api = fakes.editor.api;
  api.seed({ contentId: 'c-draft', title: 'Night markets of Chiang Mai', status: 'draft' });
  api.seed({
    contentId: 'c-pub',
    title: 'Railay at sunrise',
    status: 'published',
    publishedVersion: 1,
    draftVersion: null,
    viewCount: 12,
    publishedAt: '2025-01-10T00:00:00.000Z',
  });
  api.seed({
    contentId: 'c-both',
    kind: 'trip',
    title: 'Three days in Krabi',
    status: 'published',
    publishedVersion: 1,
    draftVersion: 2,
    version: 2,
    publishedAt: '2025-01-10T00:00:00.000Z',
  });
  return fakes;
}

describe('list with status, counts and paging (spec §6 content editing)', { timeout: 30_000 }, () => {
  it('lists every content with its kind and status, and the counts per status', async () => {
    renderEditor('/my-contents', withContents());
    const list = await screen.findByRole('list', { name: 'My articles and trips' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const row = (title: string) => rows.find((r) => within(r).queryByRole('link', { name: title }))!;
    expect(within(row('Night markets of Chiang Mai')).getByText('Draft')).toBeInTheDocument();
    expect(within(row('Railay at sunrise')).getByText('Published')).toBeInTheDocument();
    expect(within(row('Railay at sunrise')).getByText(/12 views/)).toBeInTheDocument();
    expect(within(row('Three days in Krabi')).getByText('Published · unpublished changes')).toBeInTheDocument();
    expect(within(row('Three days in Krabi')).getByText('Trip')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Drafts (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Published (2)' })).toBeInTheDocument();
  });

  it('filters by status and pages through 20 at a time', async () => {
    const fakes = anApp();
    for (let i = 1; i <= 23; i += 1) fakes.editor.api.seed({ contentId: `c-${i}`, title: `Story ${i}` });
    fakes.editor.api.seed({
      contentId: 'c-pub',
      title: 'Only published',
      status: 'published',
      publishedVersion: 1,
      draftVersion: null,
    });
    renderEditor('/my-contents', fakes);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'My articles and trips' })).getAllByRole('listitem')).toHaveLength(
      20,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'My articles and trips' })).getAllByRole('listitem')).toHaveLength(
        4,
      ),
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: /^Published/ }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Only published' })).toHaveLength(1));
    expect(within(screen.getByRole('list', { name: 'My articles and trips' })).getAllByRole('listitem')).toHaveLength(
      1,
    );
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
  });

  it('empty: says nothing is written yet and offers both ways to start', async () => {
    renderEditor('/my-contents');
    expect(await screen.findByRole('heading', { name: "You haven't written anything yet" })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Write an article' }).at(-1)).toHaveAttribute(
      'href',
      '/my-contents/new?kind=article',
    );
    expect(screen.getAllByRole('link', { name: 'Plan a trip' }).at(-1)).toHaveAttribute(
      'href',
      '/my-contents/new?kind=trip',
    );
  });

  it('spec §8 5000102999 "list contents": a failed load is translated and can be retried', async () => {
    const fakes = withContents();
    // Twice: StrictMode mounts the screen's effect twice.
    fakes.editor.api.failures.fail('listMyContents', listFailed, 2);
    renderEditor('/my-contents', fakes);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the contents.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Railay at sunrise' })).toBeInTheDocument();
  });

  it('delete asks for confirmation naming the title; cancel keeps it, confirm removes it', async () => {
    const fakes = withContents();
    renderEditor('/my-contents', fakes);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Railay at sunrise”' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Railay at sunrise”?' });
    expect(dialog).toHaveTextContent('Readers will no longer find it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fakes.editor.api.contents.get('c-pub')?.deleted).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'Delete “Railay at sunrise”' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Railay at sunrise' })).not.toBeInTheDocument());
    expect(fakes.editor.api.contents.get('c-pub')?.deleted).toBe(true);
    expect(screen.getByRole('button', { name: 'All (2)' })).toBeInTheDocument();
  });
});
