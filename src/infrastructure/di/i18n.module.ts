import type { i18n as I18n } from 'i18next';
import { ContainerModule } from 'inversify';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import { createI18n, detectLanguage, LANGUAGE_STORAGE_KEY } from '../i18n/i18n';
import { I18nLocale } from '../i18n/i18n-locale';
import { bindFactory } from './bind-factory';
import { TOKENS } from './tokens';

/** i18next (th, en; namespace common) in the language the user chose before, else the browser's. */
export const i18nModule = (browserLanguages: () => readonly string[]) =>
  new ContainerModule(({ bind }) => {
    bindFactory(
      bind,
      TOKENS.i18n,
      (storage: KeyValueStore) => createI18n(detectLanguage(storage.get(LANGUAGE_STORAGE_KEY), browserLanguages())),
      [TOKENS.keyValueStore],
    );
    bindFactory(bind, TOKENS.locale, (i18n: I18n, storage: KeyValueStore) => new I18nLocale(i18n, storage), [TOKENS.i18n, TOKENS.keyValueStore]);
  });
