import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../../src/infrastructure/i18n/i18n';
import {
  applyDocumentLanguage,
  createTranslator,
  loadReaderTranslator,
  READER_LANGUAGE_STORAGE_KEY,
  readerLanguage,
} from '../../../src/infrastructure/i18n/reader-i18n';
import enView from '../../../src/infrastructure/i18n/locales/en/pages-content-view.json';
import enReader from '../../../src/infrastructure/i18n/locales/en/reader.json';
import thView from '../../../src/infrastructure/i18n/locales/th/pages-content-view.json';
import thReader from '../../../src/infrastructure/i18n/locales/th/reader.json';
import enLanguages from '../../../src/infrastructure/i18n/locales/en/reader-content-language.json';
import thLanguages from '../../../src/infrastructure/i18n/locales/th/reader-content-language.json';

function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
const valueOf = (tree: object, key: string) => key.split('.').reduce<any>((node, part) => node[part], tree) as string;

describe('reader i18n — spec §1 Thai and English, spec §2 lang query', () => {
  it.each([
    ['reader.json', enReader, thReader],
    ['pages-content-view.json', enView, thView],
    ['reader-content-language.json', enLanguages, thLanguages],
  ])('spec §1: %s has exactly the same keys in th and en, none empty', (_name, en, th) => {
    expect(leafKeys(th).sort()).toEqual(leafKeys(en).sort());
    for (const key of leafKeys(en)) {
      expect(valueOf(en, key).trim()).not.toBe('');
      expect(valueOf(th, key).trim()).not.toBe('');
    }
  });

  it('the same {{placeholders}} appear in both languages of every string', () => {
    const names = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const [en, th] of [
      [enReader, thReader],
      [enView, thView],
      [enLanguages, thLanguages],
    ] as const) {
      for (const key of leafKeys(en))
        expect({ key, names: names(valueOf(th, key)) }).toEqual({ key, names: names(valueOf(en, key)) });
    }
  });

  it('spec §2: ?lang= wins, then the language the main app remembered, then the browser, then English', () => {
    expect(readerLanguage('?lang=th', 'en', ['en-US'])).toBe('th');
    expect(readerLanguage('?lang=fr', 'th', ['en-US'])).toBe('th');
    expect(readerLanguage('', null, ['fr-FR', 'th-TH'])).toBe('th');
    expect(readerLanguage('', null, ['fr-FR'])).toBe('en');
  });

  it("reads the main app's remembered language from the same storage key", () => {
    expect(READER_LANGUAGE_STORAGE_KEY).toBe(LANGUAGE_STORAGE_KEY);
  });

  it('loads only the asked language and translates reader, content-view, error and time strings', async () => {
    const th = await loadReaderTranslator('th');
    expect(th('reader.comments.signIn')).toBe(valueOf(thReader, 'reader.comments.signIn'));
    expect(th('contentView.hours.opened')).toBe(valueOf(thView, 'contentView.hours.opened'));
    expect(th('errors.web.shareFailed')).not.toBe('errors.web.shareFailed');
    const en = await loadReaderTranslator('en');
    expect(en('reader.stats.views', { count: 12 })).toBe('12 views');
    expect(en('reader.stats.views', { count: 1 })).toBe('1 view');
    expect(en('time.relative.d', { count: 3 })).toBe('3d');
    expect(en('errors.contentNotFound')).toMatch(/content/i);
  });

  it('a later bundle wins, a missing key reads as itself, unknown placeholders stay', () => {
    const t = createTranslator({ a: { b: 'one {{x}} {{y}}' } }, { a: { c: 'two' } });
    expect(t('a.b', { x: 1 })).toBe('one 1 {{y}}');
    expect(t('a.c')).toBe('two');
    expect(t('a.zzz')).toBe('a.zzz');
  });

  it('sets <html lang dir>', () => {
    const attributes: Record<string, string> = {};
    const doc = { documentElement: attributes } as unknown as Document;
    applyDocumentLanguage(doc, 'th');
    expect(attributes).toEqual({ lang: 'th', dir: 'ltr' });
  });
});
