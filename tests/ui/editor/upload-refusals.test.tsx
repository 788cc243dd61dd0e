import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import en from '../../../src/infrastructure/i18n/locales/en/common.json';
import enEditor from '../../../src/infrastructure/i18n/locales/en/pages-editor.json';
import th from '../../../src/infrastructure/i18n/locales/th/common.json';
import thEditor from '../../../src/infrastructure/i18n/locales/th/pages-editor.json';
import { anApp } from '../support/render-app';
import { renderEditor } from './render-editor';

/** The in-memory image processor reads a "photo" whose bytes say its size. */
const photo = (w: number, h: number) => new File([`${w}x${h}`], 'photo.jpg', { type: 'image/jpeg' });
/** What the server's upload URL answers when it refuses an image (spec §8 envelope). */
const refusal = (code: number) => ({ status: { err_code: code, err_message: 'refused' } });

const LOCALES = {
  en: { errors: en.errors, choose: enEditor.editor.cover.choose, retry: en.app.retry },
  th: { errors: th.errors, choose: thEditor.editor.cover.choose, retry: th.app.retry },
} as const;

/**
 * The server reads each upload for what it really is; the cover uploader (the shared one-step upload of covers,
 * image sections, poll options and place photos) tells the person which rule the photo broke, in their language,
 * instead of "we could not prepare the upload".
 */
describe('image upload refusals are shown translated, not as a generic failure', { timeout: 30_000 }, () => {
  const cases = [
    { code: ErrorCode.imageTypeMismatch, key: 'imageTypeMismatch', retry: false },
    { code: ErrorCode.imageTooManyPixels, key: 'imageTooManyPixels', retry: false },
    { code: ErrorCode.uploadLargerThanDeclared, key: 'uploadLargerThanDeclared', retry: true },
  ] as const;

  it.each((['en', 'th'] as const).flatMap((language) => cases.map((c) => ({ language, ...c }))))(
    '$language: $key',
    async ({ language, code, key, retry }) => {
      const text = LOCALES[language];
      const fakes = anApp({ language });
      fakes.editor.api.seed({ contentId: 'c-1', title: 'Doi Suthep' });
      fakes.editor.mediaUpload.failures.fail('upload', refusal(code));
      renderEditor('/my-contents/c-1/edit', fakes);
      await userEvent.upload(await screen.findByLabelText(text.choose, { selector: 'input' }), photo(400, 300));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(text.errors[key]);
      expect(alert).not.toHaveTextContent(text.errors.presignedUrlFailure);
      expect(alert).not.toHaveTextContent(text.errors.default);
      // A photo refused for what it is would be refused again: it is let go, and another one is asked for.
      // One refused for its size against the upload URL gets a new URL on retry.
      expect(within(alert).queryByRole('button', { name: text.retry }) !== null).toBe(retry);
      expect(fakes.editor.api.contents.get('c-1')?.cover ?? null).toBeNull();
    },
  );

  it('the messages say what to do, and the pixel one names the 40 megapixel limit in both languages', () => {
    expect(en.errors.imageTooManyPixels).toContain('40 megapixels');
    expect(th.errors.imageTooManyPixels).toContain('40 ล้านพิกเซล');
    for (const key of ['imageTypeMismatch', 'imageTooManyPixels', 'uploadLargerThanDeclared'] as const) {
      expect(en.errors[key]).toMatch(/Choose/);
      expect(th.errors[key]).toMatch(/กรุณาเลือก/);
    }
  });
});
