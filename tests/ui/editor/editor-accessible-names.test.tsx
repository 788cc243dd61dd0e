import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Section } from '../../../src/domain/content/content';
import { anApp } from '../support/render-app';
import { renderEditor } from './render-editor';

const COVER = { imageId: 'img-1', url: 'http://localhost/img-1', blurhash: null, width: 1200, height: 800 };
const sections: Section[] = [
  { sectionId: 's-1', type: 'text', html: '<p>Morning</p>' },
  { sectionId: 's-2', type: 'image', image: COVER, caption: 'The river' },
  { sectionId: 's-3', type: 'location', locationId: 'loc-railay', pendingLocation: null, note: '' },
];

/** What a sighted person reads on a control: its text without the parts hidden from assistive technology. */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * WCAG 2.5.3 Label in Name (axe label-content-name-mismatch): a control whose accessible name is set apart from its
 * text must contain the words it shows, so a person who says what they see ("click Replace from library") reaches it.
 */
describe('editor controls: the accessible name contains the visible text (WCAG 2.5.3)', { timeout: 30_000 }, () => {
  it.each(['en', 'th'] as const)('every labelled button of an article with a photo section (%s)', async (language) => {
    const fakes = anApp({ language });
    fakes.editor.api.seed({ contentId: 'c-1', title: 'Krabi', cover: COVER, sections });
    renderEditor('/my-contents/c-1/edit', fakes);
    await screen.findAllByRole('listitem');
    const labelled = [...document.querySelectorAll('button[aria-label], a[aria-label], [role="button"][aria-label]')];
    expect(labelled.length).toBeGreaterThan(3);
    const mismatched = labelled.flatMap((control) => {
      const shown = visibleText(control).toLowerCase();
      const name = (control.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').toLowerCase();
      return shown === '' || name.includes(shown) ? [] : [`"${name}" does not contain "${shown}"`];
    });
    expect(mismatched).toEqual([]);
  });
});
