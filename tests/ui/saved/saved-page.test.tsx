import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import type { InMemorySavedApi } from '../../fakes/in-memory-saved-api';
import { renderApp } from '../support/render-app';
import { aSignedInApp } from '../screens/screen-fakes';

/** Two stories (the trip saved last) and a place, saved in that order. */
async function seed(saved: InMemorySavedApi) {
  saved.titles.set('c-1', 'A slow morning at Wat Pho');
  saved.titles.set('c-2', 'Two temples by the river');
  saved.titles.set('loc-pho', 'Wat Pho');
  await saved.save('content', 'c-1');
  await saved.save('content', 'c-2');
  await saved.save('place', 'loc-pho');
  saved.calls = [];
}

const itemTitles = () =>
  within(screen.getByRole('region', { name: /Stories and trips|Places/ }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('/saved: what a signed-in reader keeps', () => {
  it('contents newest first, places in their own tab, each linking to its page', async () => {
    const fakes = aSignedInApp();
    await seed(fakes.saved);
    const app = renderApp('/saved', fakes);
    // the first test loads the page's chunk
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(itemTitles()).toEqual(['Two temples by the river', 'A slow morning at Wat Pho']));
    expect(screen.getByText('2 saved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'A slow morning at Wat Pho' })).toHaveAttribute('href', '/contents/c-1');

    await userEvent.setup().click(screen.getByRole('link', { name: 'Places' }));
    await waitFor(() => expect(app.location()).toBe('/saved?tab=places'));
    await waitFor(() => expect(itemTitles()).toEqual(['Wat Pho']));
    expect(screen.getByRole('link', { name: 'Wat Pho' })).toHaveAttribute('href', '/map/location/loc-pho');
  });

  it('removing an item takes it off the page once the server agrees, and says so', async () => {
    const fakes = aSignedInApp();
    await seed(fakes.saved);
    renderApp('/saved', fakes);
    await waitFor(() => expect(itemTitles()).toHaveLength(2));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove A slow morning at Wat Pho from Saved' }));
    await waitFor(() => expect(itemTitles()).toEqual(['Two temples by the river']));
    expect(screen.getByRole('status')).toHaveTextContent('Removed A slow morning at Wat Pho.');
    expect(fakes.saved.items.map((i) => i.targetId)).not.toContain('c-1');
  });

  it('a failed removal says why (spec §8) and keeps the item', async () => {
    const fakes = aSignedInApp();
    await seed(fakes.saved);
    renderApp('/saved', fakes);
    await waitFor(() => expect(itemTitles()).toHaveLength(2));
    fakes.saved.failNext = ErrorCode.unknown;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove A slow morning at Wat Pho from Saved' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(itemTitles()).toHaveLength(2);
  });

  it('a press under way leaves the keyboard focus on its button (aria-disabled, not disabled) and a second press sends nothing; the removed row hands focus to the next', async () => {
    const fakes = aSignedInApp();
    await seed(fakes.saved);
    renderApp('/saved', fakes);
    await waitFor(() => expect(itemTitles()).toHaveLength(2));
    let answer!: () => void;
    fakes.saved.held = new Promise((resolve) => (answer = resolve));
    const user = userEvent.setup();
    const remove = screen.getByRole('button', { name: 'Remove Two temples by the river from Saved' });
    remove.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(remove).toHaveAttribute('aria-disabled', 'true'));
    // a disabled button would drop the focus to <body>; this one keeps it
    expect(remove).not.toBeDisabled();
    expect(remove).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(fakes.saved.calls.filter((c) => c.startsWith('unsave'))).toEqual(['unsave content c-2']);
    answer();
    await waitFor(() => expect(itemTitles()).toEqual(['A slow morning at Wat Pho']));
    // the row (and its button) are gone: focus goes on to the row in its place, not to the page's start
    await waitFor(() => expect(screen.getByRole('link', { name: 'A slow morning at Wat Pho' })).toHaveFocus());
  });

  it('"Yes, delete" pressed twice while the first delete is under way deletes once', async () => {
    const fakes = aSignedInApp();
    await seed(fakes.saved);
    const list = await fakes.saved.createList('Bangkok temples');
    fakes.saved.calls = [];
    const app = renderApp(`/saved?list=${list.listId}`, fakes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete this list' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the list Bangkok temples?' });
    let answer!: () => void;
    fakes.saved.held = new Promise((resolve) => (answer = resolve));
    const yes = within(dialog).getByRole('button', { name: 'Yes, delete' });
    await user.click(yes);
    await waitFor(() => expect(yes).toHaveAttribute('aria-disabled', 'true'));
    expect(yes).toHaveFocus();
    await user.click(yes);
    answer();
    await waitFor(() => expect(app.location()).toBe('/saved'));
    expect(fakes.saved.calls.filter((c) => c.startsWith('delete'))).toEqual([`delete ${list.listId}`]);
  });

  it('a named list: made, an item moved into it, shown alone, renamed, made public with its link, then deleted', async () => {
    const fakes = aSignedInApp();
    await seed(fakes.saved);
    const app = renderApp('/saved', fakes);
    const user = userEvent.setup();
    await waitFor(() => expect(itemTitles()).toHaveLength(2));
    // an empty name is refused before anything is sent
    await user.click(screen.getByRole('button', { name: 'Make list' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Give the list a name.');
    await user.type(screen.getByLabelText('New list'), 'Bangkok temples');
    await user.click(screen.getByRole('button', { name: 'Make list' }));
    await waitFor(() => expect(app.location()).toMatch(/^\/saved\?list=list-\d+$/));
    expect(
      await screen.findByText('Nothing saved yet. Press Save on a story or a trip to keep it here.'),
    ).toBeVisible();

    await user.click(screen.getByRole('link', { name: /^All lists/ }));
    await waitFor(() => expect(itemTitles()).toHaveLength(2));
    await user.selectOptions(
      screen.getByLabelText('Move to another list: A slow morning at Wat Pho'),
      'Bangkok temples',
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Moved A slow morning at Wat Pho to Bangkok temples.'),
    );

    await user.click(screen.getByRole('link', { name: /^Bangkok temples/ }));
    await waitFor(() => expect(itemTitles()).toEqual(['A slow morning at Wat Pho']));
    // Renamed: the server's name is said, and the list's tab and the fake both carry it.
    const name = screen.getByLabelText('List name');
    await user.clear(name);
    await user.type(name, 'Temples of Bangkok');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Renamed to Temples of Bangkok.'));
    expect(await screen.findByRole('link', { name: /^Temples of Bangkok/ })).toBeInTheDocument();
    expect(fakes.saved.lists_.map((l) => l.name)).toContain('Temples of Bangkok');
    await user.click(screen.getByRole('checkbox', { name: 'Anyone with the link can see this list' }));
    const listId = app.location().split('list=')[1];
    expect(await screen.findByRole('link', { name: `/lists/${listId}` })).toHaveAttribute('href', `/lists/${listId}`);

    await user.click(screen.getByRole('button', { name: 'Delete this list' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the list Temples of Bangkok?' });
    expect(dialog).toHaveTextContent('Its 1 saved item is removed with it.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(app.location()).toBe('/saved'));
    expect(fakes.saved.lists_.map((l) => l.name)).toEqual(['']);
  });

  it('empty, in Thai, with a way to find something', async () => {
    renderApp('/saved?tab=places', aSignedInApp({}, { language: 'th' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'รายการที่บันทึก' })).toBeInTheDocument();
    expect(await screen.findByText('ยังไม่มีสถานที่ที่บันทึกไว้ กดบันทึกที่หน้าสถานที่เพื่อเก็บไว้ที่นี่')).toBeVisible();
    expect(screen.getByRole('link', { name: 'สำรวจแผนที่' })).toHaveAttribute('href', '/map');
  });

  it('a failed read says why and reads again on retry', async () => {
    const fakes = aSignedInApp();
    await seed(fakes.saved);
    fakes.saved.failAll = ErrorCode.unknown;
    renderApp('/saved', fakes);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    fakes.saved.failAll = null;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(itemTitles()).toHaveLength(2));
  });

  it('is signed-in only: a visitor is sent to sign in and back (spec §2 rule 5)', async () => {
    const app = renderApp('/saved');
    await waitFor(() => expect(app.location()).toBe(`/login?redirectUrl=${encodeURIComponent('/saved')}`));
  });
});
