import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anApp } from '../support/render-app';
import { renderEditor } from './render-editor';

describe("the editor's place picker names places in the interface language", { timeout: 30_000 }, () => {
  it('spec §9 th: writing an English article in the Thai interface, the search results and the choice read in Thai', async () => {
    const fakes = anApp({ language: 'th' });
    fakes.editor.api.seed({ contentId: 'c-1', title: 'Beaches', language: 'en' });
    renderEditor('/my-contents/c-1/edit', fakes);
    await userEvent.click(await screen.findByRole('button', { name: '+ สถานที่' }));
    await userEvent.type(screen.getByLabelText('ชื่อสถานที่หรือที่อยู่'), 'Railay');
    const results = await screen.findByRole('list', { name: 'สถานที่ที่พบ' });
    expect(await within(results).findByText('หาดไร่เลย์')).toBeInTheDocument();
    expect(within(results).queryByText('Railay Beach')).toBeNull();
    await userEvent.click(within(results).getByRole('button', { name: /หาดไร่เลย์/ }));
    expect(await screen.findByText('หาดไร่เลย์')).toBeInTheDocument();
  });
});
