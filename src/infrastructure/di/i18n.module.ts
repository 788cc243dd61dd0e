import { ContainerModule } from 'inversify';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import { createLazyI18n, detectLanguage, LANGUAGE_STORAGE_KEY, type LazyI18n } from '../i18n/i18n-core';
import { I18nLocale } from '../i18n/i18n-locale';
import { bindFactory } from './bind-factory';
import { TOKENS } from './tokens';

/** i18next (th, en; namespace common) in the language the user chose before, else the browser's. */
export const i18nModule = (browserLanguages: () => readonly string[]) =>
  new ContainerModule(({ bind }) => {
    // Strings download per language; main.tsx renders once the first language is in (whenLanguageReady).
    bindFactory(
      bind,
      TOKENS.lazyI18n,
      (storage: KeyValueStore) => createLazyI18n(detectLanguage(storage.get(LANGUAGE_STORAGE_KEY), browserLanguages())),
      [TOKENS.keyValueStore],
    );
    bindFactory(bind, TOKENS.i18n, (lazy: LazyI18n) => lazy.i18n, [TOKENS.lazyI18n]);
    bindFactory(
      bind,
      TOKENS.locale,
      (lazy: LazyI18n, storage: KeyValueStore) => new I18nLocale(lazy.i18n, storage, lazy.load),
      [TOKENS.lazyI18n, TOKENS.keyValueStore],
    );
  });
