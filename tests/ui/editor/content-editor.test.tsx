import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Section } from '../../../src/domain/content/content';
import { editorDraftKey } from '../../../src/domain/content/editor-draft';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { networkError, serverError } from '../../fakes/in-memory-content-api';
import { anApp } from '../support/render-app';
import { pass, renderEditor } from './render-editor';

const COVER = { imageId: 'img-1', url: 'http://localhost/img-1', blurhash: null, width: 1200, height: 800 };
const text = (id: string, html: string): Section => ({ sectionId: id, type: 'text', html });

function withDraft(content: Parameters<ReturnType<typeof anApp>['editor']['api']['seed']>[0] = { contentId: 'c-1' }) {
  const fakes = anApp();
  fakes.editor.api.seed({ title: 'Old town walk', ...content });
  return fakes;
}

const pill = () => screen.getByTestId('save-status');
const titleBox = () => screen.findByLabelText('Title of your article');

describe('editor: create, autosave, offline, conflicts, sections, publish, delete', { timeout: 30_000 }, () => {
  it('/my-contents/new?kind=trip reserves one content (StrictMode too) and replaces itself with its edit URL', async () => {
    const view = renderEditor('/my-contents/new?kind=trip');
    await waitFor(() => expect(view.location()).toBe('/my-contents/content-1/edit'));
    expect(await screen.findByLabelText('Title of your trip')).toHaveValue('');
    expect(view.fakes.editor.api.log.entries.filter((e) => e === 'contentApi.reserve')).toHaveLength(1);
    // A trip offers days.
    expect(screen.getByRole('button', { name: '+ Day' })).toBeInTheDocument();
  });

  it('typing shows Saving…, a pause in typing saves, then Saved', async () => {
    const fakes = withDraft();
    renderEditor('/my-contents/c-1/edit', fakes);
    const title = await titleBox();
    expect(pill()).toHaveTextContent('Saved');
    await userEvent.clear(title);
    await userEvent.type(title, 'Bangkok by boat');
    expect(pill()).toHaveTextContent('Saving…');
    expect(fakes.editor.api.contents.get('c-1')?.title).toBe('Old town walk');
    await pass(fakes, 1500);
    await waitFor(() => expect(pill()).toHaveTextContent('Saved'));
    expect(fakes.editor.api.contents.get('c-1')?.title).toBe('Bangkok by boat');
  });

  it('offline: says the changes are kept on this device, keeps them locally and retries until saved', async () => {
    const fakes = withDraft();
    fakes.editor.api.failures.fail('save', networkError(), 2);
    renderEditor('/my-contents/c-1/edit', fakes);
    const title = await titleBox();
    await userEvent.type(title, ' at night');
    await pass(fakes, 1500);
    await waitFor(() => expect(pill()).toHaveTextContent('Offline — changes kept on this device'));
    expect(JSON.parse(fakes.auth.keyValueStore.get(editorDraftKey('c-1'))!).document.title).toBe(
      'Old town walk at night',
    );
    await userEvent.type(title, '!');
    await pass(fakes, 2000); // first retry, still offline
    await waitFor(() => expect(pill()).toHaveTextContent('Offline'));
    await pass(fakes, 4000);
    await waitFor(() => expect(pill()).toHaveTextContent('Saved'));
    expect(fakes.editor.api.contents.get('c-1')?.title).toBe('Old town walk at night!');
  });

  it('spec §8 4220607000: a refused save says so, names the section at fault and shows the server message; the next edit saves', async () => {
    const fakes = withDraft({
      contentId: 'c-1',
      sections: [text('s-a', '<p>First</p>'), text('s-b', '<p>Second</p>')],
    });
    const message = 'sections[1].html is longer than 50000 characters';
    fakes.editor.api.failures.fail(
      'save',
      serverError(ErrorCode.contentValidationFailed, 422, { contentId: 'c-1', message }),
    );
    renderEditor('/my-contents/c-1/edit', fakes);
    const title = await titleBox();
    await userEvent.type(title, '!');
    await pass(fakes, 1500);
    const alert = await screen.findByTestId('save-refused');
    expect(pill()).toHaveTextContent('Not saved');
    expect(alert).toHaveTextContent('The last change could not be saved: the server refused it.');
    expect(alert).toHaveTextContent('The problem is in section 2 (Text).');
    expect(within(alert).getByText(message)).toHaveAttribute('lang', 'en');
    // The next edit (here: fixing the order) clears the refusal and is saved.
    await userEvent.click(screen.getByRole('button', { name: 'Move Text 2 of 2 up' }));
    await pass(fakes, 1500);
    await waitFor(() => expect(pill()).toHaveTextContent('Saved'));
    expect(screen.queryByTestId('save-refused')).toBeNull();
  });

  it('409 conflict: the dialog explains it; "Keep my version" saves mine over theirs', async () => {
    const fakes = withDraft();
    renderEditor('/my-contents/c-1/edit', fakes);
    const title = await titleBox();
    fakes.editor.api.otherTabSaves('c-1', { title: 'Their title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'My title');
    await pass(fakes, 1500);
    const dialog = await screen.findByRole('alertdialog', { name: 'This content was changed somewhere else' });
    expect(pill()).toHaveTextContent('Conflict');
    expect(within(dialog).getByText('My title')).toBeInTheDocument();
    expect(within(dialog).getByText('Their title')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('What differs: title.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my version' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(fakes.editor.api.contents.get('c-1')?.title).toBe('My title'));
    expect(pill()).toHaveTextContent('Saved');
  });

  it('409 conflict: "Use the other version" shows theirs and keeps mine as a copy to restore', async () => {
    const fakes = withDraft();
    renderEditor('/my-contents/c-1/edit', fakes);
    const title = await titleBox();
    fakes.editor.api.otherTabSaves('c-1', { title: 'Their title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'My title');
    await pass(fakes, 1500);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use the other version' }));
    expect(await titleBox()).toHaveValue('Their title');
    expect(screen.getByText('Your own version from before the conflict is kept on this device.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore my version' }));
    expect(await titleBox()).toHaveValue('My title');
    await pass(fakes, 1500);
    await waitFor(() => expect(fakes.editor.api.contents.get('c-1')?.title).toBe('My title'));
  });

  it('sections are reordered with buttons, removed with an undo, and a text section keeps only allowed HTML', async () => {
    const fakes = withDraft({
      contentId: 'c-1',
      sections: [text('s-a', '<p>First</p>'), text('s-b', '<p>Second</p>')],
    });
    renderEditor('/my-contents/c-1/edit', fakes);
    await userEvent.click(await screen.findByRole('button', { name: 'Move Text 1 of 2 down' }));
    await pass(fakes, 1500);
    await waitFor(() =>
      expect(fakes.editor.api.contents.get('c-1')?.sections.map((s) => s.sectionId)).toEqual(['s-b', 's-a']),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove Text 1 of 2' }));
    expect(screen.getByText('Text section removed.')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^Text \d/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getAllByRole('textbox', { name: /^Text \d/ })).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: '+ Text' }));
    const editors = screen.getAllByRole('textbox', { name: /^Text \d/ });
    const area = editors[2];
    area.innerHTML =
      '<div>Hello <b>world</b><script>alert(1)</script> <a href="javascript:alert(1)">x</a><span style="color:red">!</span></div>';
    fireEvent.input(area);
    await pass(fakes, 1500);
    await waitFor(() => expect(fakes.editor.api.contents.get('c-1')?.sections).toHaveLength(3));
    const saved = fakes.editor.api.contents.get('c-1')!.sections[2];
    expect(saved.type === 'text' && saved.html).toBe('<p>Hello <b>world</b> x!</p>');
  });

  it('publish is disabled with the reasons listed while the content is not ready', async () => {
    const fakes = withDraft({ contentId: 'c-1', title: '' });
    renderEditor('/my-contents/c-1/edit', fakes);
    await titleBox();
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    expect(screen.getByText('Before publishing, add:').parentElement).toHaveTextContent(
      'a titlea cover photoat least one section',
    );
    await userEvent.type(screen.getByLabelText('Title of your article'), 'Krabi');
    expect(screen.getByText('Before publishing, add:').parentElement).not.toHaveTextContent('a title');
    expect(publish).toBeDisabled();
  });

  it('publishes a ready content and links to its public page', async () => {
    const fakes = withDraft({ contentId: 'c-2', title: 'Krabi', cover: COVER, sections: [text('s-1', '<p>Sea</p>')] });
    renderEditor('/my-contents/c-2/edit', fakes);
    await titleBox();
    expect(screen.queryByText('Before publishing, add:')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published.')).toBeInTheDocument();
    expect(fakes.editor.api.contents.get('c-2')?.status).toBe('published');
    expect(screen.getByRole('link', { name: 'View the public page' })).toHaveAttribute('href', '/contents/c-2');
  });

  it('delete asks for confirmation naming the title, then goes back to my contents', async () => {
    const fakes = withDraft();
    const view = renderEditor('/my-contents/c-1/edit', fakes);
    await titleBox();
    await userEvent.click(screen.getByRole('button', { name: 'Delete this content' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Old town walk”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.location()).toBe('/my-contents'));
    expect(fakes.editor.api.contents.get('c-1')?.deleted).toBe(true);
  });

  it('nothing typed is lost on a reload: the local draft survives a remount while the network is down', async () => {
    const fakes = withDraft();
    fakes.editor.api.failures.failAlways('save', networkError());
    const first = renderEditor('/my-contents/c-1/edit', fakes);
    await userEvent.type(await titleBox(), ' in the rain');
    first.unmount();

    renderEditor('/my-contents/c-1/edit', fakes);
    expect(await titleBox()).toHaveValue('Old town walk in the rain');
    expect(fakes.editor.api.contents.get('c-1')?.title).toBe('Old town walk');
  });
});
