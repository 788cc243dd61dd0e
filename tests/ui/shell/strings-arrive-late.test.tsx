import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createLazyI18n } from '../../../src/infrastructure/i18n/i18n-core';

/** The header's account menu shows a string of the editor's screens ("My contents"), which loads after sign-in. */
function MyContentsLink() {
  const { t } = useTranslation();
  return <a href="/my-contents">{t('myContents.title')}</a>;
}

describe('issue 11 strings in two parts: what is on screen follows when the rest arrives', () => {
  it('a component rendered before loadRest shows the string once it is loaded, not its raw key', async () => {
    const lazy = createLazyI18n('en');
    await lazy.load('en');
    render(
      <I18nextProvider i18n={lazy.i18n}>
        <MyContentsLink />
      </I18nextProvider>,
    );
    // Only the sign-in screens' and the shell's strings are in: the editor's key is still missing here.
    expect(screen.getByRole('link').textContent).toBe('myContents.title');
    await act(() => lazy.loadRest());
    expect(screen.getByRole('link', { name: 'My contents' })).toBeInTheDocument();
  });
});
