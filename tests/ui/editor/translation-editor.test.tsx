import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContentTranslation, Section } from '../../../src/domain/content/content';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { serverError } from '../../fakes/in-memory-content-api';
import { anApp } from '../support/render-app';
import { pass, renderEditor } from './render-editor';

const IMAGE = { imageId: 'img-1', url: 'http://localhost/img-1', blurhash: null, width: 1200, height: 800 };
const SECTIONS: Section[] = [
  { sectionId: 's-a', type: 'text', html: '<p>ตื่นเช้าไปวัดโพธิ์</p>' },
  { sectionId: 's-b', type: 'image', image: IMAGE, caption: 'พระนอน' },
  { sectionId: 's-c', type: 'text', html: '<p>กินข้าวริมน้ำ</p>' },
  { sectionId: 's-d', type: 'poll', pollId: 'poll-1' },
];

/** A Thai article of four sections (a poll among them), with an English translation when given. */
function thaiArticle(translation?: ContentTranslation, language: 'en' | 'th' = 'en') {
  const fakes = anApp({ language });
  fakes.editor.api.seed({
    contentId: 'c-1',
    title: 'เช้าที่วัดโพธิ์',
    summary: 'เดินเล่นยามเช้า',
    language: 'th',
    sections: SECTIONS,
    ...(translation ? { translations: { en: translation } } : {}),
  });
  return fakes;
}

const saved = (fakes: ReturnType<typeof anApp>) => fakes.editor.api.contents.get('c-1')!;
const pill = () => screen.getByTestId('save-status');

describe('editor: a content in two languages (one content, Thai and English)', { timeout: 30_000 }, () => {
  it('"Add an English translation" starts it, saves it at once and shows the translation beside the original', async () => {
    const fakes = thaiArticle();
    renderEditor('/my-contents/c-1/edit', fakes);
    await userEvent.click(await screen.findByRole('button', { name: '+ Add an English translation' }));
    await waitFor(() => expect(saved(fakes).translations).toEqual({ en: { title: '', summary: '', sections: {} } }));

    const title = screen.getByLabelText('Title in English');
    expect(title).toHaveAttribute('lang', 'en');
    // The original's words are the reference of each field, in their own language.
    const reference = document.getElementById(title.getAttribute('aria-describedby')!)!;
    expect(reference).toHaveTextContent('เช้าที่วัดโพธิ์');
    expect(reference).toHaveAttribute('lang', 'th');
    expect(screen.getAllByText('Original (Thai)').length).toBeGreaterThan(2);
    expect(screen.getByText('Readers see the English version once it has a title.')).toBeInTheDocument();
    // The switch: the translation is on screen; the original's language cannot change under it.
    expect(screen.getByRole('button', { name: 'Translation · English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Language of the content')).toBeDisabled();
    // A poll has no words: it counts as translated from the start.
    expect(screen.getByTestId('translation-progress')).toHaveTextContent('1 of 4 sections translated');
  });

  it('writes the title and sections in English, marks what is not translated yet and counts the sections', async () => {
    const fakes = thaiArticle({ title: '', summary: '', sections: {} });
    renderEditor('/my-contents/c-1/edit', fakes);
    await userEvent.click(await screen.findByRole('button', { name: 'Translation · English' }));
    await userEvent.type(screen.getByLabelText('Title in English'), 'Morning at Wat Pho');
    const text = screen.getByRole('textbox', { name: 'Text 1 in English' });
    expect(text).toHaveAttribute('lang', 'en');
    text.innerHTML = '<p>Up early for Wat Pho</p>';
    fireEvent.input(text);
    await userEvent.type(screen.getByLabelText('Caption in English'), 'The reclining Buddha');

    const list = screen.getByRole('region', { name: 'Sections' });
    expect(within(list).getByRole('listitem', { name: 'Text (1 of 4): Translated' })).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: 'Photo (2 of 4): Translated' })).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: 'Text (3 of 4): Not translated yet' })).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: 'Poll (4 of 4): Translated' })).toBeInTheDocument();
    expect(screen.getByTestId('translation-progress')).toHaveTextContent('3 of 4 sections translated');
    expect(screen.getByTestId('translation-progress')).toHaveTextContent(
      'Readers see a section not translated yet in the original language.',
    );

    // Saved by the editor's own autosave, as one document with the original.
    expect(pill()).toHaveTextContent('Saving…');
    await pass(fakes, 1500);
    await waitFor(() => expect(pill()).toHaveTextContent('Saved'));
    expect(saved(fakes).title).toBe('เช้าที่วัดโพธิ์');
    expect(saved(fakes).translations?.en).toEqual({
      title: 'Morning at Wat Pho',
      summary: '',
      sections: { 's-a': { html: '<p>Up early for Wat Pho</p>' }, 's-b': { caption: 'The reclining Buddha' } },
    });

    // The switch shows the original again, untouched.
    await userEvent.click(screen.getByRole('button', { name: 'Original · Thai' }));
    expect(screen.getByLabelText('Title of your article')).toHaveValue('เช้าที่วัดโพธิ์');
    expect(screen.queryByLabelText('Title in English')).toBeNull();
    // The original's sections say which readers of English get in English.
    expect(screen.getByRole('listitem', { name: 'Text (1 of 4)' })).toHaveTextContent('In English');
    expect(screen.getByRole('listitem', { name: 'Text (3 of 4)' })).toHaveTextContent('Not in English yet');
  });

  it('removing the translation asks first; confirmed, it is saved as gone and the original stays', async () => {
    const fakes = thaiArticle({ title: 'Morning at Wat Pho', summary: '', sections: {} });
    renderEditor('/my-contents/c-1/edit', fakes);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the English translation' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove the English translation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(saved(fakes).translations?.en?.title).toBe('Morning at Wat Pho');

    await userEvent.click(screen.getByRole('button', { name: 'Remove the English translation' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove the translation' }),
    );
    // `{}`, not an absent field: a save without translations keeps the stored ones.
    await waitFor(() => expect(saved(fakes).translations).toEqual({}));
    expect(saved(fakes).title).toBe('เช้าที่วัดโพธิ์');
    expect(screen.getByRole('button', { name: '+ Add an English translation' })).toBeInTheDocument();
    expect(screen.getByLabelText('Language of the content')).toBeEnabled();
  });

  it('a stale save is a conflict like any other: nothing typed in the translation is lost', async () => {
    const fakes = thaiArticle({ title: '', summary: '', sections: {} });
    renderEditor('/my-contents/c-1/edit', fakes);
    await userEvent.click(await screen.findByRole('button', { name: 'Translation · English' }));
    fakes.editor.api.otherTabSaves('c-1', { title: 'ชื่อจากอีกแท็บ' });
    await userEvent.type(screen.getByLabelText('Title in English'), 'Morning at Wat Pho');
    await pass(fakes, 1500);
    const dialog = await screen.findByRole('alertdialog', { name: 'This content was changed somewhere else' });
    expect(dialog).toHaveTextContent('What differs: title, translation.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my version' }));
    await waitFor(() => expect(saved(fakes).translations?.en?.title).toBe('Morning at Wat Pho'));
    expect(pill()).toHaveTextContent('Saved');
  });

  it.each([
    ['en', 'The translation names a section or stop this content no longer has. Reload the content and try again.'],
    ['th', 'ฉบับแปลอ้างถึงส่วนหรือจุดแวะที่เนื้อหานี้ไม่มีแล้ว โปรดโหลดเนื้อหาใหม่แล้วลองอีกครั้ง'],
  ] as const)('spec §8 4220607041: a refused translation says why in %s', async (language, message) => {
    const fakes = thaiArticle({ title: '', summary: '', sections: {} }, language);
    fakes.editor.api.failures.fail(
      'save',
      serverError(ErrorCode.translationUnknownPart, 422, { message: 'translations.en.sections.s-x: no such section' }),
    );
    renderEditor('/my-contents/c-1/edit', fakes);
    const other = language === 'en' ? 'Translation · English' : 'ฉบับแปล · ภาษาอังกฤษ';
    await userEvent.click(await screen.findByRole('button', { name: other }));
    await userEvent.type(screen.getByLabelText(language === 'en' ? 'Title in English' : 'ชื่อเรื่องเป็นภาษาอังกฤษ'), 'A');
    await pass(fakes, 1500);
    expect(await screen.findByTestId('save-refused')).toHaveTextContent(message);
  });

  it('a trip: the day title and each stop note are translated; a day is translated once every stop with words is', async () => {
    const fakes = anApp();
    fakes.editor.api.seed({
      contentId: 'c-1',
      kind: 'trip',
      title: 'เที่ยวเมืองเก่า',
      language: 'th',
      sections: [
        {
          sectionId: 'd-1',
          type: 'day',
          title: 'วันแรก',
          stops: [
            {
              stopId: 'a',
              locationId: null,
              pendingLocation: { name: 'ร้านกาแฟ', lat: 13.7, lng: 100.5, address: '' },
              note: 'กาแฟดี',
              time: null,
            },
            {
              stopId: 'b',
              locationId: null,
              pendingLocation: { name: 'ท่าเรือ', lat: 13.7, lng: 100.5, address: '' },
              note: '',
              time: null,
            },
          ],
        },
      ],
      translations: { en: { title: 'Old town', summary: '', sections: {} } },
    });
    renderEditor('/my-contents/c-1/edit', fakes);
    await userEvent.click(await screen.findByRole('button', { name: 'Translation · English' }));
    await userEvent.type(screen.getByLabelText('Title of the day in English'), 'Day one');
    expect(screen.getByRole('listitem', { name: 'Day (1 of 1): Not translated yet' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Stop 1: Note in English'), 'Good coffee');
    // Stop 2 has no note in Thai: nothing to translate there.
    expect(screen.queryByRole('textbox', { name: /^Stop 2/ })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Day (1 of 1): Translated' })).toBeInTheDocument();
    await pass(fakes, 1500);
    await waitFor(() =>
      expect(saved(fakes).translations?.en?.sections).toEqual({
        'd-1': { title: 'Day one', stops: { a: { note: 'Good coffee' } } },
      }),
    );
  });
});
