import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorMessageKeys } from '../../../src/domain/errors/normalize-error';
import { createI18n, detectLanguage, LANGUAGE_STORAGE_KEY } from '../../../src/infrastructure/i18n/i18n';
import { createLazyI18n } from '../../../src/infrastructure/i18n/i18n-core';
import { I18nLocale } from '../../../src/infrastructure/i18n/i18n-locale';
import en from '../../../src/infrastructure/i18n/locales/en/common.json';
import th from '../../../src/infrastructure/i18n/locales/th/common.json';

function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const memory = () => {
  const map = new Map<string, string>();
  return {
    get: (k: string) => map.get(k) ?? null,
    set: (k: string, v: string) => void map.set(k, v),
    remove: (k: string) => void map.delete(k),
    map,
  };
};

describe('i18n resources — spec §1 §8 §9', () => {
  it('spec §1: th and en have exactly the same keys', () => {
    expect(leafKeys(th).sort()).toEqual(leafKeys(en).sort());
  });

  // The app downloads one language only: English, the fallback of spec §9, is never needed for a Thai key.
  it('spec §1 §9: every strings file exists in th and en with exactly the same keys', () => {
    const folder = (language: string) =>
      fileURLToPath(new URL(`../../../src/infrastructure/i18n/locales/${language}`, import.meta.url));
    const files = fs.readdirSync(folder('en')).sort();
    expect(fs.readdirSync(folder('th')).sort()).toEqual(files);
    for (const file of files) {
      const keys = (language: string) =>
        leafKeys(JSON.parse(fs.readFileSync(path.join(folder(language), file), 'utf8')) as object).sort();
      expect(keys('th'), file).toEqual(keys('en'));
    }
  });

  it('spec §8: every error message key the domain can produce exists in both locales', () => {
    const i18n = createI18n('en');
    const keys = errorMessageKeys();
    expect(keys.length).toBeGreaterThan(40);
    for (const language of ['en', 'th'] as const) {
      const missing = keys.filter((key) => !i18n.exists(key, { lng: language, fallbackLng: [] }));
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });

  it('no message is empty, and the Thai text is not the English text copied', () => {
    const enKeys = leafKeys(en);
    const value = (tree: object, key: string) => key.split('.').reduce<any>((node, part) => node[part], tree) as string;
    for (const key of enKeys) {
      expect(value(en, key).trim()).not.toBe('');
      expect(value(th, key).trim()).not.toBe('');
    }
    const copied = enKeys.filter((key) => value(th, key) === value(en, key) && !/\.(name|languages\.\w+)$/.test(key));
    expect(copied).toEqual([]);
  });

  it('spec §2 overlays and §9 cookie banner default buttons read as the spec words them in English', () => {
    const t = createI18n('en').t;
    expect(t('app.initializing')).toBe('Initializing app...');
    expect(t('app.loading')).toBe('Loading...');
    expect(t('app.serviceUnavailable')).toBe('Service unavailable. Please try again later.');
    expect(t('cookieBanner.accept')).toBe('I understand');
    expect(t('cookieBanner.decline')).toBe('I decline');
    expect(t('errors.web.unsupportedActionMode')).toBe('Unsupported action mode.');
  });

  it('spec §9: the default namespace is common and Thai is served in Thai', () => {
    const i18n = createI18n('th');
    expect(i18n.options.defaultNS).toBe('common');
    expect(i18n.t('app.loading')).toBe('กำลังโหลด...');
  });
});

describe('the strings the app downloads', () => {
  it('a sign-in screen starts with the strings of the sign-in screens and the shell; the rest come on asking for all', async () => {
    const lazy = createLazyI18n('en');
    await lazy.load('en', 'sign-in');
    expect(lazy.i18n.exists('login.title')).toBe(true);
    expect(lazy.i18n.exists('app.initializing')).toBe(true);
    expect(lazy.i18n.exists('titles.login')).toBe(true);
    expect(lazy.i18n.exists('editor.title')).toBe(false);
    expect(lazy.i18n.hasResourceBundle('th', 'common')).toBe(false);

    await lazy.load('en');
    expect(lazy.i18n.exists('editor.title')).toBe(true);
    expect(lazy.i18n.exists('login.title')).toBe(true);
  });
});

describe('language detection — spec §1 §2', () => {
  it.each([
    ['th', ['en-US'], 'th'],
    ['en', ['th-TH'], 'en'],
    [null, ['th-TH', 'en-US'], 'th'],
    [null, ['fr-FR', 'en-GB'], 'en'],
    ['de', ['ja-JP'], 'en'],
    [null, [], 'en'],
  ] as const)('stored %s, browser %j → %s', (stored, browser, expected) => {
    expect(detectLanguage(stored, browser)).toBe(expected);
  });
});

describe('I18nLocale — the Locale port', () => {
  it('spec §2 lang query: changing the language switches i18next and remembers the choice', async () => {
    const storage = memory();
    const locale = new I18nLocale(createI18n('en'), storage);
    expect(locale.current()).toBe('en');
    await locale.change('th');
    expect(locale.current()).toBe('th');
    expect(storage.map.get(LANGUAGE_STORAGE_KEY)).toBe('th');
  });

  it('spec §1: reading direction — th and en are left to right, Arabic and Hebrew right to left', () => {
    const locale = new I18nLocale(createI18n('en'), memory());
    expect(locale.isRtl('th')).toBe(false);
    expect(locale.isRtl('en')).toBe(false);
    expect(locale.isRtl('ar')).toBe(true);
    expect(locale.isRtl('he')).toBe(true);
  });
});
